import { storedFormLanguage } from "../../contract/public-form";
import type { AuditEntity } from "../../contract/audit";
import type {
  CloseReason,
  Enquiry,
  EnquirySource,
  EnquiryStatus,
  PipelineEnquiry,
} from "../../contract/enquiry";
import type { EnquiryRow } from "./enquiries.schema";
import { enquiryReference } from "./enquiry-mail";

export const ENQUIRY_ENTITY = "enquiry" satisfies AuditEntity;

/** The fields an audit entry compares. */
export const AUDITED_FIELDS = ["name", "email", "phone", "course", "neetScore", "message"] as const;

/** "+91 98355-50101" and "09835550101" are one phone: the last ten digits. */
export const phoneKey = (phone: string): string | null => {
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 7 ? digits.slice(-10) : null;
};

/** "650" → 650; text that is not a plain number sorts after every number. */
export const neetScoreValue = (score: string): number | null => {
  const trimmed = score.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
};

export const toEnquiryDto = (row: EnquiryRow): Enquiry => ({
  _id: row.id,
  name: row.name,
  // A phone or walk-in enquiry may have no address: the API's field stays a string.
  email: row.email ?? "",
  phone: row.phone,
  course: row.course,
  neetScore: row.neetScore,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toPipelineDto = (
  row: EnquiryRow,
  assignee: { id: string | null; name: string | null } | null,
): PipelineEnquiry => ({
  ...toEnquiryDto(row),
  reference: enquiryReference(row.referenceNo),
  status: row.status as EnquiryStatus,
  closeReason: (row.closeReason as CloseReason | null) ?? null,
  assignee: assignee?.id ? { id: assignee.id, name: assignee.name ?? "" } : null,
  nextFollowUpAt: row.nextFollowUpAt?.toISOString() ?? null,
  firstContactedAt: row.firstContactedAt?.toISOString() ?? null,
  duplicateOf: row.duplicateOf,
  source: row.source as EnquirySource,
  campaign: row.campaign ?? null,
  referrer: row.referrer,
  updatesConsent: row.updatesConsentAt !== null,
  updatesConsentAt: row.updatesConsentAt?.toISOString() ?? null,
  language: storedFormLanguage(row.language),
});
