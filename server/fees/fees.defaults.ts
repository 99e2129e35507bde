import type { FeeTableId, StipendRow } from "../../contract/fees";
import type { FeeTableContent } from "./fees.schema";

const TRUST = "Ganga Valley Educational & Charitable Trust";
/** The Hindi texts (issue 24) the rows share. */
const PER_YEAR_HI = "प्रति वर्ष";
const SECURITY_DEPOSIT_HI = "सिक्योरिटी डिपॉज़िट (वापस मिलने वाला)";

/**
 * The stipends a new installation starts with. No source we have states the college's stipends (the spec and
 * the regulatory checklist give none), so these are round starting figures for staff to confirm, marked
 * unconfirmed: the back-office says so, and the pages say the stipends are being confirmed until an editor
 * saves the table with its stipends.
 */
export const STARTING_STIPENDS: Record<FeeTableId, StipendRow[]> = {
  ug: [{ grade: "intern", monthlyAmount: 20_000 }],
  pg: [
    { grade: "junior-resident-1", monthlyAmount: 60_000 },
    { grade: "junior-resident-2", monthlyAmount: 62_000 },
    { grade: "junior-resident-3", monthlyAmount: 64_000 },
    { grade: "senior-resident", monthlyAmount: 75_000 },
  ],
};

/**
 * The fee tables of a new installation: the college's current figures (public spec §9), exactly as the fee
 * pages stated them before they became editable, with their Hindi texts for the Hindi pages (issue 24; the
 * trust's name stays as the demand draft must name it). They are facts, not sample content, so every install
 * starts with them whatever SAMPLE_DATA says: a fee page must never be empty, it is a legal disclosure.
 */
export const DEFAULT_FEE_TABLES: Record<FeeTableId, FeeTableContent> = {
  ug: {
    session: "2025-26",
    rows: [
      {
        item: "Tuition fee, resident Indian students (session 2025-26)",
        itemHi: "ट्यूशन फीस, भारतीय छात्र (सत्र 2025-26)",
        amount: 1_400_000,
        currency: "INR",
        unit: "per year",
        unitHi: PER_YEAR_HI,
        terms: "Payable every year for 4½ years",
        termsHi: "4½ साल तक हर साल देनी होगी",
      },
      {
        item: "Tuition fee, NRI / foreign students",
        itemHi: "ट्यूशन फीस, NRI / विदेशी छात्र",
        amount: 30_000,
        currency: "USD",
        unit: "per year",
        unitHi: PER_YEAR_HI,
        terms: "Payable every year for 4½ years",
        termsHi: "4½ साल तक हर साल देनी होगी",
      },
      {
        item: "Hostel fee",
        itemHi: "हॉस्टल फीस",
        amount: 315_000,
        currency: "INR",
        unit: "per year",
        unitHi: PER_YEAR_HI,
        terms: "Charged for 5½ years or the length of stay",
        termsHi: "5½ साल तक, या हॉस्टल में जितने समय रहें उतने समय की",
      },
      {
        item: "Refundable security deposit",
        itemHi: SECURITY_DEPOSIT_HI,
        amount: 100_000,
        currency: "INR",
        unit: "",
        terms: "Payable once at admission",
        termsHi: "प्रवेश के समय एक बार जमा करना होगा",
      },
    ],
    courses: [],
    notesHi: [
      "ट्यूशन फीस हर साल जून के अंत से पहले जमा करनी होती है। 1 जुलाई से फीस जमा होने तक हर दिन ₹500 का लेट फाइन लगता है।",
      "₹1,00,000 का सिक्योरिटी डिपॉज़िट प्रवेश के समय एक बार जमा करना होता है। इंटर्नशिप पूरी होने के बाद यह लौटा दिया जाता है; कोई बकाया हो या कॉलेज की संपत्ति का नुकसान हुआ हो, तो उसकी रकम काटकर।",
      `हॉस्टल और दूसरे शुल्क ट्रस्ट (${TRUST}) के नाम डिमांड ड्राफ्ट से जमा होते हैं; ट्यूशन फीस कॉलेज के नाम डिमांड ड्राफ्ट से।`,
      "जो छात्र MBBS कोर्स किसी भी समय बीच में छोड़ता है, उसे कोर्स की बची हुई अवधि की पूरी ट्यूशन फीस देनी होगी।",
    ],
    notes: [
      "The tuition fee is due every year before the end of June. A late fine of 500 INR per day is charged from 1 July until the fee is paid.",
      "The refundable security deposit of 1,00,000 INR is payable once at the time of admission. It is refunded after completion of the internship training, after deducting any dues or the cost of any damage to college property.",
      `Hostel and other charges are paid by demand draft in favour of the trust (${TRUST}); the tuition fee is paid by demand draft in favour of the college.`,
      "A student who leaves the MBBS course at any stage must pay the full tuition fee for the remaining period of the course.",
    ],
    stipends: STARTING_STIPENDS.ug,
    stipendsConfirmed: false,
  },
  pg: {
    session: "2025-26",
    rows: [
      {
        item: "Hostel fee",
        itemHi: "हॉस्टल फीस",
        amount: 350_000,
        currency: "INR",
        unit: "per year",
        unitHi: PER_YEAR_HI,
        terms: "For 3 years or the length of stay",
        termsHi: "3 साल तक, या हॉस्टल में जितने समय रहें उतने समय की",
      },
      {
        item: "Transport fee",
        itemHi: "ट्रांसपोर्ट (बस) फीस",
        amount: 50_000,
        currency: "INR",
        unit: "per year",
        unitHi: PER_YEAR_HI,
        terms: "For 3 years",
        termsHi: "3 साल तक",
      },
      {
        item: "Refundable security deposit",
        itemHi: SECURITY_DEPOSIT_HI,
        amount: 200_000,
        currency: "INR",
        unit: "",
        terms: "Payable at admission; refunded at the end of the course after deducting any dues",
        termsHi: "प्रवेश के समय जमा करना होगा; कोर्स पूरा होने पर बकाया काटकर लौटा दिया जाता है",
      },
    ],
    courses: [
      { course: "MD General Medicine", amount: 2_300_000, nriAmount: 45_000 },
      { course: "MD Paediatrics", amount: 3_400_000, nriAmount: 55_000 },
      { course: "MD Anaesthesia", amount: 1_500_000, nriAmount: 25_000 },
      { course: "MD Dermatology", amount: 3_800_000, nriAmount: 62_000 },
      { course: "MD Pathology", amount: 700_000, nriAmount: 15_000 },
      { course: "MS General Surgery", amount: 2_300_000, nriAmount: 45_000 },
      { course: "MS Obs & Gynaecology", amount: 3_700_000, nriAmount: 60_000 },
      { course: "MS Orthopedics", amount: 2_500_000, nriAmount: 52_000 },
      { course: "MS Ophthalmology", amount: 1_500_000, nriAmount: 25_000 },
      { course: "MS ENT", amount: 1_200_000, nriAmount: 22_000 },
    ],
    notesHi: [
      `भुगतान डिमांड ड्राफ्ट से होता है: ट्यूशन फीस कॉलेज के नाम, और हॉस्टल, ट्रांसपोर्ट, डिपॉज़िट व दूसरे शुल्क ट्रस्ट (${TRUST}) के नाम।`,
      "हर साल की ट्यूशन फीस उस शैक्षणिक वर्ष की शुरुआत में जमा करनी होती है।",
    ],
    notes: [
      `Payments are by demand draft: the tuition fee in favour of the college, and hostel, transport, deposit and other charges in favour of the trust (${TRUST}).`,
      "The tuition fee for each year is payable at the start of that academic year.",
    ],
    stipends: STARTING_STIPENDS.pg,
    stipendsConfirmed: false,
  },
};
