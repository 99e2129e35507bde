import { z } from "zod";
import { emailField, phoneField, requiredText, successBody } from "./common";
import { dateField, safeHrefField } from "./content";
import { blankToUndefined, wholeNumberField } from "./record-fields";

/**
 * The college-information pro-forma of the NMC (13 December 2021): one structured record, edited by the
 * administrator and published at /college-information. A fact not yet entered is null (and listed as
 * missing); a PATCH sends the facts it changes.
 */

const text = (label: string, max = 200) => requiredText(label, max);
const count = (label: string) => wholeNumberField(label, { min: 0, max: 10_000_000 });
const year = wholeNumberField("year", { min: 2000, max: 2100 });

export const patientYearSchema = z.object({
  year,
  inpatients: count("inpatients"),
  outpatients: count("outpatients"),
});
export type PatientYear = z.infer<typeof patientYearSchema>;

/** Every fact of the pro-forma: label (as the public page and the form show it) and input schema. */
export const COLLEGE_INFORMATION_FIELDS = {
  collegeName: { label: "Name of the college", input: text("collegeName") },
  address: { label: "Address", input: text("address", 500) },
  pin: {
    label: "PIN code",
    input: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: "pin must be six digits" }),
  },
  website: { label: "Website", input: safeHrefField("website") },
  universityName: { label: "Affiliating university", input: text("universityName") },
  universityAddress: { label: "University's address", input: text("universityAddress", 500) },
  deanName: { label: "Dean / Principal", input: text("deanName") },
  deanMobile: { label: "Dean / Principal: mobile", input: phoneField },
  deanEmail: { label: "Dean / Principal: e-mail", input: emailField },
  hospitalName: { label: "Name of the attached hospital", input: text("hospitalName") },
  hospitalRegisteredOn: {
    label: "Hospital's date of registration",
    input: dateField("hospitalRegisteredOn"),
  },
  beds: { label: "Total beds", input: count("beds") },
  emergencyBeds: { label: "Emergency beds", input: count("emergencyBeds") },
  firstPermissionDate: {
    label: "Date of the first MBBS letter of permission",
    input: dateField("firstPermissionDate"),
  },
  firstPermissionSeats: {
    label: "Seats in the first letter of permission",
    input: count("firstPermissionSeats"),
  },
  recognitionStatus: { label: "Recognition status", input: text("recognitionStatus", 500) },
  mbbsAdmitted: { label: "MBBS students admitted this session", input: count("mbbsAdmitted") },
  pgAdmitted: { label: "PG students admitted this session", input: count("pgAdmitted") },
  superSpecialityAdmitted: {
    label: "Super-speciality students admitted this session",
    input: count("superSpecialityAdmitted"),
  },
  patientYears: {
    label: "Inpatients and outpatients, last three years",
    input: z.array(patientYearSchema).length(3, { error: "patientYears must be three years" }),
  },
  birthsReported: { label: "Births reported (last year)", input: count("birthsReported") },
  deathsReported: { label: "Deaths reported (last year)", input: count("deathsReported") },
  registrar: { label: "Registrar of births and deaths reported to", input: text("registrar") },
  hostelRoomsMen: { label: "Hostel rooms: men", input: count("hostelRoomsMen") },
  hostelRoomsWomen: { label: "Hostel rooms: women", input: count("hostelRoomsWomen") },
  studentsAccommodated: { label: "Students accommodated in hostels", input: count("studentsAccommodated") },
  grievanceOfficerName: { label: "Grievance redressal officer", input: text("grievanceOfficerName") },
  grievanceOfficerAddress: {
    label: "Grievance officer: address",
    input: text("grievanceOfficerAddress", 500),
  },
  grievanceOfficerPhone: { label: "Grievance officer: phone", input: phoneField },
  grievanceOfficerEmail: { label: "Grievance officer: e-mail", input: emailField },
  grievancesReported: { label: "Grievances reported (last year)", input: count("grievancesReported") },
};
export type CollegeInformationField = keyof typeof COLLEGE_INFORMATION_FIELDS;
export const COLLEGE_INFORMATION_FIELD_NAMES = Object.keys(
  COLLEGE_INFORMATION_FIELDS,
) as CollegeInformationField[];

type Facts = { [K in CollegeInformationField]: z.output<(typeof COLLEGE_INFORMATION_FIELDS)[K]["input"]> };
export type CollegeFacts = { [K in CollegeInformationField]: Facts[K] | null };

/** PATCH /api/college-information: the facts sent (null or "" clears one). */
export const collegeInformationPatch = z
  .object(
    Object.fromEntries(
      COLLEGE_INFORMATION_FIELD_NAMES.map((name) => [
        name,
        z.preprocess(
          (value) =>
            value === null || (typeof value === "string" && value.trim() === "")
              ? null
              : blankToUndefined(value),
          COLLEGE_INFORMATION_FIELDS[name].input.nullable().optional(),
        ),
      ]),
    ) as unknown as { [K in CollegeInformationField]: z.ZodType<Facts[K] | null | undefined> },
  )
  .strict();
export type CollegeInformationPatch = z.input<typeof collegeInformationPatch>;

export const collegeInformationSchema = z.object({
  facts: z.record(z.string(), z.unknown()),
  /** Facts not yet entered, by label. */
  missing: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type CollegeInformation = { facts: CollegeFacts; missing: string[]; updatedAt: string | null };
export const collegeInformationResponse = successBody(collegeInformationSchema);

/** The labels of the facts not yet entered. */
export const missingFacts = (facts: CollegeFacts) =>
  COLLEGE_INFORMATION_FIELD_NAMES.filter((name) => facts[name] === null).map(
    (name) => COLLEGE_INFORMATION_FIELDS[name].label,
  );
