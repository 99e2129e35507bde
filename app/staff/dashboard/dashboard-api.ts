import type { ContactMessage } from "../../../contract/contact";
import type { DashboardSummary } from "../../../contract/dashboard";
import type { EnquiryStats } from "../../../contract/enquiry";
import type { FacultyStats } from "../../../contract/faculty";
import { apiRequest } from "../api-client";

interface MessageStats {
  total: number;
  byStatus: Record<ContactMessage["status"], number>;
}

export const fetchFacultyStats = () =>
  apiRequest<{ data: FacultyStats }>("faculty/stats", { fallback: "no answer" }).then((body) => body.data);
export const fetchEnquiryStats = () =>
  apiRequest<{ data: EnquiryStats }>("enquiry/stats", { fallback: "no answer" }).then((body) => body.data);
export const fetchMessageStats = () =>
  apiRequest<{ data: MessageStats }>("contact-us/stats", { fallback: "no answer" }).then((body) => body.data);
export const fetchDashboardSummary = () =>
  apiRequest<{ data: DashboardSummary }>("dashboard", { fallback: "no answer" }).then((body) => body.data);
