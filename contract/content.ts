import { z } from "zod";
import { controlCharactersMessage, hasControlCharacters } from "./common";

/** Draft or published: every staff-edited content record carries one (issue 11). */
export const CONTENT_STATUSES = ["draft", "published"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const contentStatusField = z.enum(CONTENT_STATUSES, { error: "status must be draft or published" });

/** The page window of every content list. */
export const contentPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalRecords: z.number().int(),
  limit: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type ContentPagination = z.infer<typeof contentPaginationSchema>;

const empty = (value: unknown) => value === null || (typeof value === "string" && value.trim() === "");

/** An ISO date-time (or YYYY-MM-DD, read as midnight UTC); returned as an ISO string. */
export const dateTimeField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: `${label} must be a date and time` })
    .transform((value) => new Date(value).toISOString());

/** An optional date-time: empty or null clears it. */
export const optionalDateTimeField = (label: string) =>
  z.preprocess((value) => (empty(value) ? null : value), dateTimeField(label).nullable().optional());

/** A calendar date, YYYY-MM-DD. */
export const dateField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD)` })
    // Date.parse accepts 2026-02-30 (as 2 March): a real date reads back as itself.
    .refine(
      (value) => {
        const time = Date.parse(`${value}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
      },
      { error: `${label} must be a real date` },
    );

/** true/false as JSON booleans or form strings. */
export const booleanField = z.preprocess(
  (value) =>
    value === "true" || value === "on" || value === "1"
      ? true
      : value === "false" || value === "0" || value === ""
        ? false
        : value,
  z.boolean({ error: "must be true or false" }),
);

/** A link a visitor may follow: a site path (/…) or an http(s) address. Never javascript: or data:. */
export const safeHrefField = (label: string) =>
  z
    .string()
    .trim()
    .max(500, { error: `${label} must be at most 500 characters` })
    .refine((value) => !hasControlCharacters(value), { error: controlCharactersMessage(label) })
    .refine((value) => (/^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value)) && !/\s/.test(value), {
      error: `${label} must start with / or http(s)://`,
    });

export const optionalUuidField = (label: string) =>
  z.preprocess(
    (value) => (empty(value) ? null : value),
    z
      .uuid({ error: `${label} must be an id` })
      .nullable()
      .optional(),
  );
