import { describe, expect, it } from "vitest";
import { designationText, directoryHref, readDirectoryQuery, toDirectoryRow } from "./directory-query";

const query = (search: string) => readDirectoryQuery(new URL(`http://x/faculty/faculty-doctors${search}`));

describe("faculty directory address", () => {
  it("reads page and size, falling back to page 1 and 25 for anything unexpected", () => {
    expect(query("")).toEqual({ page: 1, limit: 25 });
    expect(query("?page=3&limit=50")).toEqual({ page: 3, limit: 50 });
    expect(query("?page=0&limit=7")).toEqual({ page: 1, limit: 25 });
    expect(query("?page=abc&limit=1000")).toEqual({ page: 1, limit: 25 });
    expect(query("?page=2.5&limit=200")).toEqual({ page: 1, limit: 200 });
    expect(query("?department=Cardiology&page=2")).toEqual({ page: 2, limit: 25, department: "Cardiology" });
    expect(query("?department=Astrology")).toEqual({ page: 1, limit: 25 });
  });

  it("writes short shareable addresses", () => {
    expect(directoryHref(1, 25)).toBe("?");
    expect(directoryHref(2, 25)).toBe("?page=2");
    expect(directoryHref(1, 10)).toBe("?limit=10");
    expect(directoryHref(4, 100)).toBe("?page=4&limit=100");
    expect(directoryHref(2, 25, "Obstetrics & Gynaecology")).toBe(
      "?department=Obstetrics+%26+Gynaecology&page=2",
    );
  });

  it("keeps only the shown fields", () => {
    const member = {
      _id: "1",
      name: "Dr. A",
      designation: "Tutor",
      qualification: "MBBS",
      regNo: "R1",
      medicalCouncil: null,
      department: "Pathology",
      leadershipRole: null,
      experience: null,
      experienceYears: 0,
      AEBASID: "",
      specialization: null,
      photo: null,
      photoThumb: null,
      createdAt: "",
      updatedAt: "",
      email: "private@example.com",
      phone: null,
      joiningDate: null,
    };
    expect(toDirectoryRow(member)).toEqual({
      id: "1",
      name: "Dr. A",
      department: "Pathology",
      designation: "Tutor",
      leadershipRole: null,
      qualification: "MBBS",
      regNo: "R1",
      AEBASID: null,
      experienceYears: 0,
      opdDays: null,
    });
  });

  it("shows a member's post after the designation (a head keeps the headship, issue 19)", () => {
    expect(designationText({ designation: "Professor", leadershipRole: "Head of Department" })).toBe(
      "Professor, Head of Department",
    );
    expect(designationText({ designation: "Tutor/Demonstrator", leadershipRole: null })).toBe(
      "Tutor/Demonstrator",
    );
  });
});
