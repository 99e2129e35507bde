import { COLLEGE_NAME } from "../../../contract/college";

/** The fee pages' bank details and note as the site showed them in code (fictional placeholder accounts). */
const FEE_PAYMENT = {
  intro: "Demand drafts and transfers for fees are credited to these accounts.",
  accounts: [
    {
      purpose: "Tuition fee account",
      accountName: COLLEGE_NAME,
      accountNumber: "50200048213376",
      bank: "Patliputra Commercial Bank",
      branch: "Punpun, Patna",
      ifsc: "PTCB0001427",
    },
    {
      purpose: "Other fees account (hostel, transport, deposit and other charges)",
      accountName: "Ganga Valley Educational & Charitable Trust",
      accountNumber: "50200048213390",
      bank: "Patliputra Commercial Bank",
      branch: "Punpun, Patna",
      ifsc: "PTCB0001427",
    },
  ],
  confirmationNote: "Admission is confirmed only if the full first-year fee is paid.",
};

export const feePaymentSeeds = () => [FEE_PAYMENT];
