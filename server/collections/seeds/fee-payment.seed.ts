import { COLLEGE_NAME } from "../../../contract/college";
import { withHindi, type HindiTexts } from "./with-hindi";

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

/** The same in Hindi (issue 24): the line, what each account is for and the note; the bank details stay as they are. */
const FEE_PAYMENT_HI: HindiTexts = {
  intro: "फीस के डिमांड ड्राफ्ट और बैंक ट्रांसफर की राशि इन्हीं खातों में जमा होती है।",
  accounts: [
    { purpose: "ट्यूशन फीस का खाता" },
    { purpose: "अन्य फीस का खाता (हॉस्टल, ट्रांसपोर्ट, सिक्योरिटी डिपॉज़िट और अन्य शुल्क)" },
  ],
  confirmationNote: "पहले वर्ष की पूरी फीस जमा होने पर ही प्रवेश पक्का माना जाता है।",
};

export const feePaymentSeeds = () => [withHindi(FEE_PAYMENT, FEE_PAYMENT_HI)];
