import { categoryField, defineCollection, TITLE_FIELD, type PublicValuesOf } from "./collection";

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

/**
 * Notices and circulars (issue 11, a collection since issue 20): the home page's board, the header's
 * announcement, /notices and a page each at /notices/{slug} (made from the title). The API keeps the names it
 * had: `/api/notices`, `data.notices`, the `category` filter, `publishAt`/`expireAt`, `documentId`, … A notice
 * shows from its publishAt; after its expireAt it leaves the lists and stays readable at its address.
 */
export const noticesCollection = defineCollection({
  name: "notices",
  plural: "notices",
  labels: { one: "notice", many: "notices" },
  audit: { entity: "notice", label: "Notices" },
  description: "Notices on the home page's board, the header and /notices",
  fields: {
    title: TITLE_FIELD,
    titleHi: {
      type: "text",
      label: "Heading in Hindi",
      max: TITLE_FIELD.max,
      private: true,
      hindiOf: "title",
      hint: "Optional: the title in Hindi, for the Hindi site (empty: the English title there).",
    },
    category: categoryField(NOTICE_CATEGORIES, NOTICE_CATEGORY_LABELS),
    eventDate: {
      type: "date",
      label: "Camp date",
      messageName: "eventDate",
      hint: "Health camps: the day it is held (listed on the hospital page until then).",
    },
    place: {
      type: "text",
      label: "Camp place",
      messageName: "place",
      max: 200,
      hint: "Health camps: where it is held.",
    },
    publishAt: {
      type: "dateTime",
      label: "Publish at",
      messageName: "publishAt",
      defaultNow: true,
      hint: "Visitors see it from this moment; empty: at once.",
    },
    expireAt: {
      type: "dateTime",
      label: "Expire at",
      messageName: "expireAt",
      hint: "Optional: it leaves the board then, and is archived.",
    },
    body: {
      type: "longText",
      label: "Body",
      required: true,
      max: NOTICE_BODY_MAX,
      markdown: true,
      hint: "Paragraphs separated by a blank line; links as [text](https://…). HTML is shown as text.",
    },
    bodyHi: {
      type: "longText",
      label: "Text in Hindi",
      max: NOTICE_BODY_MAX,
      markdown: true,
      private: true,
      hindiOf: "body",
      hint: "Optional: the body in Hindi, for the Hindi site (empty: the English body there).",
    },
    link: {
      type: "text",
      label: "Link",
      messageName: "link",
      format: "url",
      hint: "Optional: a site path (/…) or an https:// address.",
    },
    pinned: {
      type: "boolean",
      label: "Pinned",
      hint: "First on the board; a pinned admission notice also goes to the header.",
    },
    documentId: { type: "document", label: "Attached document", messageName: "documentId" },
  },
  titleField: "title",
  listColumns: ["category", "pinned", "publishAt"],
  searchFields: ["title"],
  searchLabel: "Search titles",
  submitLabels: { add: "Add notice", edit: "Save changes" },
  filters: ["category"],
  orderBy: "publishAt",
  orderDescending: true,
  pageSize: 10,
  slugFrom: "title",
  schedule: { from: "publishAt", until: "expireAt" },
  checks: [
    (notice) =>
      notice.expireAt && Date.parse(notice.expireAt) <= Date.parse(notice.publishAt)
        ? { field: "expireAt", message: "expireAt must be after publishAt" }
        : null,
    (notice) =>
      notice.category === "health-camp" && !notice.eventDate
        ? { field: "eventDate", message: "A health camp needs its date (eventDate)" }
        : null,
    (notice) =>
      notice.category === "health-camp" && !notice.place
        ? { field: "place", message: "A health camp needs its place" }
        : null,
  ],
  access: { read: "public", write: "content:write" },
  publicRoute: (record) => `/notices/${record.slug}`,
});

/** A notice as visitors read it. */
export type Notice = PublicValuesOf<typeof noticesCollection.fields> & { _id: string; slug: string };
