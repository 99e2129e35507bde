import { z } from "zod";
import { requiredText, successBody } from "./common";
import { booleanField, optionalDateTimeField, safeHrefField } from "./content";

export const POPUP_END_BEFORE_START_MESSAGE = "endAt must be after startAt";

const popupFields = {
  enabled: booleanField,
  title: requiredText("Title", 120),
  /** Plain text; a blank line starts a new paragraph. */
  body: requiredText("Body", 2000, { multiline: true }),
  primaryLabel: requiredText("Primary button label", 60),
  primaryHref: safeHrefField("Primary button target"),
  secondaryLabel: requiredText("Secondary button label", 60),
  secondaryHref: safeHrefField("Secondary button target"),
  startAt: optionalDateTimeField("startAt"),
  endAt: optionalDateTimeField("endAt"),
};

const endsAfterStart = (value: { startAt?: string | null; endAt?: string | null }) =>
  !value.startAt || !value.endAt || Date.parse(value.endAt) > Date.parse(value.startAt);

/** The whole pop-up, as stored (after a PATCH is merged onto the current one). */
export const popupInput = z
  .object(popupFields)
  .refine(endsAfterStart, { error: POPUP_END_BEFORE_START_MESSAGE, path: ["endAt"] });
export type PopupValues = z.output<typeof popupInput>;

/** PATCH /api/popup: fields sent replace the stored ones. */
export const popupPatchInput = z.object(popupFields).partial();
export type PopupPatch = z.input<typeof popupPatchInput>;

export const popupSchema = z.object({
  _id: z.string(),
  enabled: z.boolean(),
  title: z.string(),
  body: z.string(),
  primaryLabel: z.string(),
  primaryHref: z.string(),
  secondaryLabel: z.string(),
  secondaryHref: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Popup = z.infer<typeof popupSchema>;

/** Staff get the record; visitors get it only while it is on and within its dates, else null. */
export const popupResponse = successBody(popupSchema.nullable());
