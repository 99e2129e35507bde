/** The MBBS Admission page's text as the site showed it in code (spec §2.12; figures of §9 exactly as given). */
const MBBS_ADMISSION = {
  title: "MBBS Admission",
  lead: "150 seats, 4½ years plus one year of internship, taught in English.",
  description:
    "MBBS admission: basis of admission through NEET, minimum percentiles, eligibility, seat categories (NRI/OCI/PIO 15%, General 35%, Muslim Minority 50%), reservation and fees.",
  basis:
    "Admission to the MBBS course is made strictly on the merit of the National Eligibility-cum-Entrance Test (NEET-UG) conducted by the National Testing Agency, through the counselling conducted by the competent authority of the state for the college's seats. No admission is made outside counselling and no capitation fee is charged.",
  neetCaption: "NEET minimum percentile and qualifying examination marks, 2024-25",
  neetRows: [
    { category: "General", percentile: "50", qualifying: "50%" },
    { category: "SC/ST/OBC", percentile: "40", qualifying: "40%" },
    { category: "Persons with benchmark (lower-limb) disability", percentile: "45", qualifying: "45%" },
  ],
  neetNote:
    "The NEET minimum percentile for 2024-25 is 50 for general candidates, 40 for SC/ST/OBC candidates and 45 for candidates with lower-limb disability. Qualifying examination marks are the aggregate in Physics, Chemistry and Biology.",
  courseFacts: [
    { label: "Seats", value: "150" },
    { label: "Duration", value: "4½ years + 1 year internship" },
    { label: "Medium", value: "English" },
  ],
  seatCaption: "Distribution of the 150 MBBS seats",
  seatRows: [
    { category: "NRI/OCI/PIO", share: "15%" },
    { category: "General", share: "35%" },
    { category: "Muslim Minority", share: "50%" },
  ],
  eligibility: [
    "Passed the higher secondary (10+2) examination or an equivalent with Physics, Chemistry, Biology/Biotechnology and English as subjects.",
    "At least 50% marks in Physics, Chemistry and Biology taken together for general candidates, 40% for SC/ST/OBC candidates and 45% for candidates with benchmark disability.",
    "Qualified in NEET-UG with at least the minimum percentile for the candidate's category.",
    "Completed 17 years of age on or before 31 December of the year of admission.",
    "NRI/OCI/PIO candidates must also meet the NRI criteria of the counselling authority and submit the documents listed in the NRI admission criteria.",
  ].map((text) => ({ text })),
  reservation:
    "Half of the seats are reserved for Muslim Minority candidates, as the college is a minority institution. Within the other categories, reservation for SC, ST, OBC, EWS and persons with disabilities follows the rules of the state government and the counselling authority for the year of admission, and is applied by the counselling authority while allotting seats.",
  feeNote: "Full fee rules, due dates and bank details are on the UG fee structure page.",
};

export const mbbsAdmissionSeeds = () => [MBBS_ADMISSION];
