import { useId, useState } from "react";
import { Link } from "react-router";
import toast from "react-hot-toast";
import { can, type Permission } from "../../../contract/permissions";
import { ApiError } from "../../staff/api-client";
import { fetchEnquiryStats, fetchFacultyStats, fetchMessageStats } from "../../staff/dashboard/dashboard-api";
import { DisclosureStatusCard } from "../../staff/dashboard/disclosure-status-card";
import { EnquiryChart } from "../../staff/dashboard/enquiry-chart";
import { EnquiryPipelinePanel } from "../../staff/dashboard/enquiry-pipeline-panel";
import { EnquirySourcesPanel } from "../../staff/dashboard/enquiry-sources-panel";
import {
  sampleActivity,
  sampleEvents,
  samplePerformance,
  sampleStats,
} from "../../staff/dashboard/sample-data";
import { LiveStatCard, StatCard } from "../../staff/dashboard/stat-card";
import { exportEnquiries } from "../../staff/enquiries/enquiries-api";
import { formatNumber } from "../../staff/format";
import { Icon, type IconName } from "../../staff/icons";
import { ListError, ListLoading } from "../../staff/list-states";
import { GrievancesCard } from "../../staff/grievances/grievances-card";
import { NmcDueCard } from "../../staff/nmc/nmc-due-card";
import { DisclosuresDueCard } from "../../staff/disclosures/disclosures-due-card";
import { staffMeta } from "../../staff/staff-meta";
import { useStaffUser } from "../../staff/staff-user";
import { useApiData } from "../../staff/use-api-data";

export const meta = () => staffMeta("Dashboard");

function Panel({
  title,
  sample,
  children,
  className = "",
}: {
  title: string;
  sample?: boolean;
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
        {sample ? (
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
            Sample data
          </span>
        ) : null}
      </div>
      {children}
    </section>
  );
}

const quickLinkClass =
  "flex items-center gap-3 rounded-md border border-slate-200 p-3 text-left text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50";

/** A figure the role may not see: never loaded (the card is not shown). */
const never = (): Promise<never> => new Promise(() => undefined);

export default function Dashboard() {
  const user = useStaffUser();
  // Each live figure only for a role that may read its records (contract/permissions.ts).
  const may = (permission: Permission) => can(user?.role, permission);
  const faculty = useApiData("faculty-stats", () => (may("faculty:read") ? fetchFacultyStats() : never()));
  const enquiries = useApiData("enquiry-stats", () =>
    may("enquiries:read") ? fetchEnquiryStats() : never(),
  );
  const messages = useApiData("message-stats", () => (may("messages:read") ? fetchMessageStats() : never()));
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

  const quickLinks: { label: string; to: string; icon: IconName; note: string }[] = [
    {
      label: "Add Student",
      to: "/dashboard/students",
      icon: "students",
      note: "Student records: what is planned",
    },
    {
      label: "Create Course",
      to: "/dashboard/collections/courses",
      icon: "courses",
      note: "Courses and their seats",
    },
    { label: "Schedule Event", to: "/dashboard/notifications", icon: "calendar", note: "Events and notices" },
  ];

  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Welcome back, {user?.name || "User"}!
        </h1>
        <p className="mt-1 text-slate-700">
          Live figures come from the college&apos;s records; figures marked &ldquo;Sample&rdquo; are
          placeholders until student and course records are kept here.
        </p>
      </div>

      {/* Those who publish the NMC list see when it is due. */}
      {can(user?.role, "nmc:publish") ? <NmcDueCard /> : null}
      {may("disclosure:publish") ? <DisclosuresDueCard /> : null}
      {may("grievances:work") || may("grievances:work-harassment") ? <GrievancesCard /> : null}

      <ul className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-label="Key figures">
        <StatCard label="Total Students" icon="students" value={sampleStats.totalStudents} source="sample" />
        <StatCard label="Active Courses" icon="courses" value={sampleStats.activeCourses} source="sample" />
        {may("faculty:read") ? (
          <LiveStatCard
            label="Faculty Members"
            icon="faculty"
            stats={faculty}
            figure={(data) => data.total}
            to="/dashboard/faculty"
          />
        ) : null}
        <DisclosureStatusCard />
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
            <EnquiryPipelinePanel />
          </Panel>
        ) : null}

        {may("enquiries:read") ? (
          <Panel title="Where enquiries come from" className="xl:col-span-3">
            <EnquirySourcesPanel />
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
            {may("enquiries:export") ? (
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

        <Panel title="Recent activity" sample>
          <ul className="divide-y divide-slate-100">
            {sampleActivity.map((item) => (
              <li key={item.text} className="py-2 text-sm">
                <p className="text-slate-900">{item.text}</p>
                <p className="text-xs text-slate-600">{item.when}</p>
              </li>
            ))}
          </ul>
        </Panel>

        <Panel title="Upcoming events" sample>
          <ul className="divide-y divide-slate-100">
            {sampleEvents.map((event) => (
              <li key={event.title} className="flex items-start gap-3 py-2 text-sm">
                <Icon name="calendar" className="mt-0.5 h-4 w-4 text-brand-700" />
                <span>
                  <span className="block text-slate-900">{event.title}</span>
                  <span className="text-xs text-slate-600">{event.date}</span>
                </span>
              </li>
            ))}
          </ul>
        </Panel>

        <Panel title="Performance" sample>
          <ul className="flex flex-col gap-4">
            {samplePerformance.map((item) => (
              <li key={item.label}>
                <div className="mb-1 flex justify-between text-sm">
                  <span className="text-slate-800">{item.label}</span>
                  <span className="font-semibold text-slate-900">{item.value}%</span>
                </div>
                <div
                  role="meter"
                  aria-label={item.label}
                  aria-valuenow={item.value}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="h-2 rounded-full bg-slate-200"
                >
                  <div className="h-2 rounded-full bg-brand-600" style={{ width: `${item.value}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  );
}
