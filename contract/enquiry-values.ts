/**
 * An enquiry's fixed lists and their labels, without schemas: the staff list and the dashboard show them
 * without loading zod (ADR 028). `enquiry.ts` builds its schemas on them and re-exports this module.
 */

export const COURSES = ["MD", "MS", "MBBS"] as const;
export type Course = (typeof COURSES)[number];

export const ENQUIRY_SOURCES = ["web", "phone", "walk-in", "whatsapp", "referral", "event", "other"] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];
export const ENQUIRY_SOURCE_LABELS: Record<EnquirySource, string> = {
  web: "Website",
  phone: "Phone",
  "walk-in": "Walk-in",
  whatsapp: "WhatsApp",
  referral: "Referral",
  event: "Event",
  other: "Other",
};

export const ENQUIRY_STATUSES = ["new", "contacted", "follow-up", "applied", "admitted", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  "follow-up": "Follow-up",
  applied: "Applied",
  admitted: "Admitted",
  closed: "Closed",
};

/** The list's "not reached" filter: this many calls and none connected. */
export const NOT_REACHED_ATTEMPTS = 3;
