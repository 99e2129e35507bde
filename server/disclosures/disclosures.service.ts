import { collegeDate } from "../../contract/college-time";
import type {
  CollectionDeclaration,
  FieldSpecs,
  PublicValuesOf,
} from "../../contract/collections/collection";
import { academicEventsCollection } from "../../contract/collections/academic-events";
import { awardsCollection } from "../../contract/collections/awards";
import { committeesCollection, type SafetyBody } from "../../contract/collections/committees";
import { coursesCollection } from "../../contract/collections/courses";
import { leadersCollection, type LeaderPost } from "../../contract/collections/leaders";
import { publicationsCollection } from "../../contract/collections/publications";
import { universitiesCollection } from "../../contract/collections/universities";
import { CLINICAL_FIGURES } from "../../contract/clinical-material";
import { DEPARTMENTS } from "../../contract/departments";
import { MSR_ITEMS, MSR_ITEM_LETTERS, msrGapText, type MsrItemLetter } from "../../contract/disclosures";
import type { Language } from "../../contract/language";
import { addMonths, formatMonth, NO_DEPARTMENT } from "../../contract/nmc";
import { STAFF_SECTIONS } from "../../contract/non-teaching-staff";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  currentAcademicYear,
  previousAcademicYear,
} from "../../contract/students";
import { documentUrl } from "../documents/documents.service";
import type { Db } from "../db/client";
import type { Services } from "../module";
import { createDisclosurePublications } from "./disclosure-publications";

/**
 * The twelve items of "Information under MSR Clause B.1.11", each built from the records staff keep, as plain
 * data (no markup): the public pages render exactly this, and a monthly publication can store it as its
 * snapshot (ADR 023). Every item says when what it shows last changed and, in words, what is missing.
 */

type Deps = Pick<
  Services,
  | "collections"
  | "faculty"
  | "nonTeachingStaff"
  | "students"
  | "examResults"
  | "clinicalMaterial"
  | "documents"
  | "siteSettings"
>;

interface ItemBase<Letter extends MsrItemLetter> {
  letter: Letter;
  title: (typeof MSR_ITEMS)[Letter];
  /** The newest change of what the item shows (ISO), or null when it shows nothing. */
  updatedAt: string | null;
  /** What the item lacks, in words a visitor and the clerk understand. */
  missing: string[];
}

const newest = (dates: readonly (string | null | undefined)[]) =>
  dates.reduce<string | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);

/** "Prof. (Dr.) Meera Jha" and "Dr Meera Jha" are the same person. */
const personKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(prof|dr|mr|mrs|ms|shri|smt)\b\.?/g, " ")
    .replace(/[^a-z]+/g, " ")
    .trim();

/** The three heads item (a) names, the leaders' record of each and the faculty post that also names one. */
const HEADS: { post: string; leader: LeaderPost | null }[] = [
  { post: "Dean", leader: null },
  { post: "Principal", leader: "principal" },
  { post: "Medical Superintendent", leader: "medical-superintendent" },
];

/** The period "of the last year" the items (e), (f), (g), (i) and (k) cover, on a day. */
export function lastYearWindow(now: Date) {
  const today = collegeDate(now);
  const month = today.slice(0, 7);
  return {
    today,
    /** The same day a year ago: dated records from then on. */
    since: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`,
    /** The twelve complete months before this one (clinical material is entered after a month ends). */
    months: Array.from({ length: 12 }, (_, index) => addMonths(month, index - 12)),
    /** Examinations held from this month on (the last twelve months and this one). */
    examsFrom: addMonths(month, -12),
  };
}

/** The academic years item (d) shows: the current one (sessions start in August) and the one before. */
export function admissionYears(now: Date) {
  const current = currentAcademicYear(now);
  return { current, previous: previousAcademicYear(current) };
}

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** The monthly counts of item (k) (every figure but the occupancy, which is averaged). */
const CLINICAL_COUNTS = CLINICAL_FIGURES.filter(
  (name): name is Exclude<(typeof CLINICAL_FIGURES)[number], "bedOccupancyPercent"> =>
    name !== "bedOccupancyPercent",
);
type ClinicalCount = (typeof CLINICAL_COUNTS)[number];

const ANTI_RAGGING_BODIES: readonly SafetyBody[] = [
  "anti-ragging-committee",
  "anti-ragging-squad",
  "nodal-officer",
];

export function createDisclosuresService(
  services: Deps & Pick<Services, "users" | "audit" | "outbox" | "collegeInformation">,
  options: { db: Db; publicUrl?: string; now?: () => Date },
) {
  // Services are read when an item is built, not while the app creates them.
  const collection = <Fields extends FieldSpecs>(declaration: CollectionDeclaration<Fields>) =>
    services.collections.pages(declaration);

  /** A dated collection's records of the last year on `now` (newest first), their public fields only. */
  async function lastYearOf<Fields extends FieldSpecs>(
    declaration: CollectionDeclaration<Fields>,
    dateField: keyof PublicValuesOf<Fields> & string,
    now: Date,
  ) {
    const { since } = lastYearWindow(now);
    const records = (await collection(declaration).records()).filter(
      (record) => String(record[dateField]) >= since,
    );
    return {
      since,
      updatedAt: newest(records.map((record) => record.updatedAt)),
      rows: records.map(({ _id: _, updatedAt: _updated, draft: _draft, html: _html, ...fields }) => fields),
    };
  }

  const builders = {
    async a(_now: Date, language?: Language): Promise<ItemBase<"a"> & { heads: Head[] }> {
      const [leaders, roster, settings] = await Promise.all([
        collection(leadersCollection).records({ language }),
        services.faculty.roster(),
        services.siteSettings.current(),
      ]);
      const missing: string[] = [];
      const heads = HEADS.map(({ post, leader }): Head => {
        const record = leader ? leaders.find((one) => one.post === leader) : undefined;
        const holder = roster.find((member) => member.leadershipRole === post);
        // The faculty record gives a qualification only when it is the same person as the leader's page.
        const sameHolder = holder && (!record || personKey(holder.name) === personKey(record.name));
        const head: Head = {
          post,
          name: record?.name ?? holder?.name ?? null,
          designation: record?.designation ?? (holder ? post : null),
          qualification: record?.qualification ?? (sameHolder ? holder.qualification : null),
          address: settings.addressLine,
          phones: record?.phones.map((phone) => phone.number) ?? [],
          email: record?.email ?? null,
          // A page in a language: the designation shown in English for want of its translation (a designation
          // that is the post's own name the page says in its language).
          ...(record?.fallbacks?.includes("designation") && record.designation !== post
            ? { fallbacks: ["designation"] }
            : {}),
        };
        if (!head.name) missing.push(msrGapText("noHolder", { post }));
        else {
          if (!head.qualification) missing.push(msrGapText("noQualification", { post }));
          if (!head.phones.length) missing.push(msrGapText("noPhone", { post }));
          if (!head.email) missing.push(msrGapText("noEmail", { post }));
        }
        return head;
      });
      const updatedAt = newest([
        ...leaders
          .filter((one) => one.post === "principal" || one.post === "medical-superintendent")
          .map((one) => one.updatedAt),
        ...roster
          .filter((member) => member.leadershipRole && member.leadershipRole !== "Head of Department")
          .map((member) => member.updatedAt),
      ]);
      return { letter: "a", title: MSR_ITEMS.a, updatedAt, missing, heads };
    },

    async b() {
      const [roster, staff] = await Promise.all([
        services.faculty.roster(),
        services.nonTeachingStaff.directory(),
      ]);
      const byDepartment = [...DEPARTMENTS, NO_DEPARTMENT]
        .map((department) => ({
          department,
          count: roster.filter((member) => (member.department ?? NO_DEPARTMENT) === department).length,
        }))
        .filter((row) => row.count > 0 || row.department !== NO_DEPARTMENT);
      const bySection = STAFF_SECTIONS.map((section) => ({
        section,
        count: staff.filter((member) => member.section === section).length,
      })).filter((row) => row.count > 0);
      const missing = [
        ...(roster.length ? [] : [msrGapText("noTeaching")]),
        ...(staff.length ? [] : [msrGapText("noNonTeaching")]),
        ...byDepartment
          .filter((row) => row.count === 0)
          .map((row) => msrGapText("departmentEmpty", { department: row.department })),
      ];
      return {
        letter: "b" as const,
        title: MSR_ITEMS.b,
        updatedAt: newest([...roster, ...staff].map((member) => member.updatedAt)),
        missing,
        teaching: { total: roster.length, byDepartment },
        nonTeaching: { total: staff.length, bySection },
      };
    },

    async c() {
      const courses = await collection(coursesCollection).records();
      const rows = courses.map(({ name, level, degree, duration, seats }) => ({
        name,
        level,
        degree,
        duration,
        seats,
      }));
      const total = (level: "UG" | "PG") =>
        rows.filter((row) => row.level === level).reduce((sum, row) => sum + (row.seats ?? 0), 0);
      return {
        letter: "c" as const,
        title: MSR_ITEMS.c,
        updatedAt: newest(courses.map((course) => course.updatedAt)),
        missing: [
          ...(rows.length ? [] : [msrGapText("noCourses")]),
          ...rows
            .filter((row) => row.seats === null)
            .map((row) => msrGapText("noSeats", { course: row.name })),
        ],
        courses: rows,
        totals: { UG: total("UG"), PG: total("PG") },
      };
    },

    async d(now: Date) {
      const { current, previous } = admissionYears(now);
      const years = await services.students.admissions([current, previous]);
      const groups = years.map((year) => ({
        batch: year.batch,
        level: year.level,
        total: year.students.length,
        byCategory: year.byCategory,
        byQuota: year.byQuota,
        pwd: year.pwd,
        // Category-wise, each in merit order (NEET rank); the public fields only.
        categories: CATEGORIES.map((category) => ({
          category,
          label: CATEGORY_LABELS[category],
          students: year.students
            .filter((student) => student.category === category)
            .map(({ name, course, quota, neetRank, neetScore, admittedOn }) => ({
              name,
              course,
              quota,
              neetRank,
              neetScore,
              admittedOn,
            })),
        })).filter((group) => group.students.length > 0),
      }));
      const updatedAt = newest(years.flatMap((year) => year.students.map((student) => student.updatedAt)));
      return {
        letter: "d" as const,
        title: MSR_ITEMS.d,
        updatedAt,
        missing: groups
          .filter((group) => group.total === 0)
          .map((group) => msrGapText("noAdmissions", { level: group.level, batch: group.batch })),
        years: { current, previous },
        groups,
      };
    },

    async e(now: Date) {
      const { since, updatedAt, rows } = await lastYearOf(publicationsCollection, "publishedOn", now);
      return {
        letter: "e" as const,
        title: MSR_ITEMS.e,
        since,
        updatedAt,
        missing: rows.length ? [] : [msrGapText("noPublications", { since })],
        publications: rows,
      };
    },

    async f(now: Date) {
      const { since, updatedAt, rows } = await lastYearOf(academicEventsCollection, "heldOn", now);
      return {
        letter: "f" as const,
        title: MSR_ITEMS.f,
        since,
        updatedAt,
        missing: rows.length ? [] : [msrGapText("noEvents", { since })],
        events: rows,
      };
    },

    async g(now: Date) {
      const { since, updatedAt, rows } = await lastYearOf(awardsCollection, "awardedOn", now);
      return {
        letter: "g" as const,
        title: MSR_ITEMS.g,
        since,
        updatedAt,
        missing: rows.length ? [] : [msrGapText("noAwards", { since })],
        awards: rows,
      };
    },

    async h() {
      const records = await collection(universitiesCollection).records();
      const universities = records.map(({ slug, name, shortName, affiliation, address, officers }) => ({
        slug,
        name,
        shortName,
        affiliation,
        address,
        officers: officers.map(({ designation, name: officer, phone, mobile, email }) => ({
          designation,
          name: officer,
          phones: [phone, mobile].filter((number): number is string => Boolean(number)),
          email,
        })),
      }));
      const missing = universities.flatMap((university) => [
        ...["Vice-Chancellor", "Registrar"]
          .filter((office) => !university.officers.some((officer) => officer.designation === office))
          .map((office) => msrGapText("noOfficer", { university: university.shortName, office })),
        ...university.officers.flatMap((officer) => [
          ...(officer.phones.length
            ? []
            : [
                msrGapText("officerPhone", {
                  university: university.shortName,
                  designation: officer.designation,
                }),
              ]),
          ...(officer.email
            ? []
            : [
                msrGapText("officerEmail", {
                  university: university.shortName,
                  designation: officer.designation,
                }),
              ]),
        ]),
        ...(university.address ? [] : [msrGapText("noAddress", { university: university.shortName })]),
      ]);
      return {
        letter: "h" as const,
        title: MSR_ITEMS.h,
        updatedAt: newest(records.map((record) => record.updatedAt)),
        missing: universities.length ? missing : [msrGapText("noUniversity")],
        universities,
      };
    },

    async i(now: Date) {
      const { examsFrom } = lastYearWindow(now);
      const results = await services.examResults.since(examsFrom);
      const published = await services.documents.publishedIds();
      return {
        letter: "i" as const,
        title: MSR_ITEMS.i,
        since: examsFrom,
        updatedAt: newest(results.map((result) => result.updatedAt)),
        missing: results.length ? [] : [msrGapText("noResults", { month: formatMonth(examsFrom) })],
        results: results.map(({ exam, held, appeared, passed, passPercent, documentId }) => ({
          exam,
          held,
          appeared,
          passed,
          passPercent,
          documentUrl: documentId && published.has(documentId) ? documentUrl(documentId) : null,
        })),
      };
    },

    async j() {
      const courses = await collection(coursesCollection).records();
      return {
        letter: "j" as const,
        title: MSR_ITEMS.j,
        updatedAt: newest(courses.map((course) => course.updatedAt)),
        missing: [
          ...(courses.length ? [] : [msrGapText("noCourses")]),
          ...courses
            .filter((course) => !course.recognition)
            .map((course) => msrGapText("noRecognition", { course: course.name })),
        ],
        courses: courses.map(({ name, level, recognition, recognitionDetails }) => ({
          name,
          level,
          recognition,
          recognitionDetails,
        })),
      };
    },

    async k(now: Date) {
      const { months } = lastYearWindow(now);
      const entered = await services.clinicalMaterial.between(months[0]!, months.at(-1)!);
      const rows = entered.map((month) => ({
        month: month.month,
        bedOccupancyPercent: month.bedOccupancyPercent,
        ...(Object.fromEntries(CLINICAL_COUNTS.map((name) => [name, month[name]])) as Record<
          ClinicalCount,
          number
        >),
      }));
      const totals = zeroes(CLINICAL_COUNTS);
      for (const row of rows) for (const name of CLINICAL_COUNTS) totals[name] += row[name];
      const occupancy = rows.length
        ? Math.round((rows.reduce((sum, row) => sum + row.bedOccupancyPercent, 0) / rows.length) * 10) / 10
        : null;
      return {
        letter: "k" as const,
        title: MSR_ITEMS.k,
        months,
        updatedAt: newest(entered.map((month) => month.updatedAt)),
        missing: months
          .filter((month) => !rows.some((row) => row.month === month))
          .map((month) => msrGapText("noClinical", { month: formatMonth(month) })),
        rows,
        totals,
        averageOccupancy: occupancy,
      };
    },

    async l(_now: Date, language?: Language) {
      const [committees, documents] = await Promise.all([
        collection(committeesCollection).records({ language }),
        services.documents.byCategory("safety"),
      ]);
      const bodies = committees
        .filter((committee) => committee.safetyRole && ANTI_RAGGING_BODIES.includes(committee.safetyRole))
        .map(({ name, remit, members, fallbacks }) => ({
          name,
          remit,
          // A page in a language: the name, remit or a member's role (`members.0.role`) shown in English for
          // want of its translation.
          ...(fallbacks?.length
            ? {
                fallbacks: fallbacks.filter(
                  (path) => path === "name" || path === "remit" || /^members\.\d+\.role$/.test(path),
                ),
              }
            : {}),
          members: members.map(({ name: member, role, phone, email }) => ({
            name: member,
            role,
            phone,
            email,
          })),
        }));
      return {
        letter: "l" as const,
        title: MSR_ITEMS.l,
        updatedAt: newest([
          ...committees
            .filter((committee) => committee.safetyRole && ANTI_RAGGING_BODIES.includes(committee.safetyRole))
            .map((committee) => committee.updatedAt),
        ]),
        missing: [
          ...(bodies.some((body) => body.members.length) ? [] : [msrGapText("noCommittee")]),
          ...(documents.length ? [] : [msrGapText("noOrders")]),
        ],
        committees: bodies,
        documents: documents.map(({ title, date, url }) => ({ title, date, url })),
      };
    },
  };

  const items = (now: Date = new Date()) =>
    Promise.all(MSR_ITEM_LETTERS.map((letter) => builders[letter](now)));

  return {
    /**
     * One item as its page shows it, built from the records as they are at `now`; in a page's `language`, the
     * records' localized fields in it (with `fallbacks`, as the collections' page reads give them).
     */
    item<Letter extends MsrItemLetter>(letter: Letter, now: Date = new Date(), language?: Language) {
      return builders[letter](now, language) as ReturnType<(typeof builders)[Letter]>;
    },

    /** Every item, in order (the hub's summary, and what a monthly snapshot stores). */
    items,

    /** The monthly publication: snapshots of `items`, the archive, reminders. */
    publications: createDisclosurePublications({
      db: options.db,
      services,
      items: (now) => items(now),
      publicUrl: options.publicUrl,
      now: options.now,
    }),
  };
}

/** One head of item (a); a field the records do not hold is null. */
export interface Head {
  post: string;
  name: string | null;
  designation: string | null;
  qualification: string | null;
  address: string;
  phones: string[];
  email: string | null;
  /** On a page in a language: the localized fields shown in English for want of their translation. */
  fallbacks?: string[];
}

export type DisclosuresService = ReturnType<typeof createDisclosuresService>;
export type MsrItem = Awaited<ReturnType<DisclosuresService["items"]>>[number];
export type MsrItemOf<Letter extends MsrItemLetter> = Extract<MsrItem, { letter: Letter }>;
