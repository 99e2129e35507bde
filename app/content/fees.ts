/** Fee structures (spec §2.7 and the figures of §9, exactly as given). Bank details are fictional placeholders. */

export interface BankAccount {
  purpose: string;
  accountName: string;
  accountNumber: string;
  bank: string;
  branch: string;
  ifsc: string;
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

/**
 * The fee pages' fixed words. Their tables, sessions and payment rules are staff-edited records
 * (server/fees, Dashboard → Fee tables), seeded with the figures of §9.
 */
export const ugFees = {
  title: "UG Fee Structure",
  description: (session: string) =>
    `MBBS fee structure ${session}: tuition fee for resident Indian and NRI students, hostel fee, security deposit, due dates, late fine and bank details.`,
};

export const pgFees = {
  title: "PG Fee Structure",
  lead: "Annual tuition for the MD and MS courses (3 years), hostel, transport and deposit.",
  description:
    "MD/MS fee structure: annual tuition for the postgraduate courses for general/minority (INR) and NRI (USD) seats, hostel, transport, deposit and bank details.",
  tableCaption: "Annual tuition fee for MD/MS courses (course duration 3 years)",
  nriNote:
    "NRI seats are filled on the basis of NEET-PG merit from eligible NRI candidates. Unfilled NRI seats go to the general category at the NRI fee.",
};
