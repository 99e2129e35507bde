import { defineCollection, ORDER_FIELD } from "./collection";

export const COURSE_LEVELS = ["UG", "PG"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** A course's standing with the National Medical Commission (MSR B.1.11 item (j)). */
export const RECOGNITION_STATUSES = ["recognised", "permitted", "applied"] as const;
export type RecognitionStatus = (typeof RECOGNITION_STATUSES)[number];
export const RECOGNITION_LABELS: Record<RecognitionStatus, string> = {
  recognised: "Recognised",
  permitted: "Permitted (letter of permission; not yet recognised)",
  applied: "Applied for permission",
};

/**
 * The courses the college runs, UG and PG (issues 20 and 21): the Academics course pages and MSR B.1.11 items
 * (c) sanctioned intake and (j) recognition status. A PG course's name is the one admitted students are
 * recorded under (`contract/students.ts`).
 */
export const coursesCollection = defineCollection({
  name: "courses",
  plural: "courses",
  labels: { one: "course", many: "courses" },
  audit: { entity: "course", label: "Courses" },
  description: "UG and PG courses with their sanctioned seats and recognition (course pages, MSR B.1.11)",
  fields: {
    name: { type: "text", label: "Name", required: true, max: 160, hint: "For example: MD General Medicine" },
    level: { type: "choice", label: "Level", choices: COURSE_LEVELS, required: true },
    degree: { type: "text", label: "Degree", required: true, max: 40, hint: "MBBS, MD or MS" },
    duration: { type: "text", label: "Duration", required: true, max: 120 },
    seats: {
      type: "number",
      label: "Sanctioned seats a year",
      integer: true,
      min: 0,
      max: 1000,
      hint: "As sanctioned by the National Medical Commission; leave empty until known",
    },
    recognition: {
      type: "choice",
      label: "Recognition status",
      choices: RECOGNITION_STATUSES,
      hint: "recognised, permitted (letter of permission) or applied",
    },
    recognitionDetails: {
      type: "text",
      label: "Recognition details",
      max: 300,
      hint: "The notification or letter and its date",
    },
    position: ORDER_FIELD,
  },
  titleField: "name",
  listColumns: ["level", "seats", "recognition", "position"],
  searchFields: ["name", "degree"],
  orderBy: "position",
  access: { read: "public", write: "content:write" },
  publicRoute: () => "/academics",
});

/** The degrees' full names, as the course pages spell them out. */
export const DEGREE_NAMES: Record<string, string> = {
  MBBS: "Bachelor of Medicine and Bachelor of Surgery",
  MD: "Doctor of Medicine",
  MS: "Master of Surgery",
};

/** Each degree the courses lead to, once, in the courses' order, with the duration of its first course. */
export function degreesOf(courses: readonly { degree: string; duration: string }[]) {
  const seen = new Map<string, { degree: string; full: string; duration: string }>();
  for (const { degree, duration } of courses)
    if (!seen.has(degree)) seen.set(degree, { degree, full: DEGREE_NAMES[degree] ?? degree, duration });
  return [...seen.values()];
}

/** "150 a year, recognised by the National Medical Commission": a course's intake as its page states it. */
export function intakeText(course: { seats: number | null; recognition: RecognitionStatus | null }): string {
  if (course.seats === null) return "Sanctioned seats not yet published";
  const standing =
    course.recognition === "recognised"
      ? "recognised by the National Medical Commission"
      : course.recognition
        ? RECOGNITION_LABELS[course.recognition].toLowerCase()
        : null;
  return standing ? `${course.seats} a year, ${standing}` : `${course.seats} a year`;
}
