import { z } from "zod";
import { COLLECTIONS } from "./collections/collections";
import { limitField, pageField, plainText } from "./common";

/** The kinds of record the domains write to the trail. */
const DOMAIN_ENTITIES = {
  user: "Accounts",
  "security-settings": "Security settings",
  faculty: "Faculty",
  "nmc-faculty-list": "NMC faculty lists",
  "disclosure-publication": "MSR B.1.11 publications",
  enquiry: "Admission enquiries",
  "enquiry-settings": "Enquiry settings",
  message: "Contact messages",
  mail: "E-mail",
  popup: "Admission pop-up",
  document: "Documents",
  "fee-table": "Fee tables",
  "site-settings": "Site settings",
  student: "Admitted students",
  "non-teaching-staff": "Non-teaching staff",
  "clinical-material": "Clinical material",
  "exam-result": "Examination results",
  "college-information": "College information",
  "opd-session": "OPD sessions",
  "opd-holiday": "OPD holidays",
  "opd-seasons": "OPD seasons",
  "blood-stock": "Blood stock",
  "message-template": "Message templates",
  "counselling-round": "Counselling rounds",
  "appointment-request": "Appointment request",
  audit: "Audit trail",
  grievance: "Complaints",
  privacy: "Privacy and retention",
} as const;
export type AuditEntity = keyof typeof DOMAIN_ENTITIES;

/** Every kind of record the trail names (the domains', then each content collection's), with the label the audit screen's filter shows. */
export const AUDIT_ENTITIES: Readonly<Record<string, string>> = {
  ...DOMAIN_ENTITIES,
  ...Object.fromEntries(COLLECTIONS.map((collection) => [collection.audit.entity, collection.audit.label])),
};

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
  }),
});
export type AuditFacets = z.infer<typeof auditFacetsResponse>["data"];
