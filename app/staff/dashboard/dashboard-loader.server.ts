import type { AppLoadContext } from "react-router";
import { auditListQuery, type AuditListResponse } from "../../../contract/audit";
import { enquirySourcesQuery } from "../../../contract/enquiry";
import { apiQueryParams } from "../api-client";
import { COMMITTEE, readGrievanceList } from "../grievances/grievances-loader.server";
import { staffScreenReader } from "../screen-data.server";
import {
  disclosureStatusMonths,
  publishedOn,
  RECENT_ACTIVITY_QUERY,
  seasonRange,
  sourcesKey,
} from "./dashboard-keys";

/**
 * The dashboard's data, read on the server under the keys the screen loads it by, each only for a role
 * holding its API route's permission: the summary (GET /api/dashboard, any staff), faculty, enquiry and
 * message counts, the cards above them (whether this month's NMC list and MSR information are published, for
 * those who publish them; the open complaints, for the committees), the disclosure status (the public
 * GET /api/disclosures/months/:month and /api/nmc/faculty-lists/:month, any staff: a month not published is
 * null, where the API answers 404), and the panels below: the admissions pipeline and the enquiries' sources
 * (enquiries:read) and the recent activity (audit:read).
 */
export async function loadDashboardScreen(context: AppLoadContext) {
  const reader = await staffScreenReader(context);
  if (!reader) return null;
  const { services } = context;
  const status = disclosureStatusMonths(new Date());
  // The NMC list's month due: the NMC card (its publishers) and the disclosure status (everyone) read it once.
  const nmcMonth = status.list.dueMonth;
  let nmcRead: ReturnType<typeof services.nmc.find> | undefined;
  const nmcList = () => (nmcRead ??= services.nmc.find(nmcMonth));
  const season = seasonRange();
  return allOf({
    summary: reader.read("dashboard-summary", null, () => services.dashboard.summary(reader.actor)),
    faculty: reader.read("faculty-stats", "faculty:read", () => services.faculty.stats()),
    enquiries: reader.read("enquiry-stats", "enquiries:read", () => services.enquiries.stats()),
    messages: reader.read("message-stats", "messages:read", () => services.messages.stats({})),
    nmcDue: reader.read(`nmc-due-${nmcMonth}`, "nmc:publish", async () => publishedOn(await nmcList())),
    disclosuresDue: reader.read("disclosures-due", "disclosure:publish", () =>
      services.disclosures.publications.preview(),
    ),
    grievances: reader.read("grievance-counts", COMMITTEE, () =>
      readGrievanceList(context, reader.role, { status: "open" }),
    ),
    hubStatus: reader.read(status.hubKey, null, async () =>
      publishedOn(await services.disclosures.publications.find(status.hub.dueMonth)),
    ),
    listStatus: reader.read(status.listKey, null, async () => publishedOn(await nmcList())),
    funnel: reader.read("enquiry-funnel", "enquiries:read", () => services.enquiries.funnel(reader.actor)),
    sources: reader.read(sourcesKey(season), "enquiries:read", () =>
      services.enquiries.sources(enquirySourcesQuery.parse(season)),
    ),
    recent: reader.read(
      "recent-activity",
      "audit:read",
      async (): Promise<AuditListResponse> =>
        (await services.audit.views.page(
          auditListQuery.parse(apiQueryParams(RECENT_ACTIVITY_QUERY)),
        )) as AuditListResponse,
    ),
  });
}

/** Each of the reads at once, answered under its name. */
async function allOf<T extends Record<string, Promise<unknown>>>(reads: T) {
  const answers = await Promise.all(
    Object.entries(reads).map(async ([name, read]) => [name, await read] as const),
  );
  return Object.fromEntries(answers) as { [K in keyof T]: Awaited<T[K]> };
}
