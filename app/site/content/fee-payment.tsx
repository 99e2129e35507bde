import { formatFeeAmount, type FeeRow, type FeeTable as FeeTableRecord } from "../../../contract/fees";
import { bankAccounts, confirmationNote } from "~/content/fees";
import { BankDetailsCard } from "./bank-details-card";
import { ContentSection } from "./content-section";
import { DataTable } from "./data-table";
import { NoteBox } from "./note-box";
import { PreviewNote } from "../preview-note";

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

/** The two bank accounts and the admission-confirmation rule, shared by the UG and PG fee pages. */
export function FeePayment() {
  return (
    <ContentSection
      title="Bank details"
      intro="Demand drafts and transfers for fees are credited to these accounts."
    >
      <div className="grid gap-6 md:grid-cols-2">
        {bankAccounts.map((account) => (
          <BankDetailsCard key={account.purpose} account={account} />
        ))}
      </div>
      <NoteBox title="Please note">{confirmationNote}</NoteBox>
    </ContentSection>
  );
}
