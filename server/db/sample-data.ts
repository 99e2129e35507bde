import { DEPARTMENTS } from "../../contract/departments";
import { DESIGNATIONS, LEADERSHIP_ROLES, NMC_IMR, type LeadershipRole } from "../../contract/faculty";

// Fictional people for a fresh installation's demo content. Deterministic, so screenshots are stable.
const FIRST = [
  "Aarav",
  "Priya",
  "Rohan",
  "Sneha",
  "Vikram",
  "Ananya",
  "Rahul",
  "Kavya",
  "Arjun",
  "Meera",
  "Siddharth",
  "Nisha",
  "Aditya",
  "Pooja",
  "Karan",
  "Ritu",
  "Manish",
  "Shreya",
  "Deepak",
  "Sunita",
];
const LAST = [
  "Sharma",
  "Verma",
  "Singh",
  "Kumar",
  "Mishra",
  "Jha",
  "Sinha",
  "Prasad",
  "Gupta",
  "Choudhary",
  "Thakur",
  "Pandey",
  "Yadav",
  "Rai",
  "Das",
];
const QUALIFICATIONS = [
  "MBBS, MD",
  "MBBS, MS",
  "MBBS, DNB",
  "MBBS, MD, DM",
  "MBBS, MS, MCh",
  "MBBS, DCH",
  "MBBS",
];
const SUBJECTS = [
  "Question about hostel facilities",
  "OPD timings on holidays",
  "Research collaboration proposal",
  "Fee payment receipt",
  "Library membership for alumni",
  "Internship certificate",
  "Visiting hours in ICU",
];
const CATEGORIES = ["general", "admissions", "medical", "collaboration", "academics", "support", "careers"];
const COURSES = ["MBBS", "MD", "MS"] as const;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;
const personName = (index: number) => `${pick(FIRST, index)} ${pick(LAST, index * 7 + 3)}`;
const handle = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, ".");

export function sampleFaculty(count: number, now = Date.now()) {
  return Array.from({ length: count }, (_, index) => {
    const name = `Dr. ${personName(index)}`;
    const years = 2 + ((index * 5) % 28);
    const department = pick(DEPARTMENTS, index);
    return {
      name,
      // The first three are the Principal, the Dean and the Medical Superintendent (professors).
      designation: index < LEADERSHIP_ROLES.length ? "Professor" : pick(DESIGNATIONS, index + 2),
      qualification: pick(QUALIFICATIONS, index),
      regNo: `BMC-${String(30000 + index * 37).padStart(5, "0")}`,
      medicalCouncil: index % 3 === 0 ? NMC_IMR : "Bihar Medical Council",
      department,
      leadershipRole: (LEADERSHIP_ROLES[index] ?? null) as LeadershipRole | null,
      experience: `${years} years`,
      experienceYears: years,
      aebasId: index % 6 === 5 ? null : `AEB${String(710000 + index * 13)}`,
      email: `${handle(name.replace("Dr. ", ""))}${index}@example.edu.in`,
      phone: `+91 9${String(800000000 + index * 7919).slice(0, 9)}`,
      joiningDate: new Date(now - (years * 365 + index) * 86_400_000).toISOString().slice(0, 10),
      specialization:
        index % 3 === 0 ? `Clinical and teaching interests in ${department.toLowerCase()}.` : null,
      createdAt: new Date(now - index * 3_600_000),
    };
  });
}

export function sampleMessages(count: number, now = Date.now()) {
  return Array.from({ length: count }, (_, index) => {
    const name = personName(index + 40);
    return {
      name,
      email: `${handle(name)}@example.com`,
      phone: `+91 7${String(600000000 + index * 1231).slice(0, 9)}`,
      category: pick(CATEGORIES, index),
      subject: pick(SUBJECTS, index),
      message: `Namaste, I would like to know more about this. ${pick(SUBJECTS, index + 2)} — please advise whom I should contact.`,
      status: index % 4 === 0 ? "handled" : index % 3 === 0 ? "read" : "new",
      createdAt: new Date(now - index * 7 * 3_600_000),
    };
  });
}

export function sampleEnquiries(count: number, now = Date.now()) {
  return Array.from({ length: count }, (_, index) => {
    const name = personName(index + 80);
    const score = String(350 + ((index * 53) % 370));
    return {
      name,
      email: `${handle(name)}${index}@example.com`,
      phone: `+91 8${String(700000000 + index * 4567).slice(0, 9)}`,
      course: pick(COURSES, index),
      neetScore: score,
      neetScoreValue: Number(score),
      message: index % 2 ? "Please share the fee structure and hostel details." : "",
      // Spread over the last eight weeks, so the dashboard's chart has something to show.
      createdAt: new Date(now - ((index * 37) % (56 * 24)) * 3_600_000),
    };
  });
}
