import {
  formatFeeAmount,
  formatIndianNumber,
  type FeeRow,
  type FeeTable as FeeTableRecord,
} from "../../../contract/fees";
import type { Language } from "../../../contract/language";
import { useMessages } from "../i18n/messages";
import { BankDetailsCard } from "./bank-details-card";
import { ContentSection } from "./content-section";
import { DataTable } from "./data-table";
import { NoteBox } from "./note-box";
import { PreviewNote } from "../preview-note";
import type { FeePaymentRecord } from "./fee-table.server";

/** Shown only in a staff preview of a draft. */
export function FeePreviewNote({ table }: { table: Pick<FeeTableRecord, "status"> }) {
  const { t } = useMessages();
  if (table.status !== "draft") return null;
  return <PreviewNote>{t("applicants.fees.draftTable")}</PreviewNote>;
}

/** A row's amount: "14,00,000 INR per year" in English, "₹14,00,000 per year" in Hindi (the unit is the row's text). */
const feeAmount = (row: Pick<FeeRow, "amount" | "currency" | "unit">, language: Language) =>
  language === "hi" && row.currency === "INR"
    ? [`₹${formatIndianNumber(row.amount)}`, row.unit].filter(Boolean).join(" ")
    : formatFeeAmount(row);

/** The fee service's rows (item, amount, terms) as a table. */
export function FeeTable({ caption, rows }: { caption: string; rows: readonly FeeRow[] }) {
  const { t, language } = useMessages();
  const shown = rows.map((row) => ({ item: row.item, amount: feeAmount(row, language), terms: row.terms }));
  return (
    <DataTable
      caption={caption}
      columns={[
        { header: t("applicants.fees.fee") },
        { header: t("applicants.fees.amount") },
        { header: t("applicants.fees.terms") },
      ]}
      rows={shown.map((item) => [
        item.item,
        <strong key="amount" className="whitespace-nowrap text-slate-900">
          {item.amount}
        </strong>,
        item.terms,
      ])}
    />
  );
}

/** The bank accounts and the admission-confirmation rule (one fee-payment record), on the UG and PG fee pages. */
export function FeePayment({ payment }: { payment: FeePaymentRecord | null }) {
  const { t } = useMessages();
  if (!payment) return null;
  return (
    <ContentSection title={t("applicants.fees.bankDetails")} intro={payment.intro}>
      <div className="grid gap-6 md:grid-cols-2">
        {payment.accounts.map((account) => (
          <BankDetailsCard key={account.accountNumber} account={account} />
        ))}
      </div>
      <NoteBox title={t("applicants.fees.pleaseNote")}>{payment.confirmationNote}</NoteBox>
    </ContentSection>
  );
}
