/** Fee structures (spec §2.7 and the figures of §9, exactly as given). Bank details are fictional placeholders. */

export interface BankAccount {
  purpose: string;
  accountName: string;
  accountNumber: string;
  bank: string;
  branch: string;
  ifsc: string;
}

export interface FeeItem {
  item: string;
  amount: string;
  terms: string;
}

export const trustName = "Ganga Valley Educational & Charitable Trust";

export const bankAccounts: BankAccount[] = [
  {
    purpose: "Tuition fee account",
    accountName: "Ganga Valley Institute of Medical Sciences & Hospital",
    accountNumber: "50200048213376",
    bank: "Patliputra Commercial Bank",
    branch: "Punpun, Patna",
    ifsc: "PTCB0001427",
  },
  {
    purpose: "Other fees account (hostel, transport, deposit and other charges)",
    accountName: trustName,
    accountNumber: "50200048213390",
    bank: "Patliputra Commercial Bank",
    branch: "Punpun, Patna",
    ifsc: "PTCB0001427",
  },
];

export const confirmationNote = "Admission is confirmed only if the full first-year fee is paid.";

/** The MBBS fees; the fee page states them for session 2025-26, the admission page for 2024-25 (§9). */
export function mbbsFeeItems(session: "2025-26" | "2024-25"): FeeItem[] {
  return [
    {
      item: `Tuition fee, resident Indian students (session ${session})`,
      amount: "14,00,000 INR per year",
      terms: "Payable every year for 4½ years",
    },
    {
      item: "Tuition fee, NRI / foreign students",
      amount: "30,000 USD per year",
      terms: "Payable every year for 4½ years",
    },
    {
      item: "Hostel fee",
      amount: "3,15,000 INR per year",
      terms: "Charged for 5½ years or the length of stay",
    },
    {
      item: "Refundable security deposit",
      amount: "1,00,000 INR",
      terms: "Payable once at admission",
    },
  ];
}

export const ugFees = {
  title: "UG Fee Structure",
  lead: "MBBS fees for the session 2025-26.",
  description:
    "MBBS fee structure 2025-26: tuition 14,00,000 INR per year (NRI 30,000 USD), hostel 3,15,000 INR per year, security deposit 1,00,000 INR, due dates, late fine and bank details.",
  rules: [
    "The tuition fee is due every year before the end of June. A late fine of 500 INR per day is charged from 1 July until the fee is paid.",
    "The refundable security deposit of 1,00,000 INR is payable once at the time of admission. It is refunded after completion of the internship training, after deducting any dues or the cost of any damage to college property.",
    "Hostel and other charges are paid by demand draft in favour of the trust (" +
      trustName +
      "); the tuition fee is paid by demand draft in favour of the college.",
    "A student who leaves the MBBS course at any stage must pay the full tuition fee for the remaining period of the course.",
  ],
};

export interface PgFeeRow {
  course: string;
  generalInr: string;
  nriUsd: string;
}

/** Annual tuition per PG course, exactly as §9 gives it. */
export const pgFeeRows: PgFeeRow[] = [
  { course: "MD General Medicine", generalInr: "23,00,000", nriUsd: "45000" },
  { course: "MD Paediatrics", generalInr: "34,00,000", nriUsd: "55000" },
  { course: "MD Anaesthesia", generalInr: "15,00,000", nriUsd: "25000" },
  { course: "MD Dermatology", generalInr: "38,00,000", nriUsd: "62000" },
  { course: "MD Pathology", generalInr: "7,00,000", nriUsd: "15000" },
  { course: "MS General Surgery", generalInr: "23,00,000", nriUsd: "45000" },
  { course: "MS Obs & Gynaecology", generalInr: "37,00,000", nriUsd: "60000" },
  { course: "MS Orthopedics", generalInr: "25,00,000", nriUsd: "52000" },
  { course: "MS Ophthalmology", generalInr: "15,00,000", nriUsd: "25000" },
  { course: "MS ENT", generalInr: "12,00,000", nriUsd: "22000" },
];

export const pgFees = {
  title: "PG Fee Structure",
  lead: "Annual tuition for the MD and MS courses (3 years), hostel, transport and deposit.",
  description:
    "MD/MS fee structure: annual tuition for the ten postgraduate courses for general/minority (INR) and NRI (USD) seats, hostel 3,50,000, transport 50,000, deposit 2,00,000 and bank details.",
  tableCaption: "Annual tuition fee for MD/MS courses (course duration 3 years)",
  otherCharges: [
    { item: "Hostel fee", amount: "3,50,000 INR per year", terms: "For 3 years or the length of stay" },
    { item: "Transport fee", amount: "50,000 INR per year", terms: "For 3 years" },
    {
      item: "Refundable security deposit",
      amount: "2,00,000 INR",
      terms: "Payable at admission; refunded at the end of the course after deducting any dues",
    },
  ] satisfies FeeItem[],
  nriNote:
    "NRI seats are filled on the basis of NEET-PG merit from eligible NRI candidates. Unfilled NRI seats go to the general category at the NRI fee.",
  rules: [
    "Payments are by demand draft: the tuition fee in favour of the college, and hostel, transport, deposit and other charges in favour of the trust (" +
      trustName +
      ").",
    "The tuition fee for each year is payable at the start of that academic year.",
  ],
};
