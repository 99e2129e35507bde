import { describe, expect, it } from "vitest";
import { completenessCheck, gapsOf, isWellFormedRegNo, type CheckedMember } from "./nmc-completeness";

const complete: CheckedMember = {
  facultyId: "f1",
  name: "Dr. Asha Rani",
  regNo: "BMC-45821",
  medicalCouncil: "Bihar Medical Council",
  department: "Pathology",
  aebasId: "AEB710013",
  hasPhoto: true,
};

describe("isWellFormedRegNo", () => {
  it.each(["BMC-45821", "45821", "MCI/12-3456", "UPMC 12345", "DMC/R/0123.4"])("accepts %s", (regNo) => {
    expect(isWellFormedRegNo(regNo)).toBe(true);
  });
  it.each(["N/A", "applied", "pending", "12", "BMC_45821", "-45821", "BMC#45821", "A".repeat(28) + "123"])(
    "refuses %s",
    (regNo) => {
      expect(isWellFormedRegNo(regNo)).toBe(false);
    },
  );
});

describe("completenessCheck", () => {
  it("finds nothing in a complete record", () => {
    expect(gapsOf(complete)).toEqual([]);
    expect(completenessCheck([complete])).toEqual([]);
  });

  it("names each missing photo, registration number, council, department and AEBAS id", () => {
    const bare: CheckedMember = {
      facultyId: "f2",
      name: "Dr. Bare",
      regNo: " ",
      medicalCouncil: null,
      department: "",
      aebasId: null,
      hasPhoto: false,
    };
    expect(gapsOf(bare)).toEqual(["photo", "regNo", "medicalCouncil", "department", "aebasId"]);
    expect(completenessCheck([complete, bare])).toEqual([
      { facultyId: "f2", name: "Dr. Bare", kind: "photo", message: "No photo" },
      { facultyId: "f2", name: "Dr. Bare", kind: "regNo", message: "No registration number" },
      { facultyId: "f2", name: "Dr. Bare", kind: "medicalCouncil", message: "No medical council" },
      { facultyId: "f2", name: "Dr. Bare", kind: "department", message: "No department" },
      { facultyId: "f2", name: "Dr. Bare", kind: "aebasId", message: "No AEBAS id" },
    ]);
  });

  it("reports a malformed registration number with its value, not as missing", () => {
    const gaps = completenessCheck([{ ...complete, regNo: "applied" }]);
    expect(gaps).toEqual([
      {
        facultyId: "f1",
        name: "Dr. Asha Rani",
        kind: "regNoFormat",
        message: 'Registration number looks malformed: "applied"',
      },
    ]);
  });

  it("counts each gap of each member", () => {
    const members = [
      { ...complete, facultyId: "a", hasPhoto: false },
      { ...complete, facultyId: "b", aebasId: null, department: null },
      complete,
    ];
    expect(completenessCheck(members).map((gap) => `${gap.facultyId}:${gap.kind}`)).toEqual([
      "a:photo",
      "b:department",
      "b:aebasId",
    ]);
  });
});
