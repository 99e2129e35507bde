import { StatusBadge } from "../status-badge";
import { enquiryBadge } from "./status-badge";
import { Link, useNavigate } from "react-router";
import type { PipelineEnquiry } from "../../../contract/enquiry";
import { telHref } from "~/ui/tel-href";
import { formatDate } from "../format";
import { EmailText } from "../email-text";
import { CourseBadge } from "./course-badge";

interface ViewProps {
  rows: PipelineEnquiry[];
  /** The view, edit and delete buttons of a row. */
  actions: (row: PipelineEnquiry) => React.ReactNode;
  /** The list's address query, so the detail screen can lead back to the same list. */
  listState?: string;
}

/** "Due 4 Jun" / "Overdue since 2 Jun" for an open enquiry's next follow-up. */
export function followUpText(row: Pick<PipelineEnquiry, "nextFollowUpAt" | "status">): string {
  if (!row.nextFollowUpAt) return "—";
  const when = new Date(row.nextFollowUpAt);
  const startOfToday = new Date();
  startOfToday.setHours(0, 0, 0, 0);
  const open = row.status !== "closed" && row.status !== "admitted";
  return open && when < startOfToday
    ? `Overdue since ${formatDate(row.nextFollowUpAt)}`
    : formatDate(row.nextFollowUpAt);
}

function NameLink({ row, listState }: { row: PipelineEnquiry; listState?: string }) {
  return (
    <Link
      to={`/dashboard/admission-enquiry/${row._id}`}
      state={{ list: listState ?? "" }}
      className="font-medium text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
    >
      {row.name}
    </Link>
  );
}

/**
 * Columns shown from 2xl (1536 px) up. At 1366 px the table fits with its actions without them: the
 * reference goes under the name, the assignee and the follow-up under the status.
 */
const SECONDARY = "hidden 2xl:table-cell";
const SECONDARY_HEADINGS = ["Reference", "Assigned to", "Next follow-up"];

/** List view: Reference, Name, Email, Phone, Course, NEET Score, Status, Assigned to, Next follow-up, Date, Actions. */
export function EnquiryTable({ rows, actions, listState }: ViewProps) {
  const navigate = useNavigate();
  // A click anywhere on a row opens the work page; the name stays a real link for the keyboard.
  const open = (event: React.MouseEvent, row: PipelineEnquiry) => {
    if ((event.target as HTMLElement).closest("a, button, input, select, textarea")) return;
    void navigate(`/dashboard/admission-enquiry/${row._id}`, { state: { list: listState ?? "" } });
  };
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {[
              "Reference",
              "Name",
              "Email",
              "Phone",
              "Course",
              "NEET Score",
              "Status",
              "Assigned to",
              "Next follow-up",
              "Date",
              "Actions",
            ].map((heading) => (
              <th
                key={heading}
                scope="col"
                className={`px-3 py-3 font-semibold whitespace-nowrap ${SECONDARY_HEADINGS.includes(heading) ? SECONDARY : ""}`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr
              key={row._id}
              className="cursor-pointer align-top hover:bg-slate-50"
              onClick={(event) => open(event, row)}
            >
              <td className={`px-3 py-2 font-mono text-xs whitespace-nowrap text-slate-800 ${SECONDARY}`}>
                {row.reference}
              </td>
              <td className="px-3 py-2">
                <NameLink row={row} listState={listState} />
                {/* The reference's own column shows on wide screens only. */}
                <span className="block font-mono text-xs text-slate-700 2xl:hidden">{row.reference}</span>
                {row.duplicateOf ? (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                    Possible duplicate
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-slate-800">
                <EmailText email={row.email} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-800">
                <PhoneLink phone={row.phone} />
              </td>
              <td className="px-3 py-2">
                <CourseBadge course={row.course} />
              </td>
              <td className="px-3 py-2 text-slate-800">{row.neetScore}</td>
              <td className="px-3 py-2">
                <StatusBadge {...enquiryBadge(row.status)} />
                <span className="block text-xs text-slate-700 2xl:hidden">
                  {row.assignee ? row.assignee.name : "Not assigned"}
                  {row.nextFollowUpAt ? `, next ${followUpText(row)}` : ""}
                </span>
              </td>
              <td className={`px-3 py-2 text-slate-800 ${SECONDARY}`}>{row.assignee?.name ?? "—"}</td>
              <td className={`px-3 py-2 text-slate-800 ${SECONDARY}`}>{followUpText(row)}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-800">{formatDate(row.createdAt)}</td>
              <td className="sticky right-0 bg-white px-3 py-2">{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The family's number, tapped to call them (the officer works enquiries from a phone); none once erased. */
function PhoneLink({ phone }: { phone: string }) {
  if (!phone) return null;
  return (
    <a href={telHref(phone)} className="font-medium text-brand-700 underline">
      {phone}
    </a>
  );
}

/** Grid view: one card per enquiry. */
export function EnquiryGrid({ rows, actions, listState }: ViewProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Enquiries">
      {rows.map((row) => (
        <li key={row._id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <h2 className="break-words">
              <NameLink row={row} listState={listState} />
            </h2>
            <CourseBadge course={row.course} />
          </div>
          <p className="mt-2 text-sm break-all text-slate-800">{row.email}</p>
          <p className="text-sm text-slate-800">
            <PhoneLink phone={row.phone} />
          </p>
          <p className="mt-2 text-sm text-slate-700">
            NEET score <span className="font-semibold text-slate-900">{row.neetScore}</span> ·{" "}
            {formatDate(row.createdAt)}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <StatusBadge {...enquiryBadge(row.status)} />
            <span>{row.assignee ? `Assigned to ${row.assignee.name}` : "Not assigned"}</span>
          </p>
          {row.nextFollowUpAt ? (
            <p className="mt-1 text-sm text-slate-700">Next follow-up: {followUpText(row)}</p>
          ) : null}
          <div className="mt-auto flex justify-end pt-3">{actions(row)}</div>
        </li>
      ))}
    </ul>
  );
}
