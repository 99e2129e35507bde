import { z } from "zod";
import { limitField, pageField, requiredText, successBody } from "./common";
import { contentPaginationSchema, contentStatusField, CONTENT_STATUSES, dateField } from "./content";

export const DOCUMENT_CATEGORIES = [
  "downloads",
  "nmc",
  "results",
  "student-list",
  "committee",
  "permission",
  "affiliation",
  "citizen-charter",
  "aebas",
  "fees",
  "safety",
  "admission",
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Each category's name and the public page that lists it (`listedOn`: where, when more needs saying). */
export const DOCUMENT_CATEGORY_INFO: Record<
  DocumentCategory,
  { label: string; page: string; listedOn?: string }
> = {
  downloads: { label: "Downloads", page: "/student/downloads" },
  nmc: { label: "NMC disclosures", page: "/student/information-as-per-nmc" },
  results: { label: "Examination results", page: "/student/examination-results" },
  "student-list": { label: "Student lists", page: "/student/student-list" },
  committee: {
    label: "Committee documents",
    page: "/about/college-committees",
    listedOn:
      "/about/college-committees, as the PDF of the committee whose name the title starts with (e.g. Anti Ragging Committee 2025-26)",
  },
  permission: { label: "Permissions", page: "/about/permission" },
  affiliation: { label: "Affiliation", page: "/about/affiliation" },
  "citizen-charter": { label: "Citizen's charter", page: "/about/citizen-character" },
  aebas: { label: "AEBAS attendance", page: "/faculty/mmc-aebas-attendance" },
  fees: {
    label: "Fee notices",
    page: "/academics/ug-fee-structure",
    listedOn:
      "the UG and PG fee pages (a title starting with PG only on the PG page, with MBBS or UG only on the UG page)",
  },
  safety: {
    label: "Anti-ragging and safety orders",
    page: "/safety",
    listedOn:
      "/safety, under Undertaking and regulations (anti-ragging orders, affidavit formats, the committees' notices)",
  },
  admission: {
    label: "Admission documents",
    page: "/admission/ug-admission-2025",
    listedOn:
      "the UG and PG admission pages (a title starting with PG only on the PG page, with MBBS or UG only on the UG page; the page leaves that first word out)",
  },
};

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const NOT_A_PDF_MESSAGE = "The file must be a PDF document";
export const CHOOSE_PDF_MESSAGE = "Please choose a PDF file";
/** A PDF whose compressed parts unpack to more than the checker allows (a "decompression bomb", or a damaged file). */
export const PDF_TOO_COMPLEX_MESSAGE =
  'This PDF unpacks to too much data to be checked. Save it again as a PDF (for example with "Reduce file size") and upload that';

const documentFields = {
  title: requiredText("Title", 200),
  category: z.enum(DOCUMENT_CATEGORIES, {
    error: `category must be one of ${DOCUMENT_CATEGORIES.join(", ")}`,
  }),
  /** The document's own date (YYYY-MM-DD), e.g. of the letter or the list. */
  date: dateField("date"),
  status: contentStatusField,
};

/** POST /api/documents (multipart, with `file`): published unless it says otherwise. */
export const documentInput = z.object({
  ...documentFields,
  status: documentFields.status.default("published"),
});
export type DocumentValues = z.output<typeof documentInput>;

/**
 * PATCH /api/documents/{id} (multipart or JSON): fields sent replace the stored ones (no defaults: a field left
 * out stays as it is); a `file` replaces it.
 */
export const documentPatchInput = z.object(documentFields).partial();

export const documentVersionSchema = z.object({
  version: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  /** That version's own file (staff only). */
  fileUrl: z.string(),
  uploadedAt: z.string(),
});

export const documentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  date: z.string(),
  status: z.enum(CONTENT_STATUSES),
  /** The public address: it stays the same when the file is replaced. */
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentRecord = z.infer<typeof documentSchema>;

export const documentWithVersionsSchema = documentSchema.extend({
  /** Staff only: every uploaded file, newest first. */
  versions: z.array(documentVersionSchema).optional(),
});
export type DocumentWithVersions = z.infer<typeof documentWithVersionsSchema>;

export const documentListQuery = z.object({
  page: pageField,
  limit: limitField(20, 200),
  category: z
    .enum(DOCUMENT_CATEGORIES, { error: `category must be one of ${DOCUMENT_CATEGORIES.join(", ")}` })
    .optional(),
  /** Staff only: title contains. */
  search: z.string().trim().max(100).optional(),
  /** Staff only. */
  status: contentStatusField.optional(),
});
export type DocumentListQuery = z.input<typeof documentListQuery>;

export const documentListResponse = successBody(
  z.object({ documents: z.array(documentSchema), pagination: contentPaginationSchema }),
);
export type DocumentListResponse = z.infer<typeof documentListResponse>;
export const documentResponse = successBody(documentWithVersionsSchema);
