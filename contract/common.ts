import { z } from "zod";

/** Trimmed text; empty after trimming counts as missing. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Optional text: empty strings and nulls become undefined. */
export const optionalText = (label: string, max = 200) =>
  z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    z
      .string()
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` })
      .optional(),
  );

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, { error: "Email is required" })
  .max(254, { error: "Email must be at most 254 characters" })
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
