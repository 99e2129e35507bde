import { nmcDuty } from "../../contract/nmc";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq, like, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FACULTY_CSV_COLUMNS } from "../../contract/faculty";
import { faculty } from "./faculty.schema";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(() => t.close());

const memberFields = (overrides: Record<string, string> = {}) => ({
  name: "Dr. Asha Rani",
  designation: "Professor",
  qualification: "MBBS, MD (Pathology)",
  regNo: `BMC-${unique()}`,
  ...overrides,
});

function formOf(fields: Record<string, string>, files: Record<string, File> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, file] of Object.entries(files)) form.set(name, file);
  return form;
}

const send = (method: string, url: string, body: FormData, bearer: string | undefined = token) =>
  t.request(url, { method, body, headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });

async function createMember(fields: Record<string, string> = {}, files: Record<string, File> = {}) {
  const response = await send("POST", "/api/faculty", formOf(memberFields(fields), files));
  expect(response.status).toBe(201);
  return (await response.json()).data;
}

const countByRegNo = (regNo: string) => countRows(t.db, faculty, eq(faculty.regNo, regNo));

const uploadedFiles = async () => readdir(path.join(t.uploads, "faculty")).catch(() => [] as string[]);

/** A large camera-like JPEG, sideways by its EXIF orientation, carrying a metadata field. */
const cameraJpeg = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 180, g: 40, b: 60 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: "Private camera owner" } })
    .toBuffer();

const photoFile = async () => new File([await cameraJpeg()], "portrait.jpg", { type: "image/jpeg" });

describe("GET /api/faculty", () => {
  it("gives anonymous callers public fields only and staff every field, with the spec's pagination", async () => {
    const marker = `Zyxcorp${unique()}`;
    await createMember({
      name: `Dr. ${marker}`,
      email: "hidden@example.edu.in",
      phone: "+91 98765 43210",
      joiningDate: "2019-07-15",
      AEBASID: "AEB123",
      experienceYears: "9",
    });
    const anonymous = await t.request(`/api/faculty?search=${marker}`);
    expect(anonymous.status).toBe(200);
    const publicBody = await anonymous.json();
    expect(Object.keys(publicBody)).toEqual(["success", "data"]);
    expect(publicBody.success).toBe(true);
    expect(Object.keys(publicBody.data)).toEqual(["faculty", "pagination"]);
    expect(publicBody.data.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalRecords: 1,
      hasNext: false,
      hasPrev: false,
    });
    const [member] = publicBody.data.faculty;
    expect(member).toMatchObject({ _id: expect.any(String), AEBASID: "AEB123", experienceYears: 9 });
    for (const key of ["email", "phone", "joiningDate"]) expect(member).not.toHaveProperty(key);
    expect(JSON.stringify(publicBody)).not.toContain("hidden@example.edu.in");

    const staff = await t.json("GET", `/api/faculty?search=${marker}`, undefined, token);
    const [full] = (await staff.json()).data.faculty;
    expect(full).toMatchObject({
      email: "hidden@example.edu.in",
      phone: "+91 98765 43210",
      joiningDate: "2019-07-15",
    });
  });

  it("pages with a default limit of 25, at most 200, and says whether there are more", async () => {
    const department = "Dermatology";
    const qualification = `MBBS, DVD ${unique()}`;
    for (let index = 0; index < 27; index++) await createMember({ department, qualification });
    const first = (await (await t.request(`/api/faculty?search=${encodeURIComponent(qualification)}`)).json())
      .data;
    expect(first.faculty).toHaveLength(25);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalRecords: 27,
      hasNext: true,
      hasPrev: false,
    });
    const second = (
      await (
        await t.request(`/api/faculty?search=${encodeURIComponent(qualification)}&page=2&limit=25`)
      ).json()
    ).data;
    expect(second.faculty).toHaveLength(2);
    expect(second.pagination).toMatchObject({ currentPage: 2, hasNext: false, hasPrev: true });
    expect((await t.request("/api/faculty?limit=200")).status).toBe(200);
    const tooMany = await t.request("/api/faculty?limit=201");
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).errors).toEqual([{ field: "limit", message: "limit must be at most 200" }]);
  });

  it("counts a member added, imported or deleted at once, though counts are briefly cached", async () => {
    const word = `Count${unique()}`;
    const total = async () =>
      (await (await t.request(`/api/faculty?search=${word}`)).json()).data.pagination.totalRecords;
    expect(await total()).toBe(0);
    const member = await createMember({ name: `Dr. ${word} Added` });
    expect(await total()).toBe(1);
    const csv = `${FACULTY_CSV_COLUMNS.join(",")}\nDr. ${word} Counted,Tutor,MBBS,CNT-${unique()},,Anatomy,,,,,\n`;
    const imported = await send(
      "POST",
      "/api/faculty/import-csv",
      formOf({}, { csvFile: new File([csv], "a.csv") }),
    );
    expect(imported.status).toBe(201);
    expect(await total()).toBe(2);
    await t.json("DELETE", `/api/faculty/${member._id}`, undefined, token);
    expect(await total()).toBe(1);
  });

  it("searches name, qualification, designation and department case-insensitively", async () => {
    const word = `Qwv${unique()}`;
    const byName = await createMember({ name: `Dr. ${word}-name` });
    const byQualification = await createMember({ qualification: `MBBS, ${word}-qual` });
    const byDesignation = await createMember({ designation: "Tutor/Demonstrator" });
    const byDepartment = await createMember({ department: "Dermatology, Venereology & Leprosy" });
    await createMember({ specialization: `${word} is not searched here` });
    const body = (await (await t.request(`/api/faculty?search=${word.toUpperCase()}`)).json()).data;
    expect(body.faculty.map((m: { _id: string }) => m._id).sort()).toEqual(
      [byName._id, byQualification._id].sort(),
    );
    // Designations and departments come from fixed lists: search for a word of one.
    for (const [term, member] of [
      ["DEMONSTRATOR", byDesignation],
      ["venereology", byDepartment],
    ] as const) {
      const found = (await (await t.request(`/api/faculty?search=${term}&limit=200`)).json()).data.faculty;
      expect(found.map((m: { _id: string }) => m._id)).toContain(member._id);
      for (const m of found as Record<string, string | null>[]) {
        const text = [m.name, m.qualification, m.designation, m.department].join(" ").toLowerCase();
        expect(text).toContain(term.toLowerCase());
      }
    }
    const literal = await t.request(`/api/faculty?search=${encodeURIComponent("%")}`);
    expect((await literal.json()).data.faculty).toEqual([]);
  });

  it("filters by department and sorts by a known column only", async () => {
    // No other test of this file uses this department.
    const department = "Physical Medicine & Rehabilitation";
    await createMember({ department, name: "Dr. Bela" });
    await createMember({ department, name: "dr. Anil" });
    await createMember({ department, name: "Dr. Chand" });
    await createMember({ name: "Dr. Outsider" });
    const url = `/api/faculty?department=${encodeURIComponent(department)}&sortBy=name&sortOrder=asc`;
    const names = (await (await t.request(url)).json()).data.faculty.map((m: { name: string }) => m.name);
    expect(names).toEqual(["dr. Anil", "Dr. Bela", "Dr. Chand"]);
    const desc = `/api/faculty?department=${encodeURIComponent(department)}&sortBy=name&sortOrder=desc`;
    expect((await (await t.request(desc)).json()).data.faculty[0].name).toBe("Dr. Chand");
    const bad = await t.request("/api/faculty?sortBy=password");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("sortBy");
    expect((await t.request("/api/faculty?sortOrder=sideways")).status).toBe(400);
  });

  it("refuses a private field as sort key to visitors and allows it to staff (issue 19, finding 18)", async () => {
    const department = "Emergency Medicine";
    const early = await createMember({ department, name: "Dr. Early", joiningDate: "2001-01-01" });
    const late = await createMember({ department, name: "Dr. Late", joiningDate: "2021-01-01" });
    for (const sortOrder of ["asc", "desc"]) {
      const anonymous = await t.request(`/api/faculty?sortBy=joiningDate&sortOrder=${sortOrder}`);
      expect(anonymous.status).toBe(400);
      const body = await anonymous.json();
      expect(body.message).toMatch(/^sortBy must be one of: .*private fields, for staff only/);
      expect(body.message.split("(")[0]).not.toContain("joiningDate");
      expect(body.errors).toEqual([{ field: "sortBy", message: body.message }]);
      expect(JSON.stringify(body)).not.toContain("Dr. Early");
    }
    // A signed-in caller without faculty:read is a visitor here too.
    const noFacultyRead = await t.signInAs("admissions");
    const refused = await t.request("/api/faculty?sortBy=joiningDate", {
      headers: { Authorization: `Bearer ${noFacultyRead}` },
    });
    expect(refused.status).toBe(400);
    const url = `/api/faculty?department=${encodeURIComponent(department)}&sortBy=joiningDate&sortOrder=asc`;
    const staff = await t.json("GET", url, undefined, token);
    expect(staff.status).toBe(200);
    const ids = (await staff.json()).data.faculty.map((m: { _id: string }) => m._id);
    expect(ids.indexOf(early._id)).toBeLessThan(ids.indexOf(late._id));
    expect(ids).toContain(late._id);
  });

  it("refuses an invalid or revoked token instead of treating the caller as anonymous", async () => {
    expect((await t.json("GET", "/api/faculty", undefined, "not-a-real-token")).status).toBe(401);
  });
});

describe("POST /api/faculty", () => {
  it("takes the designation, department, council and leadership role from their lists", async () => {
    const refused = await send(
      "POST",
      "/api/faculty",
      formOf(
        memberFields({
          designation: "Registrar",
          department: "Astrology",
          medicalCouncil: "Moon Medical Council",
          leadershipRole: "Chancellor",
        }),
      ),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors.map((e: { field: string }) => e.field)).toEqual([
      "designation",
      "medicalCouncil",
      "department",
      "leadershipRole",
    ]);
    // Earlier names (the admin spec's lists) are read as today's, whatever their case.
    const member = await createMember({
      designation: "lecturer",
      department: "Pediatrics",
      medicalCouncil: "Medical Council of India",
      leadershipRole: "medical superintendent",
    });
    expect(member).toMatchObject({
      designation: "Assistant Professor",
      department: "Paediatrics",
      medicalCouncil: "National Medical Commission (IMR)",
      leadershipRole: "Medical Superintendent",
    });
  });

  it("adds a member (201) from multipart fields", async () => {
    const regNo = `BMC-${unique()}`;
    const response = await send(
      "POST",
      "/api/faculty",
      formOf({
        name: "  Dr. Ananya Verma ",
        designation: "Associate Professor",
        qualification: "MBBS, MD",
        regNo,
        medicalCouncil: "Bihar Medical Council",
        department: "Pathology",
        experience: "8 years",
        email: "ananya@example.edu.in",
        phone: "+91 98765 43210",
        joiningDate: "2019-07-15",
        specialization: "Histopathology",
        AEBASID: "AEB-77",
      }),
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, message: "Faculty member added successfully" });
    expect(body.data).toMatchObject({
      _id: expect.any(String),
      name: "Dr. Ananya Verma",
      regNo,
      department: "Pathology",
      experience: "8 years",
      experienceYears: 8,
      AEBASID: "AEB-77",
      email: "ananya@example.edu.in",
      joiningDate: "2019-07-15",
      photo: null,
      photoThumb: null,
    });
    const fetched = await t.json("GET", `/api/faculty/${body.data._id}`, undefined, token);
    expect((await fetched.json()).data).toEqual(body.data);
  });

  it("answers 400 naming each invalid field and stores nothing, not even the photo", async () => {
    const regNo = `BMC-${unique()}`;
    const before = await uploadedFiles();
    const response = await send(
      "POST",
      "/api/faculty",
      formOf(
        {
          name: " ",
          designation: "",
          qualification: "MBBS",
          regNo,
          email: "not-an-email",
          joiningDate: "2020-02-30",
          experienceYears: "-1",
        },
        { photo: await photoFile() },
      ),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe("Please correct the highlighted fields");
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      ["designation", "email", "experienceYears", "joiningDate", "name"].sort(),
    );
    expect(await countByRegNo(regNo)).toBe(0);
    expect(await uploadedFiles()).toEqual(before);
  });

  it("answers 409 with a field error for a registration number already in use, keeping no photo", async () => {
    const existing = await createMember();
    const before = await uploadedFiles();
    const response = await send(
      "POST",
      "/api/faculty",
      formOf(memberFields({ regNo: existing.regNo }), { photo: await photoFile() }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      message: `A faculty member with registration number ${existing.regNo} already exists`,
      errors: [{ field: "regNo", message: "This registration number is already in use" }],
    });
    expect(await countByRegNo(existing.regNo)).toBe(1);
    expect(await uploadedFiles()).toEqual(before);
  });

  it("re-encodes a photo upright as WebP without metadata, with a thumbnail, served from a stable URL", async () => {
    const member = await createMember({}, { photo: await photoFile() });
    expect(member.photo).toMatch(/^\/media\/faculty\/[\w-]+\.webp$/);
    expect(member.photoThumb).toMatch(/^\/media\/faculty\/[\w-]+-thumb\.webp$/);

    const web = await t.request(member.photo);
    expect(web.status).toBe(200);
    expect(web.headers.get("content-type")).toBe("image/webp");
    expect(web.headers.get("cache-control")).toContain("immutable");
    const webMeta = await sharp(Buffer.from(await web.arrayBuffer())).metadata();
    expect(webMeta).toMatchObject({ format: "webp", width: 600, height: 800 });
    expect(webMeta.exif).toBeUndefined();
    expect(webMeta.orientation).toBeUndefined();

    const thumb = await t.request(member.photoThumb);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({
      width: 160,
      height: 160,
    });
  });

  it("accepts an image by its content whatever its name, and refuses a non-image named .jpg (400)", async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: "#00aa00" } })
      .png()
      .toBuffer();
    const member = await createMember(
      {},
      { photo: new File([png], "scan.bin", { type: "application/octet-stream" }) },
    );
    expect(member.photo).toMatch(/\.webp$/);

    const regNo = `BMC-${unique()}`;
    const before = await uploadedFiles();
    const disguised = new File(["MZ this is not a picture at all"], "photo.jpg", { type: "image/jpeg" });
    const response = await send(
      "POST",
      "/api/faculty",
      formOf(memberFields({ regNo }), { photo: disguised }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual([{ field: "photo", message: expect.stringMatching(/must be an image/) }]);
    expect(await countByRegNo(regNo)).toBe(0);
    expect(await uploadedFiles()).toEqual(before);
  });

  it("answers 413 'File size exceeds the limit.' for a photo over 5 MB", async () => {
    const regNo = `BMC-${unique()}`;
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await send(
      "POST",
      "/api/faculty",
      formOf(memberFields({ regNo }), { photo: new File([big], "huge.jpg", { type: "image/jpeg" }) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: "File size exceeds the limit." });
    expect(await countByRegNo(regNo)).toBe(0);
  });
});

describe("PUT /api/faculty/:id", () => {
  it("updates the fields sent, keeps the ones left out and clears the ones sent empty", async () => {
    const member = await createMember({
      department: "ENT",
      email: "old@example.edu.in",
      specialization: "Voice",
    });
    const response = await send(
      "PUT",
      `/api/faculty/${member._id}`,
      formOf({ name: "Dr. Asha Rani Sinha", designation: "Associate Professor", specialization: "" }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe("Faculty member updated successfully");
    expect(body.data).toMatchObject({
      _id: member._id,
      name: "Dr. Asha Rani Sinha",
      designation: "Associate Professor",
      department: "Otorhinolaryngology (ENT)",
      email: "old@example.edu.in",
      specialization: null,
      regNo: member.regNo,
    });
  });

  it("replaces the photo and deletes the old files; removePhoto=true drops it", async () => {
    const member = await createMember({}, { photo: await photoFile() });
    const newPicture = await sharp({
      create: { width: 800, height: 800, channels: 3, background: "#112233" },
    })
      .png()
      .toBuffer();
    const replaced = await send(
      "PUT",
      `/api/faculty/${member._id}`,
      formOf({}, { photo: new File([newPicture], "new.png", { type: "image/png" }) }),
    );
    expect(replaced.status).toBe(200);
    const updated = (await replaced.json()).data;
    expect(updated.photo).not.toBe(member.photo);
    expect((await t.request(updated.photo)).status).toBe(200);
    expect((await t.request(member.photo)).status).toBe(404);
    expect((await t.request(member.photoThumb)).status).toBe(404);

    const removed = await send("PUT", `/api/faculty/${member._id}`, formOf({ removePhoto: "true" }));
    expect((await removed.json()).data).toMatchObject({ photo: null, photoThumb: null });
    expect((await t.request(updated.photo)).status).toBe(404);
  });

  it("answers 400 for an invalid field, 409 for another member's registration number, 404 for no member", async () => {
    const member = await createMember();
    const other = await createMember();
    const invalid = await send("PUT", `/api/faculty/${member._id}`, formOf({ name: "", phone: "call me" }));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors.map((e: { field: string }) => e.field)).toEqual(["name", "phone"]);
    const duplicate = await send("PUT", `/api/faculty/${member._id}`, formOf({ regNo: other.regNo }));
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).errors[0].field).toBe("regNo");
    const unchanged = (await (await t.json("GET", `/api/faculty/${member._id}`, undefined, token)).json())
      .data;
    expect(unchanged).toMatchObject({ name: member.name, regNo: member.regNo });
    for (const id of ["00000000-0000-0000-0000-000000000000", "not-a-uuid"]) {
      expect((await send("PUT", `/api/faculty/${id}`, formOf({ name: "X" }))).status).toBe(404);
    }
  });

  it("answers 413 for a photo over 5 MB and keeps the member as it was", async () => {
    const member = await createMember();
    const big = new File([Buffer.alloc(5 * 1024 * 1024 + 10, 7)], "big.jpg", { type: "image/jpeg" });
    const response = await send(
      "PUT",
      `/api/faculty/${member._id}`,
      formOf({ name: "Changed" }, { photo: big }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("File size exceeds the limit.");
    const [row] = await t.db.select().from(faculty).where(eq(faculty.id, member._id));
    expect(row!.name).toBe(member.name);
  });
});

describe("GET /api/faculty/:id and DELETE /api/faculty/:id", () => {
  it("gets one member for staff, 404 for an unknown id", async () => {
    const member = await createMember();
    const response = await t.json("GET", `/api/faculty/${member._id}`, undefined, token);
    expect(response.status).toBe(200);
    expect((await response.json()).data._id).toBe(member._id);
    expect(
      (await t.json("GET", "/api/faculty/00000000-0000-0000-0000-000000000000", undefined, token)).status,
    ).toBe(404);
  });

  it("deletes the member and their photo files", async () => {
    const member = await createMember({}, { photo: await photoFile() });
    const response = await t.json("DELETE", `/api/faculty/${member._id}`, undefined, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Faculty member deleted successfully" });
    expect(await countByRegNo(member.regNo)).toBe(0);
    expect((await t.request(member.photo)).status).toBe(404);
    expect((await t.request(member.photoThumb)).status).toBe(404);
    expect((await uploadedFiles()).some((file) => file.startsWith(member._id))).toBe(false);
    expect((await t.json("DELETE", `/api/faculty/${member._id}`, undefined, token)).status).toBe(404);
  });
});

describe("GET /api/faculty/stats", () => {
  it("counts every member, by department and by designation", async () => {
    // No other test of this file uses this department.
    const department = "Immunohaematology & Blood Transfusion";
    await createMember({ department, designation: "Tutor/Demonstrator" });
    await createMember({ department, designation: "Tutor/Demonstrator" });
    await createMember({ department, designation: "Senior Resident" });
    const response = await t.json("GET", "/api/faculty/stats", undefined, token);
    expect(response.status).toBe(200);
    const stats = (await response.json()).data;
    const [{ total } = { total: -1 }] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(faculty);
    expect(stats.total).toBe(total);
    expect(stats.byDepartment).toContainEqual({ department, count: 3 });
    const tutors = stats.byDesignation.find(
      (row: { designation: string }) => row.designation === "Tutor/Demonstrator",
    );
    const [{ tutorCount } = { tutorCount: -1 }] = await t.db
      .select({ tutorCount: sql<number>`count(*)::int` })
      .from(faculty)
      .where(eq(faculty.designation, "Tutor/Demonstrator"));
    expect(tutors.count).toBe(tutorCount);
  });
});

describe("POST /api/faculty/import-csv", () => {
  const header = FACULTY_CSV_COLUMNS.join(",");
  const csvFile = (text: string, name = "faculty.csv", type = "text/csv") => new File([text], name, { type });
  const importCsv = (file: File, bearer?: string) =>
    send("POST", "/api/faculty/import-csv", formOf({}, { csvFile: file }), bearer ?? token);

  it("creates and updates members (by registration number) from a CSV with BOM, quotes and any header case", async () => {
    const existing = await createMember({ AEBASID: "AEB-KEEP", email: "keep@example.edu.in" });
    const created = `IMP-${unique()}`;
    const text =
      "\uFEFF" +
      header.toUpperCase().replace("REGISTRATION NO", "registration no") +
      "\r\n" +
      `"Dr. Verma, Ananya",Associate Professor,"MBBS, MD (Pathology)",${created},Bihar Medical Council,Pathology,8 years,ananya@example.edu.in,+91 98765 43210,2019-07-15,"Says ""hello""\nand more"\r\n` +
      `Dr. Updated Name,Professor,MBBS,${existing.regNo},,ENT,12 years,,,,\r\n`;
    const response = await importCsv(csvFile(text));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      success: true,
      message: "CSV imported successfully",
      data: { created: 1, updated: 1 },
    });
    const [row] = await t.db.select().from(faculty).where(eq(faculty.regNo, created));
    expect(row).toMatchObject({
      name: "Dr. Verma, Ananya",
      qualification: "MBBS, MD (Pathology)",
      joiningDate: "2019-07-15",
      experienceYears: 8,
      specialization: 'Says "hello"\nand more',
    });
    const [updated] = await t.db.select().from(faculty).where(eq(faculty.regNo, existing.regNo));
    // Empty cells keep what the member had.
    expect(updated).toMatchObject({
      email: "keep@example.edu.in",
      name: "Dr. Updated Name",
      // Earlier names are read as the college's: "ENT" is the department of Otorhinolaryngology.
      department: "Otorhinolaryngology (ENT)",
      experienceYears: 12,
      aebasId: "AEB-KEEP",
    });
  });

  it("imports the same new members from two files at once: both answer 201, each member once (on PostgreSQL a real race)", async () => {
    const prefix = `RACE-${unique()}-`;
    const rows = Array.from(
      { length: 300 },
      (_, index) => `Dr. Race ${index},Tutor,MBBS,${prefix}${index},Bihar Medical Council,Anatomy,,,,,`,
    );
    const text = [header, ...rows].join("\n");
    const answers = await Promise.all([importCsv(csvFile(text)), importCsv(csvFile(text))]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [imported] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(faculty)
      .where(like(faculty.regNo, `${prefix}%`));
    expect(imported?.count).toBe(300);
  }, 60_000);

  it("records each existing member's changed fields in their own history, as the form does (issue 19, finding 10)", async () => {
    const changed = await createMember({
      qualification: "MBBS",
      medicalCouncil: "Bihar Medical Council",
      email: "old@example.edu.in",
      department: "Anatomy",
    });
    const same = await createMember({ qualification: "MBBS", department: "Anatomy" });
    const text = [
      header,
      `${changed.name},Professor,"MBBS, MD (Anatomy)",${changed.regNo},National Medical Commission (IMR),Anatomy,,new@example.edu.in,,,`,
      `${same.name},Professor,MBBS,${same.regNo},,Anatomy,,,,,`,
    ].join("\n");
    const response = await importCsv(csvFile(text));
    expect(response.status).toBe(201);
    expect((await response.json()).data).toEqual({ created: 0, updated: 2 });
    const historyOf = async (id: string) =>
      (await (await t.json("GET", `/api/audit?entity=faculty&entityId=${id}`, undefined, token)).json()).data;
    const history = await historyOf(changed._id);
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      "faculty.update",
      "faculty.create",
    ]);
    expect(history[0].changes).toEqual({
      qualification: { from: "MBBS", to: "MBBS, MD (Anatomy)" },
      medicalCouncil: { from: "Bihar Medical Council", to: "National Medical Commission (IMR)" },
      email: { from: "old@example.edu.in", to: "new@example.edu.in" },
    });
    expect(history[0].details).toEqual({ source: "csv-import" });
    expect(history[0].actor.role).toBe("admin");
    // A member the file leaves as it was gets no entry.
    expect((await historyOf(same._id)).map((entry: { action: string }) => entry.action)).toEqual([
      "faculty.create",
    ]);
  });

  it("refuses a designation, department, council or leadership role outside the lists, naming row and column", async () => {
    const regNo = `IMP-${unique()}`;
    const text = [
      `${header},Leadership Role`,
      `Dr. Listed,Tutor/Demonstrator,MBBS,${regNo},National Medical Commission (IMR),Anatomy,,,,,,Dean`,
      `Dr. Wizard,Chief Wizard,MBBS,IMP-${unique()},Moon Medical Council,Astrology,,,,,,Registrar`,
    ].join("\n");
    const response = await importCsv(csvFile(text));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toEqual([
      {
        row: 3,
        column: "Designation",
        person: "Dr. Wizard",
        value: "Chief Wizard",
        message: expect.stringMatching(/^Designation "Chief Wizard" is not one of: Professor, /),
      },
      {
        row: 3,
        column: "Medical Council",
        person: "Dr. Wizard",
        value: "Moon Medical Council",
        message: expect.stringMatching(
          /"Moon Medical Council" is not a State Medical Council or the National Medical Commission \(IMR\)/,
        ),
      },
      {
        row: 3,
        column: "Department",
        person: "Dr. Wizard",
        value: "Astrology",
        message: expect.stringMatching(/"Astrology" is not one of the college's departments/),
      },
      {
        row: 3,
        column: "Leadership Role",
        person: "Dr. Wizard",
        value: "Registrar",
        message: expect.stringMatching(/"Registrar" is not one of: Principal, Dean, Medical Superintendent/),
      },
    ]);
    expect(await countByRegNo(regNo)).toBe(0);

    const fixed = await importCsv(csvFile(text.split("\n").slice(0, 2).join("\n")));
    expect(fixed.status).toBe(201);
    const [row] = await t.db.select().from(faculty).where(eq(faculty.regNo, regNo));
    expect(row).toMatchObject({
      designation: "Tutor/Demonstrator",
      medicalCouncil: "National Medical Commission (IMR)",
      department: "Anatomy",
      leadershipRole: "Dean",
    });
  });

  it("answers 422 listing each bad row and writes nothing at all", async () => {
    const existing = await createMember({ name: "Dr. Unchanged" });
    const good = `IMP-${unique()}`;
    const text = [
      header,
      `Dr. Good,Tutor,MBBS,${good},,,,,,,`,
      `Dr. Changed,Tutor,MBBS,${existing.regNo},,,,,,,`,
      `,Tutor,MBBS,IMP-${unique()},,,,not-an-email,,2020-13-45,`,
      `Dr. Twice,Tutor,MBBS,${good},,,,,,,`,
    ].join("\n");
    const response = await importCsv(csvFile(text));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/Nothing was imported/);
    expect(body.errors).toEqual([
      // Each problem once, with the cell as written (and whom the row is about, when it names someone).
      { row: 4, column: "Name", message: "Full name is required" },
      { row: 4, column: "Email", message: "Enter a valid email address", value: "not-an-email" },
      { row: 4, column: "Joining Date", message: "Enter a real date", value: "2020-13-45" },
      { row: 5, column: "Registration No", message: `${good} is also in row 2`, person: "Dr. Twice" },
    ]);
    expect(await countByRegNo(good)).toBe(0);
    const [row] = await t.db.select().from(faculty).where(eq(faculty.regNo, existing.regNo));
    expect(row!.name).toBe("Dr. Unchanged");
  });

  it("takes joining dates written day first (DD/MM/YYYY, as Indian spreadsheets do) as well as YYYY-MM-DD", async () => {
    const first = `IMP-${unique()}`;
    const second = `IMP-${unique()}`;
    const third = `IMP-${unique()}`;
    const text = [
      header,
      `Dr. Day First,Tutor,MBBS,${first},,,,,,15/07/2019,`,
      `Dr. Dashes,Tutor,MBBS,${second},,,,,,5-1-2021,`,
      `Dr. Iso,Tutor,MBBS,${third},,,,,,2018-06-01,`,
    ].join("\n");
    const response = await importCsv(csvFile(text));
    expect(response.status, await response.clone().text()).toBe(201);
    const dates = async (regNo: string) =>
      (await t.db.select().from(faculty).where(eq(faculty.regNo, regNo)))[0]!.joiningDate;
    expect(await dates(first)).toBe("2019-07-15");
    expect(await dates(second)).toBe("2021-01-05");
    expect(await dates(third)).toBe("2018-06-01");

    // A day-first date that does not exist is refused once, naming the row, the person and the value.
    const bad = await importCsv(
      csvFile([header, `Dr. Leap,Tutor,MBBS,IMP-${unique()},,,,,,31/02/2019,`].join("\n")),
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual([
      {
        row: 2,
        column: "Joining Date",
        message: "Enter a real date",
        person: "Dr. Leap",
        value: "31/02/2019",
      },
    ]);
  });

  it("answers 422 for a header missing spec columns, and for a file with no rows", async () => {
    const missing = await importCsv(csvFile("Name,Designation\nDr. A,Tutor\n"));
    expect(missing.status).toBe(422);
    const columns = (await missing.json()).errors.map(
      (e: { row: number; column: string }) => `${e.row}:${e.column}`,
    );
    expect(columns).toContain("1:Qualification");
    expect(columns).toContain("1:Registration No");
    expect(columns).not.toContain("1:Name");
    expect((await importCsv(csvFile(`${header}\n`))).status).toBe(422);
    expect((await importCsv(csvFile(""))).status).toBe(422);
  });

  it("answers 400 for no file, for a file that is not CSV and for unreadable CSV", async () => {
    const none = await send("POST", "/api/faculty/import-csv", formOf({}));
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe("Please select a CSV file to import");
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    for (const file of [
      new File([png], "faculty.csv", { type: "text/csv" }),
      new File(["Name\nDr. A\n"], "faculty.jpg", { type: "image/jpeg" }),
      new File(["%PDF-1.7"], "faculty.pdf", { type: "application/pdf" }),
    ]) {
      const response = await importCsv(file);
      expect(response.status, file.name).toBe(400);
      expect((await response.json()).message).toMatch(/not a CSV file/);
    }
    const broken = await importCsv(csvFile(`${header}\n"Dr. Unclosed,Tutor,MBBS,X-1,,,,,,,\n`));
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toMatch(/could not be read/);
  });

  it("answers 413 'File size exceeds the limit.' for a CSV over 10 MB", async () => {
    const filler = `${"x".repeat(1023)}\n`.repeat(10 * 1024 + 300);
    const response = await importCsv(csvFile(`${header}\n${filler}`));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: "File size exceeds the limit." });
  });

  it("imports 10,000 rows", async () => {
    const prefix = `BULK-${unique()}-`;
    const lines = [header];
    for (let index = 0; index < 10_000; index++) {
      lines.push(
        `Dr. Bulk ${index},Assistant Professor,"MBBS, MD",${prefix}${index},Bihar Medical Council,Radiology,${index % 30} years,bulk${index}@example.edu.in,+91 90000 ${String(index).padStart(5, "0")},2020-01-01,`,
      );
    }
    const response = await importCsv(csvFile(lines.join("\n")));
    expect(response.status).toBe(201);
    expect((await response.json()).data).toEqual({ created: 10_000, updated: 0 });
    const [{ n } = { n: -1 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(faculty)
      .where(like(faculty.regNo, `${prefix}%`));
    expect(n).toBe(10_000);
    const [sample] = await t.db
      .select()
      .from(faculty)
      .where(eq(faculty.regNo, `${prefix}9999`));
    expect(sample).toMatchObject({
      name: "Dr. Bulk 9999",
      experienceYears: 9999 % 30,
      phone: "+91 90000 09999",
    });
  });
});

describe("Head of Department (issue 19)", () => {
  const header = FACULTY_CSV_COLUMNS.join(",");
  const importCsv = (text: string) =>
    send(
      "POST",
      "/api/faculty/import-csv",
      formOf({}, { csvFile: new File([text], "f.csv", { type: "text/csv" }) }),
    );
  const heads = (department: string) =>
    countRows(
      t.db,
      faculty,
      and(eq(faculty.department, department), eq(faculty.leadershipRole, "Head of Department"))!,
    );

  it("importing 'Professor & Head' stores Professor and the post, shown to the public and on the NMC list", async () => {
    const regNo = `HOD-${unique()}`;
    const response = await importCsv(
      `${header}\nDr. Kavita Head,Professor & Head,"MBBS, MD",${regNo},Bihar Medical Council,Physiology,20 years,,,,\n`,
    );
    expect(response.status).toBe(201);
    const [row] = await t.db.select().from(faculty).where(eq(faculty.regNo, regNo));
    expect(row).toMatchObject({ designation: "Professor", leadershipRole: "Head of Department" });

    const directory = await (await t.request(`/api/faculty?search=Kavita%20Head`)).json();
    expect(directory.data.faculty[0]).toMatchObject({
      designation: "Professor",
      leadershipRole: "Head of Department",
      department: "Physiology",
    });
    // This month's list (as on today) holds a record added today without a joining date.
    const month = nmcDuty(new Date()).currentMonth;
    const preview = await (await t.json("GET", `/api/nmc/preview?month=${month}`, undefined, token)).json();
    expect(preview.data.rows.find((r: { regNo: string }) => r.regNo === regNo)).toMatchObject({
      designation: "Professor",
      leadershipRole: "Head of Department",
    });
  });

  it("allows one head per department: a second is refused (409) by the form, the API and the import, and nothing changes", async () => {
    const head = await createMember({ department: "Microbiology", leadershipRole: "Head of Department" });
    const second = await send(
      "POST",
      "/api/faculty",
      formOf(memberFields({ department: "Microbiology", leadershipRole: "Head of Department" })),
    );
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body.message).toBe(`Microbiology already has a Head of Department (${head.name})`);
    expect(body.errors[0].field).toBe("leadershipRole");

    const other = await createMember({ department: "Microbiology" });
    const promote = await send(
      "PUT",
      `/api/faculty/${other._id}`,
      formOf({ leadershipRole: "Head of Department" }),
    );
    expect(promote.status).toBe(409);
    const unchanged = await t.json("GET", `/api/faculty/${other._id}`, undefined, token);
    expect((await unchanged.json()).data.leadershipRole).toBeNull();

    const newcomer = `HOD-${unique()}`;
    const viaImport = await importCsv(
      `${header}\nDr. Newcomer,Professor and HOD,MBBS,${newcomer},,Microbiology,,,,,\n`,
    );
    expect(viaImport.status).toBe(409);
    expect((await viaImport.json()).message).toContain("Microbiology");
    expect(await countByRegNo(newcomer)).toBe(0);

    const twoInOneFile = [`HOD-${unique()}`, `HOD-${unique()}`];
    const twice = await importCsv(
      `${header}\n${twoInOneFile.map((regNo) => `Dr. ${regNo},Professor & Head,MBBS,${regNo},,Pharmacology,,,,,`).join("\n")}\n`,
    );
    expect(twice.status).toBe(409);
    expect(await heads("Pharmacology")).toBe(0);
    expect(await heads("Microbiology")).toBe(1);

    // The post moves once the head gives it up.
    expect((await send("PUT", `/api/faculty/${head._id}`, formOf({ leadershipRole: "" }))).status).toBe(200);
    expect((await send("PUT", `/api/faculty/${other._id}`, formOf({ leadershipRole: "HOD" }))).status).toBe(
      200,
    );
    expect(await heads("Microbiology")).toBe(1);
  });

  it("needs a department (400)", async () => {
    const response = await send(
      "POST",
      "/api/faculty",
      formOf(memberFields({ leadershipRole: "Head of Department" })),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([
      { field: "department", message: "A Head of Department needs a department" },
    ]);
  });

  it("keeps one head when many are made at once (on PostgreSQL a real race)", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const fields = memberFields({ department: "Biochemistry", leadershipRole: "Head of Department" });
        return (await send("POST", "/api/faculty", formOf(fields))).status;
      }),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(1);
    expect(answers.filter((status) => status === 409)).toHaveLength(11);
    expect(await heads("Biochemistry")).toBe(1);
  }, 60_000);
});

describe("staff-only faculty calls", () => {
  it("answer 401 without a token, with a wrong one and with a revoked one", async () => {
    const member = await createMember();
    await expectStaffOnly(t, "GET", "/api/faculty/stats");
    await expectStaffOnly(t, "GET", `/api/faculty/${member._id}`);
    await expectStaffOnly(t, "POST", "/api/faculty", memberFields());
    await expectStaffOnly(t, "PUT", `/api/faculty/${member._id}`, { name: "Hijacked" });
    await expectStaffOnly(t, "DELETE", `/api/faculty/${member._id}`);
    await expectStaffOnly(t, "POST", "/api/faculty/import-csv", {});
    expect(await countByRegNo(member.regNo)).toBe(1);
  });
});

describe("API reference", () => {
  it("documents every faculty endpoint, the uploads as multipart", async () => {
    const document = await (await t.request("/api/openapi.json")).json();
    expect(Object.keys(document.paths["/faculty"])).toEqual(["get", "post"]);
    expect(Object.keys(document.paths["/faculty/{id}"]).sort()).toEqual(["delete", "get", "put"]);
    expect(document.paths["/faculty/stats"].get).toBeDefined();
    const upload =
      document.paths["/faculty/import-csv"].post.requestBody.content["multipart/form-data"].schema;
    expect(upload.properties.csvFile).toEqual({ type: "string", format: "binary" });
    const create = document.paths["/faculty"].post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(create.properties)).toEqual(
      expect.arrayContaining(["regNo", "AEBASID", "experienceYears", "photo"]),
    );
  });
});

describe("who may change faculty", () => {
  it("admissions and editors are refused (403) on faculty writes; the editor may read; faculty-records may write", async () => {
    const body = new FormData();
    body.set("name", "Dr. Role Check");
    body.set("designation", "Professor");
    body.set("qualification", "MBBS, MD");
    body.set("regNo", `ROLE-${unique()}`);
    for (const role of ["admissions", "editor"] as const) {
      const token = await t.signInAs(role);
      const response = await t.request("/api/faculty", {
        method: "POST",
        body,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status, role).toBe(403);
      expect(await response.json()).toEqual({
        success: false,
        message: "Forbidden: your role does not allow this",
      });
    }
    const admissions = await t.signInAs("admissions");
    expect((await t.json("GET", "/api/faculty/stats", undefined, admissions)).status).toBe(403);
    expect((await t.json("GET", "/api/faculty/stats", undefined, await t.signInAs("editor"))).status).toBe(
      200,
    );
    const clerk = await t.signInAs("faculty-records");
    const created = await t.request("/api/faculty", {
      method: "POST",
      body,
      headers: { Authorization: `Bearer ${clerk}` },
    });
    expect(created.status).toBe(201);
  });
});
