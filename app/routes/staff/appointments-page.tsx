import { StatusBadge, type Badge, type BadgeTone } from "../../staff/status-badge";
import { useState } from "react";
import { useLoaderData } from "react-router";
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_SLUGS,
  type AppointmentRequest,
  type AppointmentStats,
} from "../../../contract/appointments";
import { OPD_DEPARTMENTS } from "../../../contract/opd";
import { AppointmentDialog } from "../../staff/appointments/appointment-dialog";
import {
  appointmentStatsKey,
  fetchAppointments,
  fetchAppointmentStats,
  type AppointmentList,
} from "../../staff/appointments/appointments-api";
import { loadAppointmentsScreen } from "../../staff/appointments/appointments-loader.server";
import { ChoiceFilter, ContentTable, SearchFilter, useContentList } from "../../staff/content/content-list";
import { controlClass } from "../../staff/control-class";
import { formatDate, formatDateTime } from "../../staff/format";
import { FilterField } from "../../staff/list-filters";
import { ListPager } from "../../staff/list-pager";
import { ListSection, TableOrCards } from "../../staff/list-section";
import { PageHeader } from "../../staff/page-header";
import { staffMeta } from "../../staff/staff-meta";
import type { AddressQuery } from "../../staff/use-address-query";
import { useApiData, type InitialData } from "../../staff/use-api-data";
import { rangeOf } from "../../ui/page-numbers";
import type { Route } from "./+types/appointments-page";

export const meta = () => staffMeta("Appointment requests");

const APPOINTMENTS_QUERY: AddressQuery = { page: 1, limit: 20, status: "", department: "", date: "" };

// The first page for the address and the daily counts come in the HTML for the hospital desk (ADR 028);
// filters, paging and the counts after a save load in the screen.
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadAppointmentsScreen(context, request, APPOINTMENTS_QUERY);

export const shouldRevalidate = () => false;

const statusChoices = APPOINTMENT_STATUS_SLUGS.map((value) => ({
  value,
  label: APPOINTMENT_STATUSES[value],
}));
const departmentChoices = OPD_DEPARTMENTS.map((value) => ({ value, label: value }));

const APPOINTMENT_TONES: Record<AppointmentRequest["status"], BadgeTone> = {
  new: "amber",
  called: "sky",
  confirmed: "green",
  cancelled: "grey",
};

const appointmentBadge = (status: AppointmentRequest["status"]): Badge => ({
  label: APPOINTMENT_STATUSES[status],
  tone: APPOINTMENT_TONES[status],
  status,
});

/** Today's counts and the last seven days (India dates). `initial`: the counts read by the server loader. */
function DailyCounts({
  version,
  initial,
}: {
  version: number;
  initial: InitialData<AppointmentStats> | null | undefined;
}) {
  const stats = useApiData(appointmentStatsKey(version), fetchAppointmentStats, { initial });
  if (!stats.data) return null;
  const { open, confirmedForToday, days } = stats.data;
  return (
    <section aria-label="Daily counts" className="mb-6 space-y-3" data-testid="appointment-counts">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Received today", days[0]?.received ?? 0],
          ["Waiting for a call", open.new],
          ["Called, not settled", open.called],
          ["Appointments today", confirmedForToday],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white p-3 shadow-sm">
            <p className="text-2xl font-bold text-slate-900">{value}</p>
            <p className="text-sm text-slate-700">{label}</p>
          </div>
        ))}
      </div>
      <details className="rounded-lg bg-white p-3 text-sm shadow-sm">
        <summary className="cursor-pointer font-medium text-slate-800">The last seven days</summary>
        <table className="mt-2 text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-6">
                Day
              </th>
              <th scope="col" className="pr-6">
                Received
              </th>
              <th scope="col">Confirmed</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td className="pr-6">{formatDate(day.date)}</td>
                <td className="pr-6">{day.received}</td>
                <td>{day.confirmed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/**
 * The hospital desk's appointment requests (issue 23): filters, search and page in the address; open a
 * request to call the patient back, record the outcome, and confirm a date and time or cancel.
 */
export default function AppointmentsPage() {
  const first = useLoaderData<typeof loader>();
  const [open, setOpen] = useState<AppointmentRequest | null>(null);
  const [version, setVersion] = useState(0);
  const state = useContentList({
    nouns: { one: "request", many: "requests" },
    initialQuery: APPOINTMENTS_QUERY,
    initial: first?.list,
    load: (query: AddressQuery) => fetchAppointments(query),
    rowsOf: (answer: AppointmentList) => answer.data.requests,
  });
  const { rows, pagination, list } = state;
  const range = pagination
    ? rangeOf(pagination.currentPage, pagination.limit, pagination.totalRecords)
    : null;
  const openButton = (row: AppointmentRequest) => (
    <button
      type="button"
      className="font-mono font-semibold text-brand-800 underline underline-offset-2"
      onClick={() => setOpen(row)}
    >
      {row.reference}
    </button>
  );

  return (
    <>
      <PageHeader
        title="Appointment requests"
        subtitle="Call each patient back, record the outcome, then confirm a date and time or cancel."
      />
      <DailyCounts version={version} initial={first?.stats} />
      <div className="mb-6 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-4">
        <SearchFilter
          id="appointments-search"
          label="Name, phone or reference"
          value={state.search}
          onChange={state.setSearch}
        />
        <ChoiceFilter
          id="appointments-status"
          label="Status"
          anyLabel="Any status"
          value={state.query.status as string | undefined}
          choices={statusChoices}
          onChange={(status) => state.change({ status: status || undefined })}
        />
        <ChoiceFilter
          id="appointments-department"
          label="Department"
          anyLabel="Any department"
          value={state.query.department as string | undefined}
          choices={departmentChoices}
          onChange={(department) => state.change({ department: department || undefined })}
        />
        <FilterField id="appointments-date" label="Day (asked or confirmed)">
          <input
            id="appointments-date"
            type="date"
            value={(state.query.date as string | undefined) ?? ""}
            onChange={(event) => state.change({ date: event.target.value || undefined })}
            className={controlClass}
          />
        </FilterField>
      </div>
      <ListSection
        label="Request list"
        list={list}
        what="appointment requests"
        loadingText="Loading requests..."
        showLoading={list.loading && !list.data}
        empty={rows.length === 0 ? { title: "No requests found" } : null}
        pager={
          pagination && range ? (
            <ListPager
              label="Request pages"
              summary={`Showing ${range.from} to ${range.to} of ${pagination.totalRecords} requests`}
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              onPageChange={state.setPage}
              disabled={list.loading}
            />
          ) : null
        }
      >
        <TableOrCards
          showTable
          table={
            <ContentTable
              columns={["Reference", "Patient", "Phone", "Department", "Day", "Status", "Received"]}
            >
              {rows.map((row) => (
                <tr key={row._id}>
                  <td className="px-4 py-3">{openButton(row)}</td>
                  <td className="px-4 py-3">{row.name}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{row.phone}</td>
                  <td className="px-4 py-3">{row.department}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatDate(row.confirmedDate ?? row.preferredDate)}
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge {...appointmentBadge(row.status)} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
                </tr>
              ))}
            </ContentTable>
          }
          cards={
            <ul className="space-y-3">
              {rows.map((row) => (
                <li key={row._id} className="space-y-1 rounded-lg bg-white p-4 shadow-sm">
                  <div className="flex items-center justify-between gap-2">
                    {openButton(row)}
                    <StatusBadge {...appointmentBadge(row.status)} />
                  </div>
                  <p className="font-medium text-slate-900">
                    {row.name} · {row.phone}
                  </p>
                  <p className="text-sm text-slate-700">
                    {row.department}, {formatDate(row.confirmedDate ?? row.preferredDate)}
                  </p>
                </li>
              ))}
            </ul>
          }
        />
      </ListSection>
      <AppointmentDialog
        request={open}
        onClose={() => setOpen(null)}
        onSaved={() => {
          setOpen(null);
          setVersion((value) => value + 1);
          list.reload();
        }}
      />
    </>
  );
}
