import { index, route } from "@react-router/dev/routes";

/** A staff-kept record kind's screen (app/staff/registers/registers.ts). */
const register = (path: string) =>
  route(path, "routes/staff/register-page.tsx", { id: `staff-register-${path}` });

const section = (path: string) =>
  route(path, "routes/staff/section-info.tsx", { id: `staff-section-${path}` });

/** The staff back-office's route table (admin spec §2), mounted under /dashboard. */
export const staffRoutes = [
  route("login", "routes/staff/login.tsx"),
  route("forgot-password", "routes/staff/forgot-password.tsx"),
  route("reset-password", "routes/staff/reset-password.tsx"),
  route("accept-invitation", "routes/staff/accept-invitation.tsx"),
  route("dashboard", "routes/staff/staff-layout.tsx", [
    index("routes/staff/dashboard.tsx"),
    route("faculty", "routes/staff/faculty/faculty-management.tsx"),
    register("non-teaching-staff"),
    register("students"),
    register("clinical-material"),
    register("exam-results"),
    route("contact", "routes/staff/contact-messages.tsx"),
    route("admission-enquiry", "routes/staff/enquiries/enquiries-page.tsx"),
    route("admission-enquiry/:id", "routes/staff/enquiries/enquiry-detail.tsx"),
    route("message-templates", "routes/staff/message-templates-page.tsx"),
    route("counselling-rounds", "routes/staff/counselling-rounds-page.tsx"),
    route("notices", "routes/staff/content/notices-page.tsx"),
    route("popup", "routes/staff/content/popup-page.tsx"),
    route("nmc-disclosure", "routes/staff/nmc-disclosure.tsx"),
    route("disclosures", "routes/staff/disclosures-page.tsx"),
    route("documents", "routes/staff/content/documents-page.tsx"),
    route("gallery", "routes/staff/content/gallery-page.tsx"),
    route("jobs", "routes/staff/content/jobs-page.tsx"),
    route("fees", "routes/staff/content/fees-page.tsx"),
    route("site-settings", "routes/staff/content/site-settings-page.tsx"),
    route("collections/:collection", "routes/staff/collections/collection-page.tsx"),
    route("grievances", "routes/staff/grievances/grievances-page.tsx"),
    route("grievances/:reference", "routes/staff/grievances/grievance-detail.tsx"),
    route("opd", "routes/staff/opd-page.tsx"),
    route("blood-stock", "routes/staff/blood-stock-page.tsx"),
    route("appointments", "routes/staff/appointments-page.tsx"),
    route("users", "routes/staff/users/users-page.tsx"),
    route("audit", "routes/staff/audit/audit-page.tsx"),
    route("settings", "routes/staff/settings.tsx"),
    section("help"),
    // Unknown inner paths fall back to the dashboard.
    route("*", "routes/staff/dashboard-fallback.tsx"),
  ]),
];
