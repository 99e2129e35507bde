import { collegeDate } from "./college-time";
import { z } from "zod";
import { limitField, optionalText, pageField, requiredText, successBody } from "./common";
import { contentPaginationSchema, dateField } from "./content";
import { DEPARTMENT_GROUPS, type DepartmentName } from "./departments";
import { DATE_LOCALE, LANGUAGES, type Language } from "./language";

/**
 * The hospital's OPD timetable (issue 23): sessions per clinical department and weekday, seasons with
 * the date ranges the administrator sets, and holidays that override the timetable.
 */

/** Departments that see outpatients: the clinical and super-speciality groups. */
export const OPD_DEPARTMENTS = DEPARTMENT_GROUPS.filter(
  (group) => group.id === "clinical" || group.id === "super-specialty",
).flatMap((group) => group.departments) as DepartmentName[];

/** OPD runs Monday to Saturday (Sunday is Emergency only). Stored as 1–6, the ISO weekday. */
export const OPD_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type OpdWeekday = (typeof OPD_WEEKDAYS)[number];
export const WEEKDAY_SHORT: Record<OpdWeekday, string> = {
  Monday: "Mon",
  Tuesday: "Tue",
  Wednesday: "Wed",
  Thursday: "Thu",
  Friday: "Fri",
  Saturday: "Sat",
};

export const OPD_SEASONS = ["all-year", "summer", "winter"] as const;
export type OpdSeason = (typeof OPD_SEASONS)[number];
/** The seasons whose dates the administrator sets (a session marked all-year runs in both, and between). */
export const DATED_SEASONS = ["summer", "winter"] as const;
export type DatedSeason = (typeof DATED_SEASONS)[number];
export const SEASON_LABELS: Record<OpdSeason, string> = {
  "all-year": "All year",
  summer: "Summer",
  winter: "Winter",
};

export const HOLIDAY_KINDS = ["closed", "emergency-only"] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];
export const HOLIDAY_KIND_LABELS: Record<HolidayKind, string> = {
  closed: "OPD closed",
  "emergency-only": "Emergency only",
};

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(TIME_PATTERN, { error: `${label} must be a time (HH:MM, 24-hour)` });

const MONTH_DAY_PATTERN = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const monthDayField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(MONTH_DAY_PATTERN, { error: `${label} must be a month and day (MM-DD)`, abort: true })
    .refine((value) => Number(value.slice(3)) <= DAYS_IN_MONTH[Number(value.slice(0, 2)) - 1]!, {
      error: `${label} must be a real day of the year`,
    });

const MAX_DOCTORS = 12;

/** A visitor's `?language=hi` (as the collections'): the note in Hindi where given (default English). */
const languageQueryField = z
  .enum(LANGUAGES, { error: `language must be one of: ${LANGUAGES.join(", ")}` })
  .optional();

const opdSessionFields = {
  department: z.enum(OPD_DEPARTMENTS as [DepartmentName, ...DepartmentName[]], {
    error: "department must be one of the hospital's clinical departments",
  }),
  weekday: z.enum(OPD_WEEKDAYS, { error: "weekday must be Monday to Saturday" }),
  from: timeField("from"),
  to: timeField("to"),
  room: requiredText("Room", 60),
  /** Faculty records of the session's department. */
  doctorIds: z
    .array(z.uuid({ error: "doctorIds must be faculty record ids" }), {
      error: "doctorIds must be a list of faculty record ids",
    })
    .max(MAX_DOCTORS, { error: `doctorIds may name at most ${MAX_DOCTORS} doctors` })
    .refine((ids) => new Set(ids).size === ids.length, { error: "doctorIds names a doctor twice" }),
  season: z.enum(OPD_SEASONS, { error: "season must be all-year, summer or winter" }),
  note: optionalText("Note", 300),
  /** The note in Hindi (issue 24), for the Hindi pages; without it they show the English note marked lang="en". */
  noteHi: optionalText("Note (Hindi)", 300),
};

/** Judged only when both are times (a bad one is reported on its own field). */
const toAfterFrom = <T extends { from: string; to: string }>(session: T) =>
  !TIME_PATTERN.test(session.from) || !TIME_PATTERN.test(session.to) || session.to > session.from;
const toAfterFromIssue = { error: "to must be later than from", path: ["to"] };

/** POST /api/opd-sessions. */
export const opdSessionInput = z
  .object({
    ...opdSessionFields,
    doctorIds: opdSessionFields.doctorIds.default([]),
    season: opdSessionFields.season.default("all-year"),
  })
  .refine(toAfterFrom, toAfterFromIssue);
export type OpdSessionInput = z.input<typeof opdSessionInput>;
export type OpdSessionValues = z.output<typeof opdSessionInput>;

/** PATCH /api/opd-sessions/{id}: the fields sent replace the stored ones; the result is checked whole. */
export const opdSessionPatchInput = z.object(opdSessionFields).partial();

export const opdDoctorSchema = z.object({ _id: z.string(), name: z.string(), designation: z.string() });
export type OpdDoctor = z.infer<typeof opdDoctorSchema>;

export const opdSessionSchema = z.object({
  _id: z.string(),
  department: z.string(),
  weekday: z.enum(OPD_WEEKDAYS),
  from: z.string(),
  to: z.string(),
  room: z.string(),
  /** The doctors still on the faculty of the department (a deleted or moved doctor drops out). */
  doctorIds: z.array(z.string()),
  doctors: z.array(opdDoctorSchema),
  season: z.enum(OPD_SEASONS),
  note: z.string().nullable(),
  /** The note in Hindi (issue 24): null where there is none (the Hindi pages show the English note). */
  noteHi: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A session as stored (what staff with opd:write read): the note and its Hindi beside it. */
export type OpdSession = z.infer<typeof opdSessionSchema>;

/** The texts of a session that have a Hindi text beside them. */
export const OPD_SESSION_TEXTS = ["note"] as const;

/**
 * A session as a visitor reads it (and a page shows it) in one language: `note` in Hindi where there is one,
 * else the English, named in `fallbacks` (the page marks it lang="en"); without the Hindi source field `noteHi`.
 */
export const publicOpdSessionSchema = opdSessionSchema.omit({ noteHi: true }).extend({
  /** With ?language=hi, the texts shown in English for want of their Hindi (`note`); absent in English. */
  fallbacks: z.array(z.enum(OPD_SESSION_TEXTS)).optional(),
});
export type PublicOpdSession = z.infer<typeof publicOpdSessionSchema>;

/**
 * A session in `language`: in Hindi the Hindi note where given, else the English one, named in `fallbacks`
 * (only when there is an English note to fall back on); in English as it is, without `fallbacks`. Either way
 * without `noteHi`: the answer carries the language asked for only.
 */
export function opdSessionIn(session: OpdSession, language: Language): PublicOpdSession {
  const { noteHi, ...english } = session;
  if (language === "en") return english;
  const hindi = noteHi?.trim() ? noteHi : null;
  return {
    ...english,
    note: hindi ?? english.note,
    fallbacks: !hindi && english.note ? ["note"] : [],
  };
}

/** Whether a session's `text` is shown in English on a page in another language (to mark it lang="en"). */
export const isOpdFallback = (
  session: Pick<PublicOpdSession, "fallbacks">,
  text: (typeof OPD_SESSION_TEXTS)[number],
) => session.fallbacks?.includes(text) ?? false;

const departmentFilter = z
  .enum(OPD_DEPARTMENTS as [DepartmentName, ...DepartmentName[]], {
    error: "department must be one of the hospital's clinical departments",
  })
  .optional();

export const opdSessionListQuery = z.object({
  page: pageField,
  limit: limitField(50, 500),
  department: departmentFilter,
  weekday: z.enum(OPD_WEEKDAYS, { error: "weekday must be Monday to Saturday" }).optional(),
  season: z.enum(OPD_SEASONS, { error: "season must be all-year, summer or winter" }).optional(),
  /** Only the sessions a doctor sits in. */
  doctorId: z.uuid({ error: "doctorId must be a faculty record id" }).optional(),
  /** Visitors: the note in this language (Hindi where given, else English named in `fallbacks`). */
  language: languageQueryField,
});
export type OpdSessionListQuery = z.input<typeof opdSessionListQuery>;

/** Staff (opd:write) read sessions as stored (`opdSessionSchema`), visitors in one language (`publicOpdSessionSchema`). */
const anyOpdSessionSchema = z.union([opdSessionSchema, publicOpdSessionSchema]);

/** A public read's `?language` (default English). */
export const opdLanguageQuery = z.object({ language: languageQueryField });

export const opdSessionListResponse = successBody(
  z.object({ opdSessions: z.array(anyOpdSessionSchema), pagination: contentPaginationSchema }),
);
export const opdSessionResponse = successBody(anyOpdSessionSchema);

// Seasons

const seasonRange = z.object({ from: monthDayField("from"), to: monthDayField("to") });
export const opdSeasonsSchema = z.object({ summer: seasonRange, winter: seasonRange });
export type OpdSeasons = z.infer<typeof opdSeasonsSchema>;

/**
 * Whether two ranges share a day. A range may run over the new year (winter: 10-01 to 03-31), so "from before
 * to" is no rule here; two such arcs of the year meet exactly when one holds the other's first day.
 */
export const seasonsOverlap = (a: { from: string; to: string }, b: { from: string; to: string }) =>
  inRange(b.from, a) || inRange(a.from, b);

/** A range's first and last day, or its days, in words: "1 April – 30 September". */
export const formatSeasonRange = (range: { from: string; to: string }) =>
  `${formatMonthDay(range.from)} – ${formatMonthDay(range.to)}`;

/**
 * PUT /api/opd-seasons. Each day must be a real one; summer and winter may not share a day (a day of both
 * would run both seasons' sessions), reported on `winter.from`. Judged only when all four days are valid.
 */
export const opdSeasonsInput = opdSeasonsSchema.superRefine((seasons, context) => {
  if (seasonsOverlap(seasons.summer, seasons.winter)) {
    context.addIssue({
      code: "custom",
      path: ["winter", "from"],
      message: `Winter must not share days with summer (${formatSeasonRange(seasons.summer)}): move winter's from or to, or summer's`,
    });
  }
});
export const opdSeasonsResponse = successBody(opdSeasonsSchema);

/** Until the administrator sets them: Bihar's summer timings from April to September. */
export const DEFAULT_OPD_SEASONS: OpdSeasons = {
  summer: { from: "04-01", to: "09-30" },
  winter: { from: "10-01", to: "03-31" },
};

// Holidays

const holidayFields = {
  date: dateField("date"),
  name: requiredText("Name", 120),
  kind: z.enum(HOLIDAY_KINDS, { error: "kind must be closed or emergency-only" }),
};
export const opdHolidayInput = z.object(holidayFields);
export type OpdHolidayInput = z.input<typeof opdHolidayInput>;
export type OpdHolidayValues = z.output<typeof opdHolidayInput>;
export const opdHolidayPatchInput = z.object(holidayFields).partial();

export const opdHolidaySchema = z.object({
  _id: z.string(),
  date: z.string(),
  name: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpdHoliday = z.infer<typeof opdHolidaySchema>;

export const opdHolidayListQuery = z.object({
  page: pageField,
  limit: limitField(50, 200),
  /** From this date on (default: today in India); `all=true` lists past ones too. */
  from: dateField("from").optional(),
});
export const opdHolidayListResponse = successBody(
  z.object({ opdHolidays: z.array(opdHolidaySchema), pagination: contentPaginationSchema }),
);
export const opdHolidayResponse = successBody(opdHolidaySchema);

// One day's OPD

export const opdDayQuery = z.object({ date: dateField("date").optional(), language: languageQueryField });
export const opdDaySchema = z.object({
  date: z.string(),
  /** null on a Sunday. */
  weekday: z.enum(OPD_WEEKDAYS).nullable(),
  /** The dated season the day falls in, or null between them (only all-year sessions run). */
  season: z.enum(DATED_SEASONS).nullable(),
  holiday: opdHolidaySchema.nullable(),
  /** The sessions held that day: none on a Sunday or a holiday. */
  opdSessions: z.array(opdSessionSchema),
});
export type OpdDay = z.infer<typeof opdDaySchema>;
/** One day's OPD as a visitor reads it in one language. */
export const publicOpdDaySchema = opdDaySchema.extend({ opdSessions: z.array(publicOpdSessionSchema) });
export type PublicOpdDay = z.infer<typeof publicOpdDaySchema>;
export const opdDayIn = (day: OpdDay, language: Language): PublicOpdDay => ({
  ...day,
  opdSessions: day.opdSessions.map((session) => opdSessionIn(session, language)),
});
export const opdDayResponse = successBody(z.union([opdDaySchema, publicOpdDaySchema]));

// Rules shared by the server and the pages

/** Today's date in India (YYYY-MM-DD). */
export const opdToday = (now: Date = new Date()) => collegeDate(now);

/** The OPD weekday of a date, or null for a Sunday. */
export function opdWeekdayOf(date: string): OpdWeekday | null {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? null : OPD_WEEKDAYS[day - 1]!;
}

/** Whether a month-day (MM-DD) lies in a range, which may run over the new year (10-01 to 03-31). */
function inRange(monthDay: string, range: { from: string; to: string }) {
  return range.from <= range.to
    ? monthDay >= range.from && monthDay <= range.to
    : monthDay >= range.from || monthDay <= range.to;
}

/** The dated season of a day (summer before winter if the administrator made them overlap). */
export function seasonOn(date: string, seasons: OpdSeasons): DatedSeason | null {
  const monthDay = date.slice(5);
  return DATED_SEASONS.find((season) => inRange(monthDay, seasons[season])) ?? null;
}

/** Whether a session of `season` runs on a day of `daySeason`. */
export const runsIn = (season: OpdSeason, daySeason: DatedSeason | null) =>
  season === "all-year" || season === daySeason;

/** "09:00" → "9:00 am"; "13:30" → "1:30 pm". */
export function formatOpdTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const suffix = hours < 12 ? "am" : "pm";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "09:00" in a language of the site (issue 24): "9:00 am"; in Hindi with the part of the day, "सुबह 9:00". */
export function formatOpdTimeIn(time: string, language: Language = "en"): string {
  if (language === "en") return formatOpdTime(time);
  return new Intl.DateTimeFormat(DATE_LOCALE[language], {
    hour: "numeric",
    minute: "2-digit",
    dayPeriod: "short",
    timeZone: "UTC",
  }).format(new Date(`2000-01-01T${time}:00Z`));
}

/**
 * "Wednesday 25 November 2026" (Hindi "बुधवार, 25 नवंबर 2026") for a YYYY-MM-DD date (a calendar date: no time
 * zone shift).
 */
export const formatOpdDate = (date: string, language: Language = "en") =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(DATE_LOCALE[language], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

export const formatOpdHours = (session: { from: string; to: string }) =>
  `${formatOpdTime(session.from)} – ${formatOpdTime(session.to)}`;

/** "10-01" → "1 October". */
export function formatMonthDay(monthDay: string): string {
  return new Date(`2000-${monthDay}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
}

/** The weekday's place in the week (Monday 1), for ordering. */
export const weekdayNumber = (weekday: OpdWeekday) => OPD_WEEKDAYS.indexOf(weekday) + 1;
