import { useId } from "react";
import type { FeePaymentRecord } from "./fee-table.server";
import { useMessages } from "../i18n/messages";
import { useEnglishFallback } from "./english-fallback";

type BankAccount = FeePaymentRecord["accounts"][number];

/**
 * One bank account for fee payments, as a labelled description list; what it is for marked `lang="en"` on a
 * Hindi page while it has no Hindi.
 */
export function BankDetailsCard({ account }: { account: BankAccount }) {
  const titleId = useId();
  const { t } = useMessages();
  const englishIf = useEnglishFallback();
  const rows: [string, string][] = [
    [t("applicants.bank.accountName"), account.accountName],
    [t("applicants.bank.accountNumber"), account.accountNumber],
    [t("applicants.bank.bank"), account.bank],
    [t("applicants.bank.branch"), account.branch],
    [t("applicants.bank.ifsc"), account.ifsc],
  ];
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={titleId} lang={englishIf(account.purpose)} className="text-lg font-semibold text-brand-800">
        {account.purpose}
      </h3>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[420px]:grid-cols-[auto_1fr] min-[420px]:gap-y-2 sm:text-base">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="mb-2 font-medium break-words text-slate-900 min-[420px]:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
