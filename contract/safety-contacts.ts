import { z } from "zod";
import { plainText, requiredText, successBody } from "./common";

/**
 * The people a student in trouble can reach (issue 22): the members of each body the regulations ask a
 * college to publish, edited by staff. They move onto the committees collection (issue 20) when it lands.
 */
export const SAFETY_BODIES = {
  "anti-ragging-committee": "Anti-Ragging Committee",
  "anti-ragging-squad": "Anti-Ragging Squad",
  "nodal-officer": "Anti-ragging nodal officer",
  "internal-committee": "Internal Committee (sexual harassment)",
  "grievance-committee": "Students' Grievance Redressal Committee",
  ombudsperson: "Ombudsperson",
  "grievance-officer": "Grievance redressal officer",
} as const;
export type SafetyBody = keyof typeof SAFETY_BODIES;
export const SAFETY_BODY_SLUGS = Object.keys(SAFETY_BODIES) as [SafetyBody, ...SafetyBody[]];

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;
/** In a change, a blank optional field clears it. */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const phone = z
  .string()
  .trim()
  .max(20, { error: "Phone must be at most 20 characters" })
  .refine((value) => /^\+?[\d\s\-()]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value), {
    error: "Enter a valid phone number",
  });
const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: "Enter a valid email address" }));
const note = plainText("Note", 200);

const required = {
  body: z.enum(SAFETY_BODY_SLUGS, { error: "Choose the committee or office" }),
  name: requiredText("Name", 120),
  role: requiredText("Role", 120),
  order: z.coerce.number().int().min(0).max(1000).default(100),
};

export const safetyContactInput = z.object({
  ...required,
  phone: z.preprocess(blankToUndefined, phone.optional()),
  email: z.preprocess(blankToUndefined, email.optional()),
  note: z.preprocess(blankToUndefined, note.optional()),
});
export const safetyContactPatch = z
  .object({
    ...required,
    order: z.coerce.number().int().min(0).max(1000),
    phone: z.preprocess(blankToNull, phone.nullable()),
    email: z.preprocess(blankToNull, email.nullable()),
    note: z.preprocess(blankToNull, note.nullable()),
  })
  .partial();

export const safetyContactSchema = z.object({
  _id: z.string(),
  body: z.enum(SAFETY_BODY_SLUGS),
  name: z.string(),
  role: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  note: z.string().nullable(),
  order: z.number().int(),
});
export type SafetyContact = z.infer<typeof safetyContactSchema>;

export const safetyContactResponse = successBody(safetyContactSchema);
export const safetyContactListResponse = successBody(z.array(safetyContactSchema));
