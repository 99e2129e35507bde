import { z } from "zod";
import { limitField, successBody } from "../common";
import { CONTENT_STATUSES, contentPaginationSchema, type ContentPagination } from "../content";
import {
  categoryField,
  collectionContract,
  defineCollection,
  TITLE_FIELD,
  type CollectionStatus,
  type PublicValuesOf,
  type StaffRecord,
  type ValuesOf,
} from "./collection";

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

/** How screens name each category. */
const CATEGORY_LABELS = Object.fromEntries(
  DOCUMENT_CATEGORIES.map((category) => [category, DOCUMENT_CATEGORY_INFO[category].label]),
) as Record<DocumentCategory, string>;

/** A document's public address: the same for every version of its file. */
export const documentUrl = (id: string) => `/documents/file/${id}.pdf`;

/**
 * PDF documents (issue 11, a collection since issue 20): listed on the public page of their category, each at
 * its own address /documents/file/{id}.pdf. server/documents/ keeps the API's multipart upload at
 * `/api/documents` (fields and a `file` part), the file's versions, the address and what the pages read. A
 * document is published on upload unless sent as a draft; saving it as a draft withdraws it.
 */
export const documentsCollection = defineCollection({
  name: "documents",
  plural: "documents",
  labels: { one: "document", many: "documents" },
  audit: { entity: "document", label: "Documents" },
  description: "PDFs listed on the public pages of their category",
  fields: {
    title: TITLE_FIELD,
    titleHi: {
      type: "text",
      label: "Name in Hindi",
      max: TITLE_FIELD.max,
      private: true,
      hindiOf: "title",
      hint: "Optional: the title in Hindi, for the Hindi site (empty: the English title there). Pages that pick a document by its title's first words (PG, MBBS, a committee's name) read the English one.",
    },
    category: { ...categoryField(DOCUMENT_CATEGORIES, CATEGORY_LABELS), defaultChoice: "downloads" },
    /** The document's own date (YYYY-MM-DD), e.g. of the letter or the list. */
    date: { type: "date", label: "Date", messageName: "date", required: true, defaultToday: true },
    file: {
      type: "pdf",
      label: "PDF file",
      required: true,
      hint: "At most 20 MB. A new file becomes the next version; the public address stays the same.",
    },
  },
  titleField: "title",
  listColumns: ["category", "date"],
  searchFields: ["title"],
  searchLabel: "Search titles",
  filters: ["category"],
  orderBy: "date",
  orderDescending: true,
  defaultStatus: "published",
  draftWithdraws: true,
  addLabel: "Upload Document",
  ownApi: {},
  submitLabels: { add: "Upload", edit: "Save changes" },
  access: { read: "public", write: "content:write" },
  // A draft is previewed on its category's page (the file itself is at documentUrl).
  publicRoute: (record) =>
    DOCUMENT_CATEGORY_INFO[record.category as DocumentCategory]?.page ?? documentUrl(record._id),
});

const contract = collectionContract(documentsCollection);
type Fields = typeof documentsCollection.fields;

/**
 * POST /api/documents (multipart: these fields, or a `data` part holding them as JSON, and a `file` part):
 * published unless it says otherwise. The file field is the server's to set.
 */
export const documentInput = contract.input;
export const documentInputObject = contract.inputObject;
/** PATCH /api/documents/{id} (multipart or JSON): fields sent replace the stored ones; a `file` replaces it. */
export const documentPatchInput = contract.patchObject.omit({ file: true } as never) as unknown as z.ZodType<
  Partial<Omit<ValuesOf<Fields>, "file"> & { status: CollectionStatus }>
>;
export const documentPatchObject = contract.patchObject.omit({ file: true } as never);
/** What a document is saved with (its file comes beside it; no Hindi title: none). */
export type DocumentValues = Omit<ValuesOf<Fields>, "file" | "titleHi"> & {
  titleHi?: string | null;
  status: CollectionStatus;
};

export const documentVersionSchema = z.object({
  version: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  /** That version's own file (staff only). */
  fileUrl: z.string(),
  uploadedAt: z.string(),
});

/** The current file, beside the declared fields (as the API always answered). */
const currentFile = z.object({
  /** The public address: it stays the same when the file is replaced. */
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  version: z.number().int(),
});
type CurrentFile = z.infer<typeof currentFile>;

const publicShape = contract.publicRecord.omit({ file: true } as never).shape;
/** A document as visitors read it. */
export const documentSchema = z.object({
  ...publicShape,
  ...currentFile.shape,
  status: z.enum(CONTENT_STATUSES),
  createdAt: z.string(),
});
export type DocumentRecord = {
  _id: string;
  status: CollectionStatus;
  createdAt: string;
  updatedAt: string;
  /** Asked with `language`: `["title"]` when the title is the English one for want of a Hindi title. */
  fallbacks?: string[];
} & Omit<PublicValuesOf<Fields>, "file"> &
  CurrentFile;

/** Staff: the collection's record (status, live, …), the current file, and every version of it on GET by id. */
export const documentWithVersionsSchema = contract.staffRecord.extend({
  ...currentFile.shape,
  versions: z.array(documentVersionSchema).optional(),
});
export type DocumentWithVersions = StaffRecord<Fields> &
  CurrentFile & { versions?: z.infer<typeof documentVersionSchema>[] };

/** The collection's list query, up to 200 a page (public pages' tools read whole categories). */
export const documentListQuery = contract.listQuery.extend({ limit: limitField(20, 200) });
export type DocumentListQuery = z.output<typeof documentListQuery> & { category?: DocumentCategory };

export const documentListResponse = successBody(
  z.object({
    documents: z.array(z.union([documentWithVersionsSchema, documentSchema])),
    pagination: contentPaginationSchema,
  }),
);
/** Staff's list (the back-office's document picker). */
export type DocumentListResponse = {
  data: { documents: DocumentWithVersions[]; pagination: ContentPagination };
};
export const documentResponse = successBody(z.union([documentWithVersionsSchema, documentSchema]));
