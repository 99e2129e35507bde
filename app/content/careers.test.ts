import { describe, expect, it } from "vitest";
import { filterJobs, jobEnquirySubject, jobOpenings, readJobFilters } from "./careers";

const titles = (q: string, department = "all", type = "all") =>
  filterJobs(jobOpenings, { q, department, type }).map((job) => job.title);

describe("career filters", () => {
  it("has the six sample openings", () => {
    expect(jobOpenings).toHaveLength(6);
  });

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
  });

  it("reads the filters from the address", () => {
    expect(readJobFilters(new URLSearchParams("q=nurse&department=Nursing"))).toEqual({
      q: "nurse",
      department: "Nursing",
      type: "all",
    });
  });

  it("puts the position in the subject, and nothing for an unknown one", () => {
    expect(jobEnquirySubject("nursing")).toBe("Job enquiry: Nursing");
    expect(jobEnquirySubject("admin")).toBe("Job enquiry: Administration");
    expect(jobEnquirySubject("astronaut")).toBe("");
  });
});
