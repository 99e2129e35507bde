import { bankAccounts, confirmationNote, type FeeItem } from "~/content/fees";
import { BankDetailsCard } from "./bank-details-card";
import { ContentSection } from "./content-section";
import { DataTable } from "./data-table";
import { NoteBox } from "./note-box";

/** Fee items (item, amount, terms) as a table. */
export function FeeTable({ caption, items }: { caption: string; items: readonly FeeItem[] }) {
  return (
    <DataTable
      caption={caption}
      columns={[{ header: "Fee" }, { header: "Amount" }, { header: "Terms" }]}
      rows={items.map((item) => [
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
