import type { AppLoadContext } from "react-router";
import { nmcDuty } from "../../../contract/nmc";
import { staffScreenReader } from "../screen-data.server";

/**
 * The dashboard's first figures, read on the server under the keys the screen loads them by: the summary
 * (GET /api/dashboard, any staff), faculty, enquiry and message counts (their API routes' read permissions)
 * and whether this month's NMC list is published (the due card, for those who publish it). The panels below
 * the fold still load after hydration.
 */
export async function loadDashboardScreen(context: AppLoadContext) {
  const reader = await staffScreenReader(context);
  if (!reader) return null;
  const { services } = context;
  const duty = nmcDuty(new Date());
  const [summary, faculty, enquiries, messages, nmcDue] = await Promise.all([
    reader.read("dashboard-summary", null, () => services.dashboard.summary(reader.actor)),
    reader.read("faculty-stats", "faculty:read", () => services.faculty.stats()),
    reader.read("enquiry-stats", "enquiries:read", () => services.enquiries.stats()),
    reader.read("message-stats", "messages:read", () => services.messages.stats({})),
    reader.read(`nmc-due-${duty.dueMonth}`, "nmc:publish", () => services.nmc.find(duty.dueMonth)),
  ]);
  return { summary, faculty, enquiries, messages, nmcDue };
}
