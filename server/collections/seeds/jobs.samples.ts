import { addDays } from "../../../contract/college-time";
import type { ValuesOf } from "../../../contract/collections/collection";
import { jobToday, type jobsCollection } from "../../../contract/jobs";

type JobValues = ValuesOf<typeof jobsCollection.fields>;

/**
 * A fresh installation's openings (SAMPLE_DATA): the ones the careers page showed as typed data, open for
 * three to eight weeks from the day of installation.
 */
export function sampleJobs(now = new Date()): JobValues[] {
  const today = jobToday(now);
  const openings: Omit<JobValues, "lastDate">[] = [
    {
      position: "Assistant Professor, General Medicine",
      positionHi: "असिस्टेंट प्रोफ़ेसर, जनरल मेडिसिन",
      department: "Medical",
      type: "Full-time",
      qualification:
        "MD in General Medicine from an NMC-recognised institution\nRegistration with a state medical council or the NMC\nTeaching experience as required by NMC norms",
      experience: "3+ years after MD",
      posts: 2,
      description:
        "Teach MBBS and postgraduate students, run medicine OPD and ward rounds in our 720-bed teaching hospital, and take part in the department's research.",
    },
    {
      position: "Staff Nurse (ICU)",
      positionHi: "स्टाफ़ नर्स (ICU)",
      department: "Nursing",
      type: "Full-time",
      qualification:
        "B.Sc. Nursing or GNM\nRegistration with the Bihar Nurses Registration Council\nBLS certification; ACLS preferred",
      experience: "2+ years in critical care",
      posts: 8,
      description:
        "Care for patients in the ICU, ICCU and SICU on rotating shifts, working with intensivists and the critical-care team.",
    },
    {
      position: "Laboratory Technician",
      positionHi: "लैब टेक्नीशियन",
      department: "Laboratory",
      type: "Full-time",
      qualification: "B.Sc. or Diploma in Medical Laboratory Technology\nKnowledge of automated analysers",
      experience: "1+ year",
      posts: 3,
      description:
        "Run investigations in the central laboratory (biochemistry, pathology and microbiology) and keep quality-control records.",
    },
    {
      position: "Associate Professor, Anatomy",
      positionHi: "एसोसिएट प्रोफ़ेसर, एनाटॉमी",
      department: "Academic",
      type: "Full-time",
      qualification:
        "MD/MS in Anatomy (or M.Sc. Medical Anatomy with PhD as per NMC norms)\nPublications as required by NMC for promotion",
      experience: "4+ years as Assistant Professor",
      posts: 1,
      description:
        "Lead dissection-hall teaching and lectures for first-year MBBS students and guide the department's academic work.",
    },
    {
      position: "Pharmacist",
      positionHi: "फ़ार्मासिस्ट",
      department: "Pharmacy",
      type: "Part-time",
      qualification: "D.Pharm or B.Pharm\nRegistration with the Bihar State Pharmacy Council",
      experience: "1+ year in a hospital pharmacy",
      posts: 2,
      description:
        "Dispense medicines in the hospital pharmacy, keep stock records and counsel patients on their medicines.",
    },
    {
      position: "Admissions Office Assistant",
      positionHi: "प्रवेश कार्यालय सहायक",
      department: "Administration",
      type: "Contract",
      qualification:
        "Graduate in any discipline\nGood spoken Hindi and English\nComfortable with spreadsheets",
      experience: "1–3 years in an office role",
      posts: 2,
      description:
        "Answer applicants and parents by phone and e-mail, keep admission files in order and help during counselling season.",
    },
  ];
  // Closing one week apart, from three weeks ahead: listed in this order (soonest closing first).
  return openings.map((opening, index) => ({
    ...opening,
    lastDate: addDays(today, 21 + 7 * index),
  }));
}
