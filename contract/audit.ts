import { z } from "zod";
import { limitField, pageField, plainText } from "./common";

/**
 * A kind of record the trail names (`faculty`, `enquiry`, a collection's `phone-list`, …). Each server module
 * declares the kinds it writes with their labels (`audit.entities`, server/module.ts); the audit service refuses
 * one no module declares, and `GET /api/audit/facets` lists them for the audit screen.
 */
export type AuditEntity = string;

/** One field's change in an audit entry. */
export const fieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
export type AuditChanges = Record<string, z.infer<typeof fieldChangeSchema>>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** `name`: the account's name today (absent once the account is gone). */
  actor: z
    .object({ _id: z.string(), email: z.string(), role: z.string(), name: z.string().optional() })
    .nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The record's name or title, as its entries recorded it (the list's answer only). */
  entityLabel: z.string().nullable().optional(),
  changes: z.record(z.string(), fieldChangeSchema).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const isoDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), {
      error: `${label} must be a date such as 2026-11-23`,
    })
    .optional();

export const auditListQuery = z.object({
  page: pageField,
  limit: limitField(25, 100),
  /** A user's id or e-mail address. */
  actor: plainText("actor", 254).optional(),
  action: plainText("action", 100).optional(),
  entity: plainText("entity", 100).optional(),
  entityId: plainText("entityId", 100).optional(),
  from: isoDate("from"),
  to: isoDate("to"),
});
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  limit: z.number().int(),
  totalEntries: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});

export const auditListResponse = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
  pagination: auditPaginationSchema,
});
export type AuditListResponse = z.infer<typeof auditListResponse>;

/** Who and what appear in the trail: the audit screen's actor and action lists. */
export const auditFacetsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    actors: z.array(z.object({ _id: z.string(), email: z.string(), name: z.string().nullable() })),
    actions: z.array(z.string()),
    /** Every kind of record the trail names, with its label: the modules' declarations, in their order. */
    entities: z.array(z.object({ entity: z.string(), label: z.string() })),
  }),
});
export type AuditFacets = z.infer<typeof auditFacetsResponse>["data"];
