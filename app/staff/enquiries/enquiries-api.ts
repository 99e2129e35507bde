import { collegeDate } from "../../../contract/college-time";
import type {
  CloseReason,
  EmailState,
  Enquiry,
  EnquiryDetail,
  EnquiryFunnel,
  EnquiryNote,
  EnquiryStatus,
  PipelineEnquiry,
  StaffEnquiryInput,
  EnquiryCall,
  EnquiryCallInput,
  EnquirySource,
  EnquirySources,
} from "../../../contract/enquiry";
import type { WhatsappMessage } from "../../../contract/message-templates";
import { apiDownload, apiRequest } from "../api-client";

/** The list's query: page, sort and filters, all kept in the address. */
export interface EnquiriesQuery {
  page: number;
  limit: number;
  sortBy: "createdAt" | "name" | "neetScore" | "course";
  sortOrder: "asc" | "desc";
  status?: EnquiryStatus;
  /** `me`, `none` or a user id. */
  assignee?: string;
  course?: string;
  minScore?: string;
  maxScore?: string;
  from?: string;
  to?: string;
  due?: "today" | "overdue";
  /** Name, e-mail, course, any part of the phone, or the reference (ENQ-000123). */
  search?: string;
  source?: EnquirySource;
  /** "true": open enquiries called 3 times or more without getting through. */
  notReached?: string;
}

export interface EnquiryListBody {
  success: true;
  data: PipelineEnquiry[];
  pagination: {
    currentPage: number;
    totalPages: number;
    limit: number;
    totalEnquiries: number;
    hasNextPage: boolean;
    hasPrevPage: boolean;
  };
}

export function listEnquiries(query: EnquiriesQuery) {
  return apiRequest<EnquiryListBody>("enquiry", {
    query: { ...query },
    fallback: "Failed to fetch enquiries",
  });
}

export type EnquiryValues = Pick<Enquiry, "name" | "email" | "phone" | "course" | "neetScore" | "message">;

/** Creates an enquiry for a caller (POST, 201) or changes one (PUT, 200). */
export function saveEnquiry(id: string | null, values: EnquiryValues) {
  return apiRequest<{ message?: string; data: Enquiry }>(
    id ? `enquiry/${encodeURIComponent(id)}` : "enquiry",
    {
      method: id ? "PUT" : "POST",
      json: values,
      fallback: id ? "Failed to update enquiry" : "Failed to add enquiry",
    },
  );
}

/** An enquiry taken by phone, at the counter or elsewhere (no public rate limit; 201). */
export function addStaffEnquiry(values: StaffEnquiryInput) {
  return apiRequest<{ message?: string; data: PipelineEnquiry }>("enquiry/staff-entry", {
    method: "POST",
    json: values,
    fallback: "Failed to add enquiry",
  });
}

export function deleteEnquiry(id: string) {
  return apiRequest(`enquiry/${encodeURIComponent(id)}`, {
    method: "DELETE",
    fallback: "Failed to delete enquiry",
  });
}

/** Exactly the enquiries the list's filters select (every page), in its sort, as the server's CSV file. */
export function exportEnquiries(query: Partial<EnquiriesQuery>) {
  const day = collegeDate();
  const { page: _page, limit: _limit, ...filters } = query;
  return apiDownload("enquiry/export", { ...filters }, `enquiries-${day}.csv`);
}

const path = (id: string, rest = "") => `enquiry/${encodeURIComponent(id)}${rest}`;

export const fetchEnquiry = (id: string) =>
  apiRequest<{ data: EnquiryDetail }>(path(id), { fallback: "Failed to load the enquiry" }).then(
    (body) => body.data,
  );

export interface PipelineChange {
  status?: EnquiryStatus;
  closeReason?: CloseReason | null;
  assigneeId?: string | null;
  nextFollowUpAt?: string | null;
  /** The note box's text, saved with the change. */
  note?: string;
}

export const patchEnquiry = (id: string, change: PipelineChange) =>
  apiRequest<{ message: string; data: PipelineEnquiry }>(path(id), {
    method: "PATCH",
    json: change,
    fallback: "Failed to update enquiry",
  });

export const addNote = (id: string, text: string) =>
  apiRequest<{ data: EnquiryNote }>(path(id, "/notes"), {
    method: "POST",
    json: { text },
    fallback: "Failed to add the note",
  });

export const editNote = (id: string, noteId: string, text: string) =>
  apiRequest(path(id, `/notes/${encodeURIComponent(noteId)}`), {
    method: "PATCH",
    json: { text },
    fallback: "Failed to change the note",
  });

export const deleteNote = (id: string, noteId: string) =>
  apiRequest(path(id, `/notes/${encodeURIComponent(noteId)}`), {
    method: "DELETE",
    fallback: "Failed to delete the note",
  });

export const mergeEnquiry = (id: string, intoId: string) =>
  apiRequest<{ data: PipelineEnquiry }>(path(id, "/merge"), {
    method: "POST",
    json: { intoId },
    fallback: "Failed to merge the enquiries",
  });

export const unlinkEnquiry = (id: string) =>
  apiRequest<{ data: PipelineEnquiry }>(path(id, "/unlink"), {
    method: "POST",
    fallback: "Failed to unlink the enquiry",
  });

export interface Assignee {
  id: string;
  name: string;
  email: string;
  role: string;
}

export const fetchAssignees = () =>
  apiRequest<{ data: Assignee[] }>("enquiry/assignees", { fallback: "Failed to load staff" }).then(
    (body) => body.data,
  );

export const fetchFunnel = () =>
  apiRequest<{ data: EnquiryFunnel }>("enquiry/funnel", { fallback: "no answer" }).then((body) => body.data);

export interface MailStatus {
  configured: boolean;
  pending: number;
  failed: number;
}

export const fetchMailStatus = () =>
  apiRequest<{ data: MailStatus }>("mail/status", { fallback: "no answer" }).then((body) => body.data);

export const retryEmail = (id: string) =>
  apiRequest<{ data: EmailState }>(`mail/${encodeURIComponent(id)}/retry`, {
    method: "POST",
    fallback: "Failed to retry the e-mail",
  });

export const fetchCalls = (id: string) =>
  apiRequest<{ data: EnquiryCall[] }>(path(id, "/calls"), { fallback: "Failed to load the calls" }).then(
    (body) => body.data,
  );

export const logCall = (id: string, call: EnquiryCallInput) =>
  apiRequest<{ message: string; data: EnquiryCall }>(path(id, "/calls"), {
    method: "POST",
    json: call,
    fallback: "Failed to log the call",
  });

/** Records on the timeline that a template was sent on WhatsApp (the screen has opened wa.me itself). */
export const logWhatsapp = (id: string, templateId: string) =>
  apiRequest<{ message: string; data: WhatsappMessage }>(path(id, "/whatsapp"), {
    method: "POST",
    json: { templateId },
    fallback: "The message could not be logged on the timeline",
  });

export const fetchSources = (range: { from?: string; to?: string }) =>
  apiRequest<{ data: EnquirySources }>("enquiry/sources", {
    query: { ...range },
    fallback: "Failed to load the sources",
  }).then((body) => body.data);
