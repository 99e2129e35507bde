import { z } from "zod";
import { plainText, requiredText, successBody } from "./common";
import { booleanField, optionalDateTimeField, safeHrefField } from "./content";
import type { Language } from "./language";

export const POPUP_END_BEFORE_START_MESSAGE = "endAt must be after startAt";

/** The pop-up's texts, each with an optional Hindi text beside it (`titleHi`, …; issue 24). */
const POPUP_TEXTS = {
  title: { label: "Title", max: 120, multiline: false },
  /** Plain text; a blank line starts a new paragraph. */
  body: { label: "Body", max: 2000, multiline: true },
  primaryLabel: { label: "Primary button label", max: 60, multiline: false },
  secondaryLabel: { label: "Secondary button label", max: 60, multiline: false },
} as const;
export type PopupText = keyof typeof POPUP_TEXTS;
export const POPUP_TEXT_NAMES = Object.keys(POPUP_TEXTS) as PopupText[];
type HindiName = `${PopupText}Hi`;
export const hindiNameOf = (name: PopupText) => `${name}Hi` as HindiName;

const englishText = (name: PopupText) => {
  const { label, max, multiline } = POPUP_TEXTS[name];
  return requiredText(label, max, { multiline });
};
/** A Hindi text: optional, empty (or null) for none, which a PATCH may send to clear it. */
const hindiText = (name: PopupText) => {
  const { label, max, multiline } = POPUP_TEXTS[name];
  return z.preprocess(
    (value) => (value == null || (typeof value === "string" && value.trim() === "") ? null : value),
    plainText(`${label} (Hindi)`, max, { multiline }).nullable(),
  );
};

const popupFields = {
  enabled: booleanField,
  title: englishText("title"),
  titleHi: hindiText("title"),
  body: englishText("body"),
  bodyHi: hindiText("body"),
  primaryLabel: englishText("primaryLabel"),
  primaryLabelHi: hindiText("primaryLabel"),
  primaryHref: safeHrefField("Primary button target"),
  secondaryLabel: englishText("secondaryLabel"),
  secondaryLabelHi: hindiText("secondaryLabel"),
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

/** What visitors read: the texts in one language (no Hindi source fields beside them). */
export const publicPopupSchema = z.object({
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
  /**
   * A visitor's `?language=hi`: the texts in Hindi where given; those shown in English for want of a Hindi text
   * (`title`, `body`, `primaryLabel`, `secondaryLabel`).
   */
  fallbacks: z.array(z.enum(POPUP_TEXT_NAMES as [PopupText, ...PopupText[]])).optional(),
});
export type PublicPopup = z.infer<typeof publicPopupSchema>;

/** Staff (content:write) read the record as stored: the English texts and their Hindi beside them. */
export const popupSchema = publicPopupSchema.omit({ fallbacks: true }).extend({
  /** The texts in Hindi (issue 24): null where there is none (the Hindi site shows the English). */
  titleHi: z.string().nullable(),
  bodyHi: z.string().nullable(),
  primaryLabelHi: z.string().nullable(),
  secondaryLabelHi: z.string().nullable(),
});
export type Popup = z.infer<typeof popupSchema>;

/** The record without its Hindi source fields (`titleHi`, …), which only staff read. */
function withoutHindi(popup: Popup): Omit<Popup, HindiName> {
  const {
    titleHi: _title,
    bodyHi: _body,
    primaryLabelHi: _primary,
    secondaryLabelHi: _secondary,
    ...english
  } = popup;
  return english;
}

/**
 * The pop-up as a visitor reads it in a language: in Hindi each Hindi text where there is one, else the
 * English, named in `fallbacks`; in English as it is (no `fallbacks`). Either way without the Hindi source
 * fields: the answer carries the language asked for only.
 */
export function popupIn(popup: Popup, language: Language): PublicPopup {
  const english = withoutHindi(popup);
  if (language === "en") return english;
  const fallbacks = POPUP_TEXT_NAMES.filter((name) => !popup[hindiNameOf(name)]?.trim());
  const texts = Object.fromEntries(
    POPUP_TEXT_NAMES.map((name) => [
      name,
      popup[hindiNameOf(name)]?.trim() ? popup[hindiNameOf(name)] : popup[name],
    ]),
  );
  return { ...english, ...texts, fallbacks };
}

/** Staff get the record; visitors get it only while it is on and within its dates, else null. */
export const popupResponse = successBody(z.union([popupSchema, publicPopupSchema]).nullable());
