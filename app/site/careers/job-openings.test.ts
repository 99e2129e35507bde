import { describe, expect, it } from "vitest";
import type { JobDepartment, JobType } from "../../../contract/jobs";
import {
  departmentSummaries,
  filterJobs,
  jobEnquirySubject,
  readJobFilters,
  type JobOpening,
} from "./job-openings";

const opening = (
  position: string,
  department: JobDepartment,
  type: JobType,
  posts: number,
  qualification = "",
): JobOpening => ({
  _id: position,
  position,
  department,
  type,
  posts,
  qualification,
  experience: "1+ year",
  lastDate: "2026-12-31",
  description: `Work as ${position}.`,
});

const openings = [
  opening("Assistant Professor, General Medicine", "Medical", "Full-time", 2),
  opening("Staff Nurse (ICU)", "Nursing", "Full-time", 8, "Registration with the Nurses Council"),
  opening("Laboratory Technician", "Laboratory", "Full-time", 3),
  opening("Associate Professor, Anatomy", "Academic", "Full-time", 1),
  opening("Pharmacist", "Pharmacy", "Part-time", 2),
  opening("Admissions Office Assistant", "Administration", "Contract", 2),
];

const titles = (q: string, department = "all", type = "all") =>
  filterJobs(openings, { q, department, type }).map((job) => job.position);

describe("career filters", () => {
  it("treats 'all' and an empty choice as no restriction", () => {
    expect(titles("", "all", "all")).toHaveLength(6);
    expect(titles("", "", "")).toHaveLength(6);
  });

  it("combines search, department and type with AND", () => {
    expect(titles("professor")).toEqual([
      "Assistant Professor, General Medicine",
      "Associate Professor, Anatomy",
    ]);
    expect(titles("professor", "Academic")).toEqual(["Associate Professor, Anatomy"]);
    expect(titles("", "Pharmacy", "Part-time")).toEqual(["Pharmacist"]);
    expect(titles("", "Nursing", "Part-time")).toEqual([]);
    expect(titles("ICU NURSE")).toEqual(["Staff Nurse (ICU)"]);
    // The qualification counts too.
    expect(titles("council")).toEqual(["Staff Nurse (ICU)"]);
  });

  it("reads the filters from the address", () => {
    expect(readJobFilters(new URLSearchParams("q=nurse&department=Nursing"))).toEqual({
      q: "nurse",
      department: "Nursing",
      type: "all",
    });
  });

  it("counts the open posts of each department that has any", () => {
    const summary = departmentSummaries([...openings, { ...openings[1]!, _id: "x", posts: 4 }]);
    expect(summary.map(({ name, posts }) => [name, posts])).toEqual([
      ["Medical", 2],
      ["Nursing", 12],
      ["Laboratory", 3],
      ["Academic", 1],
      ["Pharmacy", 2],
      ["Administration", 2],
    ]);
    expect(departmentSummaries([])).toEqual([]);
  });

  it("puts the position in the subject, and nothing for an unknown one", () => {
    expect(jobEnquirySubject("nursing")).toBe("Job enquiry: Nursing");
    expect(jobEnquirySubject("admin")).toBe("Job enquiry: Administration");
    expect(jobEnquirySubject("astronaut")).toBe("");
  });
});
