import { z } from "zod";
import { limitField, pageField, plainText, successBody } from "./common";
import { MSR_ITEM_LETTERS, type MsrItemLetter } from "./msr-hub";
import { monthField } from "./nmc";

// The hub's items, paths and calendar, without schemas (ADR 028: a staff screen shows the deadline without zod).
export * from "./msr-hub";

export const disclosurePublishInput = z.object({
  month: monthField,
  reason: plainText("reason", 500, { multiline: true })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type DisclosurePublishInput = z.input<typeof disclosurePublishInput>;

/** One item's summary: its letter and title, when what it shows last changed, and what it lacked. */
export const itemSummarySchema = z.object({
  letter: z.enum(MSR_ITEM_LETTERS as [MsrItemLetter, ...MsrItemLetter[]]),
  title: z.string(),
  updatedAt: z.string().nullable(),
  missing: z.array(z.string()),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

export const disclosurePublicationSchema = z.object({
  _id: z.string(),
  month: z.string(),
  revision: z.number().int(),
  /** Why this revision was published (absent on the first publication). */
  reason: z.string().nullable(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  /** How many facts the items lacked when published. */
  missing: z.number().int(),
});
export type DisclosurePublication = z.infer<typeof disclosurePublicationSchema>;

/** A month's publication with its items as stored (each item's own fields beside the summary's). */
export const disclosurePublicationWithItemsSchema = disclosurePublicationSchema.extend({
  items: z.array(itemSummarySchema.passthrough()),
  collegeInformation: z.object({
    facts: z.record(z.string(), z.unknown()),
    missing: z.array(z.string()),
    updatedAt: z.string().nullable(),
  }),
  /** Every revision of the month, newest first (without items). */
  revisions: z.array(disclosurePublicationSchema),
});

export const disclosurePreviewSchema = z.object({
  month: z.string(),
  items: z.array(itemSummarySchema),
  proforma: z.object({ missing: z.array(z.string()), updatedAt: z.string().nullable() }),
  /** This month's latest publication, or null while it is unpublished. */
  published: disclosurePublicationSchema.nullable(),
});
export type DisclosurePreview = z.infer<typeof disclosurePreviewSchema>;

export const disclosureListQuery = z.object({
  page: pageField,
  limit: limitField(24, 100),
});

export const disclosureListResponse = z.object({
  success: z.literal(true),
  data: z.object({
    months: z.array(disclosurePublicationSchema),
    pagination: z.object({
      currentPage: z.number().int(),
      totalPages: z.number().int(),
      limit: z.number().int(),
      totalMonths: z.number().int(),
      hasNextPage: z.boolean(),
      hasPrevPage: z.boolean(),
    }),
  }),
});
export const disclosurePublicationResponse = successBody(disclosurePublicationSchema);
export const disclosurePublicationWithItemsResponse = successBody(disclosurePublicationWithItemsSchema);
export const disclosurePreviewResponse = successBody(disclosurePreviewSchema);
