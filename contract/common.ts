import { z } from "zod";

/** C0 and C1 control characters (NUL, escape, backspace…); multi-line text may keep tab and line breaks. */
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */

export interface TextOptions {
  /** Allows line breaks and tabs (message bodies, descriptions). */
  multiline?: boolean;
}

/** The refusal every text field shares: control characters are never stored (a NUL even breaks PostgreSQL). */
export const hasControlCharacters = (value: string, multiline = false) =>
  (multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value);

export const controlCharactersMessage = (label: string, multiline = false) =>
  multiline
    ? `${label} must not contain control characters (line breaks and tabs are fine)`
    : `${label} must not contain control characters or line breaks`;

/** Plain text of at most `max` characters, trimmed, without control characters. */
export const plainText = (label: string, max: number, options: TextOptions = {}) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !hasControlCharacters(value, options.multiline), {
      error: controlCharactersMessage(label, options.multiline),
    });

/** Trimmed text; empty after trimming counts as missing. */
export const requiredText = (label: string, max = 200, options: TextOptions = {}) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !hasControlCharacters(value, options.multiline), {
      error: controlCharactersMessage(label, options.multiline),
    });

/** Optional text: empty strings and nulls become undefined. */
export const optionalText = (label: string, max = 200, options: TextOptions = {}) =>
  z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    plainText(label, max, options).optional(),
  );

/** A list's free-text search term. */
export const searchField = (max = 100) => plainText("search", max).optional();

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, { error: "Email is required" })
  .max(254, { error: "Email must be at most 254 characters" })
  .refine((value) => !hasControlCharacters(value), { error: controlCharactersMessage("Email") })
  .pipe(z.email({ error: "Enter a valid email address" }));

/** Indian and international numbers: digits with optional +, spaces, dashes and brackets; 7–15 digits. */
export const phoneField = z
  .string({ error: "Phone is required" })
  .trim()
  .min(1, { error: "Phone is required" })
  .max(20, { error: "Phone must be at most 20 characters" })
  .refine((value) => /^\+?[\d\s\-()]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value), {
    error: "Enter a valid phone number",
  });

/**
 * A phone number named in its messages: digits with an optional +, spaces, dashes and brackets; `minDigits`–15
 * digits (3 lets the short public service numbers through: 108, 112).
 */
export const labelledPhoneField = (label: string, minDigits = 7) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(20, { error: `${label} must be at most 20 characters` })
    .refine(
      (value) => {
        const digits = value.replace(/\D/g, "").length;
        return /^\+?[\d\s\-()]+$/.test(value) && digits >= minDigits && digits <= 15;
      },
      { error: `${label} must be a phone number (digits, +, spaces, dashes)` },
    );

export const sortOrderField = z
  .enum(["asc", "desc"], { error: "sortOrder must be asc or desc" })
  .default("desc");

export const pageField = z.coerce
  .number({ error: "page must be a number" })
  .int({ error: "page must be a whole number" })
  .min(1, { error: "page must be 1 or more" })
  .default(1);

export const limitField = (defaultLimit: number, max: number) =>
  z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be 1 or more" })
    .max(max, { error: `limit must be at most ${max}` })
    .default(defaultLimit);

/** A field that failed validation, as the error body lists it. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** A CSV row that failed validation (row 1 is the header, so data starts at row 2). */
export const rowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
  /** Whom the row is about (its Name cell), when it has one. */
  person: z.string().optional(),
  /** The cell's value as written, when the problem is one cell's. */
  value: z.string().optional(),
});
export type RowError = z.infer<typeof rowErrorSchema>;

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.union([fieldErrorSchema, rowErrorSchema])).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const successBody = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

export const messageBody = z.object({ success: z.literal(true), message: z.string() });
