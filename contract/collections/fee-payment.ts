import { defineCollection } from "./collection";

/**
 * How fees are paid (issue 20: one source for facts shown on several pages): the bank accounts and the
 * admission-confirmation note, shown on both the UG and the PG fee pages. One record.
 */
export const feePaymentCollection = defineCollection({
  name: "fee-payment",
  plural: "feePayments",
  labels: { one: "bank details", many: "bank details" },
  audit: { entity: "fee-payment", label: "Bank details" },
  description: "The bank accounts for fees and the admission-confirmation note, on the UG and PG fee pages",
  fields: {
    intro: {
      type: "text",
      label: "Line above the accounts",
      required: true,
      max: 200,
      localized: true,
    },
    accounts: {
      type: "list",
      label: "Bank accounts",
      itemLabel: "account",
      required: true,
      max: 4,
      of: {
        purpose: { type: "text", label: "What it is for", required: true, max: 120, localized: true },
        accountName: { type: "text", label: "Account name", required: true, max: 160 },
        accountNumber: { type: "text", label: "Account number", required: true, max: 20 },
        bank: { type: "text", label: "Bank", required: true, max: 120 },
        branch: { type: "text", label: "Branch", required: true, max: 120 },
        ifsc: {
          type: "text",
          label: "IFSC code",
          required: true,
          max: 11,
          hint: "11 characters, e.g. PTCB0001427",
        },
      },
    },
    confirmationNote: {
      type: "text",
      label: "Please note",
      required: true,
      max: 300,
      localized: true,
      hint: "Under the accounts, e.g. when an admission is confirmed",
    },
  },
  titleField: "intro",
  listColumns: [],
  searchFields: ["intro", "confirmationNote"],
  maxRecords: 1,
  access: { read: "public", write: "content:write" },
  publicRoute: () => "/academics/ug-fee-structure",
});
