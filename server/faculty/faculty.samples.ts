import { DEPARTMENTS } from "../../contract/departments";
import { DESIGNATIONS, LEADERSHIP_ROLES, NMC_IMR, type LeadershipRole } from "../../contract/faculty";
import { handle, personName, pick } from "../lib/sample-people";

const QUALIFICATIONS = [
  "MBBS, MD",
  "MBBS, MS",
  "MBBS, DNB",
  "MBBS, MD, DM",
  "MBBS, MS, MCh",
  "MBBS, DCH",
  "MBBS",
];

/** A fresh installation's faculty (SAMPLE_DATA), deterministic. */
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
