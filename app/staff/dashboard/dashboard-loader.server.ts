import type { AppLoadContext } from "react-router";
import { grievanceListQuery } from "../../../contract/grievances";
import { nmcDuty } from "../../../contract/nmc";
import { staffScreenReader } from "../screen-data.server";

/**
 * The dashboard's first figures, read on the server under the keys the screen loads them by: the summary
 * (GET /api/dashboard, any staff), faculty, enquiry and message counts (their API routes' read permissions)
 * and the cards above them: whether this month's NMC list and MSR information are published (for those who
 * publish them) and the open complaints (the committees). The disclosure status card and the panels below
 * the fold still load after hydration.
 */
export async function loadDashboardScreen(context: AppLoadContext) {
  const reader = await staffScreenReader(context);
  if (!reader) return null;
  const { services } = context;
  const duty = nmcDuty(new Date());
  const [summary, faculty, enquiries, messages, nmcDue, disclosuresDue, grievances] = await Promise.all([
    reader.read("dashboard-summary", null, () => services.dashboard.summary(reader.actor)),
    reader.read("faculty-stats", "faculty:read", () => services.faculty.stats()),
    reader.read("enquiry-stats", "enquiries:read", () => services.enquiries.stats()),
    reader.read("message-stats", "messages:read", () => services.messages.stats({})),
    reader.read(`nmc-due-${duty.dueMonth}`, "nmc:publish", () => services.nmc.find(duty.dueMonth)),
    reader.read("disclosures-due", "disclosure:publish", () => services.disclosures.publications.preview()),
    reader.read("grievance-counts", ["grievances:work", "grievances:work-harassment"], async () => ({
      success: true as const,
      ...(await services.grievances.list(reader.role, grievanceListQuery.parse({ status: "open" }))),
    })),
  ]);
  return { summary, faculty, enquiries, messages, nmcDue, disclosuresDue, grievances };
}
