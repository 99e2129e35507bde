import {
  formatFeeAmount,
  formatIndianNumber,
  type FeeRowIn,
  type FeeTable as FeeTableRecord,
} from "../../../contract/fees";
import type { Language } from "../../../contract/language";
import { useMessages } from "../i18n/messages";
import { BankDetailsCard } from "./bank-details-card";
import { ContentSection } from "./content-section";
import { DataTable } from "./data-table";
import { useEnglishFallback } from "./english-fallback";
import { NoteBox } from "./note-box";
import { PreviewNote } from "../preview-note";
import type { FeePaymentRecord } from "./fee-table.server";

/** Shown only in a staff preview of a draft. */
export function FeePreviewNote({ table }: { table: Pick<FeeTableRecord, "status"> }) {
  const { t } = useMessages();
  if (table.status !== "draft") return null;
  return <PreviewNote>{t("applicants.fees.draftTable")}</PreviewNote>;
}

/** A row's figure: "14,00,000 INR" in English, "₹14,00,000" in Hindi ("30,000 USD" in both). */
const feeFigure = (row: Pick<FeeRowIn, "amount" | "currency">, language: Language) =>
  language === "hi" && row.currency === "INR"
    ? `₹${formatIndianNumber(row.amount)}`
    : formatFeeAmount({ ...row, unit: "" });

/**
 * The fee service's rows (item, amount, terms) as a table, in the page's language: a text shown in English on
 * a Hindi page for want of its Hindi (the loader's `fallbacks`) is marked `lang="en"`.
 */
export function FeeTable({ caption, rows }: { caption: string; rows: readonly FeeRowIn[] }) {
  const { t, language } = useMessages();
  const englishIf = useEnglishFallback();
  const text = (value: string) => (englishIf(value) ? <span lang="en">{value}</span> : value);
  return (
    <DataTable
      caption={caption}
      columns={[
        { header: t("applicants.fees.fee") },
        { header: t("applicants.fees.amount") },
        { header: t("applicants.fees.terms") },
      ]}
      rows={rows.map((row) => [
        text(row.item),
        <strong key="amount" className="whitespace-nowrap text-slate-900">
          {row.unit && englishIf(row.unit) ? (
            <>
              {`${feeFigure(row, language)} `}
              {text(row.unit)}
            </>
          ) : (
            [feeFigure(row, language), row.unit].filter(Boolean).join(" ")
          )}
        </strong>,
        text(row.terms),
      ])}
    />
  );
}

/**
 * The bank accounts and the admission-confirmation rule (one fee-payment record), on the UG and PG fee pages;
 * a text without its Hindi marked `lang="en"` on a Hindi page (the intro by ContentSection).
 */
export function FeePayment({ payment }: { payment: FeePaymentRecord | null }) {
  const { t } = useMessages();
  const englishIf = useEnglishFallback();
  if (!payment) return null;
  return (
    <ContentSection title={t("applicants.fees.bankDetails")} intro={payment.intro}>
      <div className="grid gap-6 md:grid-cols-2">
        {payment.accounts.map((account) => (
          <BankDetailsCard key={account.accountNumber} account={account} />
        ))}
      </div>
      <NoteBox title={t("applicants.fees.pleaseNote")}>
        <span lang={englishIf(payment.confirmationNote)}>{payment.confirmationNote}</span>
      </NoteBox>
    </ContentSection>
  );
}
