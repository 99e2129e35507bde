import { useId, useState } from "react";
import { Link, useLoaderData } from "react-router";
import toast from "react-hot-toast";
import { can, type Permission } from "../../../contract/permissions";
import { ApiError } from "../../staff/api-client";
import {
  fetchDashboardSummary,
  fetchEnquiryStats,
  fetchFacultyStats,
  fetchMessageStats,
} from "../../staff/dashboard/dashboard-api";
import { DisclosureStatusCard } from "../../staff/dashboard/disclosure-status-card";
import { RecentActivityPanel } from "../../staff/dashboard/recent-activity-panel";
import { EnquiryChart } from "../../staff/dashboard/enquiry-chart";
import { EnquiryPipelinePanel } from "../../staff/dashboard/enquiry-pipeline-panel";
import { EnquirySourcesPanel } from "../../staff/dashboard/enquiry-sources-panel";
import { LiveStatCard } from "../../staff/dashboard/stat-card";
import { exportEnquiries } from "../../staff/enquiries/enquiries-api";
import { formatNumber } from "../../staff/format";
import { Icon, type IconName } from "../../staff/icons";
import { ListError, ListLoading } from "../../staff/list-states";
import { GrievancesCard } from "../../staff/grievances/grievances-card";
import { NmcDueCard } from "../../staff/nmc/nmc-due-card";
import { DisclosuresDueCard } from "../../staff/disclosures/disclosures-due-card";
import { staffMeta } from "../../staff/staff-meta";
import { useCollectionNav, useStaffUser } from "../../staff/staff-user";
import { useApiData } from "../../staff/use-api-data";
import { loadDashboardScreen } from "../../staff/dashboard/dashboard-loader.server";
import type { Route } from "./+types/dashboard";

export const meta = () => staffMeta("Dashboard");

function Panel({
  title,
  children,
  className = "",
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-lg bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

const quickLinkClass =
  "flex items-center gap-3 rounded-md border border-slate-200 p-3 text-left text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50";

/** A figure the role may not see: never loaded (the card is not shown). */
const never = (): Promise<never> => new Promise(() => undefined);

// Every card and panel comes with its data in the HTML (ADR 028); Retry, the sources' other ranges and the
// pipeline's refresh load here.
export const loader = ({ context }: Route.LoaderArgs) => loadDashboardScreen(context);

export const shouldRevalidate = () => false;

export default function Dashboard() {
  const first = useLoaderData<typeof loader>();
  const user = useStaffUser();
  // Who may record academic events (the quick action "Record an Event"): the collection's write permission.
  const academicEventsWrite = useCollectionNav().find(
    (item) => item.to === "/dashboard/collections/academic-events",
  )?.permissions?.[0];
  // Each live figure only for a role that may read its records (contract/permissions.ts).
  const may = (permission: Permission) => can(user?.role, permission);
  const faculty = useApiData("faculty-stats", () => (may("faculty:read") ? fetchFacultyStats() : never()), {
    initial: first?.faculty,
  });
  const enquiries = useApiData(
    "enquiry-stats",
    () => (may("enquiries:read") ? fetchEnquiryStats() : never()),
    { initial: first?.enquiries },
  );
  const messages = useApiData("message-stats", () => (may("messages:read") ? fetchMessageStats() : never()), {
    initial: first?.messages,
  });
  const summary = useApiData("dashboard-summary", fetchDashboardSummary, { initial: first?.summary });
  const [reporting, setReporting] = useState(false);

  const generateReport = async () => {
    setReporting(true);
    try {
      await exportEnquiries({ sortBy: "createdAt", sortOrder: "desc" });
      toast.success("Enquiry report downloaded");
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "The report could not be generated");
    } finally {
      setReporting(false);
    }
  };

  // Each quick action only for a role that may do it there.
  interface QuickLink {
    label: string;
    to: string;
    icon: IconName;
    note: string;
    permission: Permission | undefined;
  }
  const allQuickLinks: QuickLink[] = [
    {
      label: "Add Student",
      to: "/dashboard/students",
      icon: "students",
      note: "The admitted students register",
      permission: "students:write",
    },
    {
      label: "Create Course",
      to: "/dashboard/collections/courses",
      icon: "courses",
      note: "Courses and their seats",
      permission: "content:write",
    },
    {
      label: "Record an Event",
      to: "/dashboard/collections/academic-events",
      icon: "calendar",
      note: "CMEs, conferences and workshops",
      permission: academicEventsWrite,
    },
  ];
  const quickLinks = allQuickLinks.filter((link) => link.permission && may(link.permission));
  const mayExport = may("enquiries:export");
  const name = user?.name || "User";

  return (
    <>
      <div className="mb-6">
        {/* "Welcome back" only once there was an earlier visit (a sign-in before this one). */}
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {summary.data
            ? summary.data.firstVisit
              ? `Welcome, ${name}!`
              : `Welcome back, ${name}!`
            : "Dashboard"}
        </h1>
        <p className="mt-1 text-slate-700">Every figure is counted from the college&apos;s records.</p>
      </div>

      {/* Those who publish the NMC list see when it is due. */}
      {can(user?.role, "nmc:publish") ? <NmcDueCard initial={first?.nmcDue} /> : null}
      {may("disclosure:publish") ? <DisclosuresDueCard initial={first?.disclosuresDue} /> : null}
      {may("grievances:work") || may("grievances:work-harassment") ? (
        <GrievancesCard initial={first?.grievances} />
      ) : null}

      <ul className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-label="Key figures">
        <LiveStatCard
          label="Students Studying"
          icon="students"
          stats={summary}
          figure={(data) => data.studyingStudents}
          to="/dashboard/students"
        />
        <LiveStatCard
          label="Published Courses"
          icon="courses"
          stats={summary}
          figure={(data) => data.publishedCourses}
          to={may("content:write") ? "/dashboard/collections/courses" : undefined}
        />
        {may("faculty:read") ? (
          <LiveStatCard
            label="Faculty Members"
            icon="faculty"
            stats={faculty}
            figure={(data) => data.total}
            to="/dashboard/faculty"
          />
        ) : null}
        <DisclosureStatusCard hub={first?.hubStatus} list={first?.listStatus} />
        {may("enquiries:read") ? (
          <LiveStatCard
            label="Admission Enquiries"
            icon="enquiry"
            stats={enquiries}
            figure={(data) => data.total}
            to="/dashboard/admission-enquiry"
          />
        ) : null}
        {may("messages:read") ? (
          <LiveStatCard
            label="New Contact Messages"
            icon="contact"
            stats={messages}
            figure={(data) => data.byStatus.new}
            note={(data) => `of ${formatNumber(data.total)} in all.`}
            to="/dashboard/contact"
          />
        ) : null}
      </ul>

      <div className="grid gap-6 xl:grid-cols-3">
        {may("enquiries:read") ? (
          <Panel title="Admissions pipeline" className="xl:col-span-3">
            <EnquiryPipelinePanel initial={first?.funnel} />
          </Panel>
        ) : null}

        {may("enquiries:read") ? (
          <Panel title="Where enquiries come from" className="xl:col-span-3">
            <EnquirySourcesPanel initial={first?.sources} />
          </Panel>
        ) : null}

        {may("enquiries:read") ? (
          <Panel title="Enquiries per week, last 8 weeks" className="xl:col-span-2">
            {enquiries.error ? (
              <ListError what="the enquiry figures" message={enquiries.error} onRetry={enquiries.reload} />
            ) : enquiries.data ? (
              <EnquiryChart weekly={enquiries.data.weekly} />
            ) : (
              <ListLoading text="Loading the chart..." />
            )}
          </Panel>
        ) : null}

        {may("audit:read") ? (
          <Panel title="Recent activity" className="xl:col-span-2">
            <RecentActivityPanel initial={first?.recent} />
          </Panel>
        ) : null}

        {quickLinks.length > 0 || mayExport ? (
          <Panel title="Quick actions">
            <ul className="grid gap-2">
              {quickLinks.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={quickLinkClass}>
                    <Icon name={link.icon} className="h-5 w-5 text-brand-700" />
                    <span>
                      {link.label}
                      <span className="block text-xs font-normal text-slate-600">{link.note}</span>
                    </span>
                  </Link>
                </li>
              ))}
              {mayExport ? (
                <li>
                  <button
                    type="button"
                    onClick={generateReport}
                    disabled={reporting}
                    className={`${quickLinkClass} w-full`}
                  >
                    <Icon name="download" className="h-5 w-5 text-brand-700" />
                    <span>
                      {reporting ? "Generating..." : "Generate Report"}
                      <span className="block text-xs font-normal text-slate-600">
                        All enquiries as a CSV file
                      </span>
                    </span>
                  </button>
                </li>
              ) : null}
            </ul>
          </Panel>
        ) : null}
      </div>
    </>
  );
}
