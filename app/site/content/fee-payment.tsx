import { formatFeeAmount, type FeeRow, type FeeTable as FeeTableRecord } from "../../../contract/fees";
import { BankDetailsCard } from "./bank-details-card";
import { ContentSection } from "./content-section";
import { DataTable } from "./data-table";
import { NoteBox } from "./note-box";
import { PreviewNote } from "../preview-note";
import type { FeePaymentRecord } from "./fee-table.server";

/** Shown only in a staff preview of a draft. */
export function FeePreviewNote({ table }: { table: Pick<FeeTableRecord, "status"> }) {
  if (table.status !== "draft") return null;
  return <PreviewNote>visitors cannot see this fee table yet (it is a draft).</PreviewNote>;
}

/** The fee service's rows (item, amount, terms) as a table. */
export function FeeTable({ caption, rows }: { caption: string; rows: readonly FeeRow[] }) {
  const shown = rows.map((row) => ({ item: row.item, amount: formatFeeAmount(row), terms: row.terms }));
  return (
    <DataTable
      caption={caption}
      columns={[{ header: "Fee" }, { header: "Amount" }, { header: "Terms" }]}
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
  if (!payment) return null;
  return (
    <ContentSection title="Bank details" intro={payment.intro}>
      <div className="grid gap-6 md:grid-cols-2">
        {payment.accounts.map((account) => (
          <BankDetailsCard key={account.accountNumber} account={account} />
        ))}
      </div>
      <NoteBox title="Please note">{payment.confirmationNote}</NoteBox>
    </ContentSection>
  );
}
