import { z } from "zod";
import { limitField, pageField, requiredText, searchField, successBody } from "./common";
import {
  booleanField,
  contentPaginationSchema,
  contentStatusField,
  CONTENT_STATUSES,
  dateField,
  dateTimeField,
  optionalDateTimeField,
  optionalHrefField,
  optionalUuidField,
} from "./content";

export const NOTICE_CATEGORIES = [
  "admission",
  "examination",
  "academic",
  "recruitment",
  "tender",
  "general",
  "health-camp",
] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const NOTICE_CATEGORY_LABELS: Record<NoticeCategory, string> = {
  admission: "Admission",
  examination: "Examination",
  academic: "Academic",
  recruitment: "Recruitment",
  tender: "Tender",
  general: "General",
  "health-camp": "Health camp",
};

export const NOTICE_BODY_MAX = 20_000;
export const EXPIRE_BEFORE_PUBLISH_MESSAGE = "expireAt must be after publishAt";
export const CAMP_DATE_MESSAGE = "A health camp needs its date (eventDate)";
export const CAMP_PLACE_MESSAGE = "A health camp needs its place";

const blankText = (value: unknown) => value === undefined || value === null || value === "";

const noticeFields = {
  title: requiredText("Title", 200),
  /** Markdown: paragraphs and links; raw HTML is shown as text. */
  body: requiredText("Body", NOTICE_BODY_MAX, { multiline: true }),
  category: z.enum(NOTICE_CATEGORIES, {
    error: `category must be one of ${NOTICE_CATEGORIES.join(", ")}`,
  }),
  status: contentStatusField,
  pinned: booleanField,
  /** When it appears; absent: now. */
  publishAt: dateTimeField("publishAt").optional(),
  expireAt: optionalDateTimeField("expireAt"),
  link: optionalHrefField("link"),
  documentId: optionalUuidField("documentId"),
  /** The day a health camp is held (YYYY-MM-DD, India); required for that category. */
  eventDate: z.preprocess(
    (value) => (blankText(value) ? null : value),
    dateField("eventDate").nullable().optional(),
  ),
  /** Where a health camp is held; required for that category. */
  place: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    requiredText("place", 200).nullable().optional(),
  ),
};

const expiresAfterPublish = (value: { publishAt?: string | null; expireAt?: string | null }) =>
  !value.expireAt || !value.publishAt || Date.parse(value.expireAt) > Date.parse(value.publishAt);

/** POST /api/notices (a new notice is a draft, not pinned, unless it says otherwise). */
export const noticeInput = z
  .object({
    ...noticeFields,
    status: noticeFields.status.default("draft"),
    pinned: noticeFields.pinned.default(false),
  })
  .refine(expiresAfterPublish, { error: EXPIRE_BEFORE_PUBLISH_MESSAGE, path: ["expireAt"] })
  .refine((value) => value.category !== "health-camp" || !!value.eventDate, {
    error: CAMP_DATE_MESSAGE,
    path: ["eventDate"],
  })
  .refine((value) => value.category !== "health-camp" || !!value.place, {
    error: CAMP_PLACE_MESSAGE,
    path: ["place"],
  });
export type NoticeInput = z.input<typeof noticeInput>;
export type NoticeValues = z.output<typeof noticeInput>;

/**
 * PATCH /api/notices/{id}: fields sent replace the stored ones; the merged notice is checked again. No
 * defaults here (zod's partial() would keep them): a field left out stays as it is.
 */
export const noticePatchInput = z.object(noticeFields).partial();

export const noticeSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  category: z.enum(NOTICE_CATEGORIES),
  status: z.enum(CONTENT_STATUSES),
  pinned: z.boolean(),
  publishAt: z.string(),
  expireAt: z.string().nullable(),
  link: z.string().nullable(),
  documentId: z.string().nullable(),
  eventDate: z.string().nullable(),
  place: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeListQuery = z.object({
  page: pageField,
  limit: limitField(10, 100),
  category: z
    .enum(NOTICE_CATEGORIES, { error: `category must be one of ${NOTICE_CATEGORIES.join(", ")}` })
    .optional(),
  /** Staff only: title contains. */
  search: searchField(),
  /** Staff only. */
  status: contentStatusField.optional(),
});
export type NoticeListQuery = z.input<typeof noticeListQuery>;

export const noticeListResponse = successBody(
  z.object({ notices: z.array(noticeSchema), pagination: contentPaginationSchema }),
);
export type NoticeListResponse = z.infer<typeof noticeListResponse>;
export const noticeResponse = successBody(noticeSchema);
