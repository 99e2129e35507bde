import { collegeDate } from "../../../contract/college-time";
import {
  COLLEGE_INFORMATION_FIELD_NAMES,
  COLLEGE_INFORMATION_FIELDS,
  type CollegeInformationField,
} from "../../../contract/college-information";
import { MSR_HUB_PATH, readMsrGap, type MsrGap, type MsrItemLetter } from "../../../contract/msr-hub";
import { formatMonth } from "../../../contract/nmc";
import { formatDate } from "~/site/content/format-date";
import type { MessageKey } from "~/site/i18n/messages.en";
import type { messagesOf } from "~/site/i18n/messages";

/**
 * The MSR pages' words for the contract's English constants (issue 24): each item's title and each pro-forma
 * fact's label by its catalogue key. The API, the CSV and the monthly PDF keep the contract's English.
 */
type Messages = ReturnType<typeof messagesOf>;

const ITEM_KEYS = {
  a: "msr.item.a",
  b: "msr.item.b",
  c: "msr.item.c",
  d: "msr.item.d",
  e: "msr.item.e",
  f: "msr.item.f",
  g: "msr.item.g",
  h: "msr.item.h",
  i: "msr.item.i",
  j: "msr.item.j",
  k: "msr.item.k",
  l: "msr.item.l",
} as const satisfies Record<MsrItemLetter, MessageKey>;

export const FACT_KEYS = {
  collegeName: "msr.fact.collegeName",
  address: "msr.fact.address",
  pin: "msr.fact.pin",
  website: "msr.fact.website",
  universityName: "msr.fact.universityName",
  universityAddress: "msr.fact.universityAddress",
  deanName: "msr.fact.deanName",
  deanMobile: "msr.fact.deanMobile",
  deanEmail: "msr.fact.deanEmail",
  hospitalName: "msr.fact.hospitalName",
  hospitalRegisteredOn: "msr.fact.hospitalRegisteredOn",
  beds: "msr.fact.beds",
  emergencyBeds: "msr.fact.emergencyBeds",
  firstPermissionDate: "msr.fact.firstPermissionDate",
  firstPermissionSeats: "msr.fact.firstPermissionSeats",
  recognitionStatus: "msr.fact.recognitionStatus",
  mbbsAdmitted: "msr.fact.mbbsAdmitted",
  pgAdmitted: "msr.fact.pgAdmitted",
  superSpecialityAdmitted: "msr.fact.superSpecialityAdmitted",
  patientYears: "msr.fact.patientYears",
  birthsReported: "msr.fact.birthsReported",
  deathsReported: "msr.fact.deathsReported",
  registrar: "msr.fact.registrar",
  hostelRoomsMen: "msr.fact.hostelRoomsMen",
  hostelRoomsWomen: "msr.fact.hostelRoomsWomen",
  studentsAccommodated: "msr.fact.studentsAccommodated",
  grievanceOfficerName: "msr.fact.grievanceOfficerName",
  grievanceOfficerAddress: "msr.fact.grievanceOfficerAddress",
  grievanceOfficerPhone: "msr.fact.grievanceOfficerPhone",
  grievanceOfficerEmail: "msr.fact.grievanceOfficerEmail",
  grievancesReported: "msr.fact.grievancesReported",
} as const satisfies Record<CollegeInformationField, MessageKey>;

/** An item's title in the page's language. */
export const itemTitle = ({ t }: Messages, letter: MsrItemLetter) => t(ITEM_KEYS[letter]);

/** "(d) Students admitted, …": an item's letter and title, as its heading and links show it. */
export const itemHeading = (messages: Messages, letter: MsrItemLetter) =>
  `(${letter}) ${itemTitle(messages, letter)}`;

/** A day (YYYY-MM-DD) or instant in the page's language, the month in full ("3 December 2026"). */
export const dayIn = ({ language }: Messages, date: string) => formatDate(date, language, "long");

/** The day a month was published, in India, in the page's language. */
export const publishedOn = (messages: Messages, publishedAt: string) =>
  dayIn(messages, collegeDate(new Date(publishedAt)));

/** The trail every MSR page below the hub starts with: Student › MSR Clause B.1.11. */
export const hubCrumbs = ({ t }: Messages) => [
  { label: t("nav.student"), to: "/student" },
  { label: t("msr.crumb"), to: MSR_HUB_PATH },
];

/** The heads item (a) names (the records service's posts), by their words in the catalogue. */
const POST_KEYS: Record<string, MessageKey> = {
  Dean: "msr.post.dean",
  Principal: "msr.post.principal",
  "Medical Superintendent": "msr.post.medicalSuperintendent",
};

/** A head's post (or a designation that is one) in the page's language; any other text as it is. */
export const postText = ({ t }: Messages, post: string) => {
  const key = POST_KEYS[post];
  return key ? t(key) : post;
};

const FACT_BY_LABEL = new Map(
  COLLEGE_INFORMATION_FIELD_NAMES.map((name) => [COLLEGE_INFORMATION_FIELDS[name].label, name]),
);

const GAP_KEYS = {
  noHolder: "msr.gap.noHolder",
  noQualification: "msr.gap.noQualification",
  noPhone: "msr.gap.noPhone",
  noEmail: "msr.gap.noEmail",
  noTeaching: "msr.gap.noTeaching",
  noNonTeaching: "msr.gap.noNonTeaching",
  departmentEmpty: "msr.gap.departmentEmpty",
  noCourses: "msr.gap.noCourses",
  noSeats: "msr.gap.noSeats",
  noAdmissions: "msr.gap.noAdmissions",
  noPublications: "msr.gap.noPublications",
  noEvents: "msr.gap.noEvents",
  noAwards: "msr.gap.noAwards",
  noOfficer: "msr.gap.noOfficer",
  officerPhone: "msr.gap.officerPhone",
  officerEmail: "msr.gap.officerEmail",
  noAddress: "msr.gap.noAddress",
  noUniversity: "msr.gap.noUniversity",
  noResults: "msr.gap.noResults",
  noRecognition: "msr.gap.noRecognition",
  noClinical: "msr.gap.noClinical",
  noCommittee: "msr.gap.noCommittee",
  noOrders: "msr.gap.noOrders",
} as const satisfies Record<MsrGap, MessageKey>;

/** The university offices item (h) asks for, by their words in the catalogue. */
const OFFICE_KEYS: Record<string, MessageKey> = {
  "Vice-Chancellor": "msr.office.viceChancellor",
  Registrar: "msr.office.registrar",
};

/** "November 2025" (a month as the records service writes it) as "2025-11", or null. */
function monthOf(text: string): string | null {
  const date = new Date(`1 ${text} 12:00`);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}`;
}

/** A gap's value in the page's language: a post, an office, a day or a month; a record's value as it is. */
function gapValue(messages: Messages, name: string, value: string): string {
  if (name === "post") return postText(messages, value);
  if (name === "office" || name === "designation") {
    const key = OFFICE_KEYS[value];
    return key ? messages.t(key) : value;
  }
  if (name === "since") return dayIn(messages, value);
  if (name === "month") {
    const month = monthOf(value);
    return month ? formatMonth(month, messages.language) : value;
  }
  return value;
}

/**
 * A gap the records service named in English ("Principal: qualification not recorded", a pro-forma fact's
 * label), in the page's language; null when the page is English or the gap has no words in the catalogue
 * (the page then shows the English, marked so).
 */
export function gapText(messages: Messages, gap: string): string | null {
  if (messages.language === "en") return gap;
  const fact = FACT_BY_LABEL.get(gap);
  if (fact) return messages.t(FACT_KEYS[fact]);
  const read = readMsrGap(gap);
  if (!read) return null;
  const values = Object.fromEntries(
    Object.entries(read.values).map(([name, value]) => [name, gapValue(messages, name, value)]),
  );
  return messages.t(GAP_KEYS[read.gap], values);
}
