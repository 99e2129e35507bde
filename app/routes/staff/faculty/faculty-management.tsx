import { lazy, useState } from "react";
import toast from "react-hot-toast";
import { useLoaderData } from "react-router";
import { DEPARTMENTS } from "../../../../contract/departments";
import type { Faculty } from "../../../../contract/faculty";
import { ApiError } from "../../../staff/api-client";
import { ConfirmDialog } from "../../../staff/confirm-dialog";
import {
  FACULTY_PAGE_SIZE,
  deleteFaculty,
  listFaculty,
  type FacultyQuery,
} from "../../../staff/faculty/faculty-api";
import { loadFacultyScreen } from "../../../staff/faculty/faculty-loader.server";
import { FacultyCards, FacultyTable } from "../../../staff/faculty/faculty-views";
import { Icon } from "../../../staff/icons";
import { FilterField } from "../../../staff/list-filters";
import { ListSection, TableOrCards } from "../../../staff/list-section";
import { ListPager } from "../../../staff/list-pager";
import { LoadOnOpen } from "../../../staff/load-on-open";
import { PageHeader } from "../../../staff/page-header";
import { staffMeta } from "../../../staff/staff-meta";
import { useCan } from "../../../staff/staff-user";
import { useConfirmedDelete } from "../../../staff/use-confirmed-delete";
import type { AddressQuery } from "../../../staff/use-address-query";
import { useListQuery } from "../../../staff/use-list-query";
import { ViewToggle } from "../../../staff/view-toggle";
import { buttonClass } from "../../../ui/button";
import { inputClass } from "../../../ui/form-field";
import { rangeOf } from "../../../ui/page-numbers";
import type { Route } from "./+types/faculty-management";

export const meta = () => staffMeta("Faculty Management");

// The dialogs, the CSV import and the template (with the faculty contract's schemas) load when first opened,
// not with the list (ADR 028).
const FacultyFormDialog = lazy(() =>
  import("../../../staff/faculty/faculty-form-dialog").then((module) => ({
    default: module.FacultyFormDialog,
  })),
);
const FacultyDetailsDialog = lazy(() =>
  import("../../../staff/faculty/faculty-details-dialog").then((module) => ({
    default: module.FacultyDetailsDialog,
  })),
);
const FacultyImportDialog = lazy(() =>
  import("../../../staff/faculty/faculty-import-dialog").then((module) => ({
    default: module.FacultyImportDialog,
  })),
);
const downloadTemplate = () =>
  import("../../../staff/faculty/faculty-csv-template")
    .then((module) => module.downloadFacultyTemplate())
    .catch(() => toast.error("The template could not be downloaded"));

const FACULTY_QUERY: FacultyQuery & AddressQuery = {
  page: 1,
  limit: FACULTY_PAGE_SIZE,
  department: "",
};

// The first page for the address comes in the HTML (ADR 028); searching, filtering and paging load in the
// screen, so the loader does not run again for them.
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadFacultyScreen(context, request, FACULTY_QUERY);

export const shouldRevalidate = () => false;

type FormState = { open: false } | { open: true; member: Faculty | null };

export default function FacultyManagement() {
  // The web editor reads faculty records; only faculty-records staff and admins change them.
  const mayWrite = useCan()("faculty:write");
  const [view, setView] = useState<"card" | "list">("card");
  const first = useLoaderData<typeof loader>();
  const { query, change, search, setSearch, list, setPage } = useListQuery({
    initialQuery: FACULTY_QUERY,
    initial: first.list,
    load: listFaculty,
    totalPagesOf: (answer) => answer.pagination.totalPages,
    // The specification's pause for the faculty search (the directory is searched as one types).
    searchDelayMs: 500,
  });
  const [form, setForm] = useState<FormState>({ open: false });
  const [viewing, setViewing] = useState<Faculty | null>(null);
  const [importing, setImporting] = useState(false);

  const faculty = list.data?.faculty ?? [];
  const pagination = list.data?.pagination;

  const deletion = useConfirmedDelete(
    (member: Faculty) => deleteFaculty(member._id),
    {
      success: "Faculty member deleted successfully",
      // A network failure says so; any other failure gets the screen's own message.
      failure: (caught) =>
        caught instanceof ApiError && caught.status === 0
          ? caught.message
          : "Failed to delete faculty member",
    },
    list.reload,
  );

  const range = pagination
    ? rangeOf(pagination.currentPage, FACULTY_PAGE_SIZE, pagination.totalRecords)
    : null;
  const viewProps = {
    faculty,
    onView: setViewing,
    ...(mayWrite
      ? { onEdit: (member: Faculty) => setForm({ open: true, member }), onDelete: deletion.ask }
      : {}),
  };

  return (
    <>
      <PageHeader
        title="Faculty Management"
        subtitle="Add, update and import the college's teaching faculty."
        actions={
          mayWrite ? (
            <>
              <button
                type="button"
                className={buttonClass.primary}
                onClick={() => setForm({ open: true, member: null })}
              >
                <Icon name="plus" className="h-4 w-4" />
                Add Faculty
              </button>
              <button type="button" className={buttonClass.secondary} onClick={() => setImporting(true)}>
                <Icon name="upload" className="h-4 w-4" />
                Import CSV
              </button>
              <button type="button" className={buttonClass.secondary} onClick={downloadTemplate}>
                <Icon name="download" className="h-4 w-4" />
                CSV Template
              </button>
            </>
          ) : null
        }
      />

      <div className="mb-6 flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm md:flex-row md:items-end">
        <FilterField id="faculty-search" label="Search" className="flex-1">
          <div className="relative">
            <Icon
              name="search"
              className="pointer-events-none absolute top-2.5 left-3 h-5 w-5 text-slate-500"
            />
            <input
              id="faculty-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search by name, qualification or department..."
              className={`${inputClass} h-10 pl-10`}
            />
          </div>
        </FilterField>
        <FilterField id="faculty-department" label="Department" className="md:w-64">
          <select
            id="faculty-department"
            value={query.department}
            onChange={(event) => change({ department: event.target.value })}
            className={`${inputClass} h-10`}
          >
            <option value="">All Departments</option>
            {DEPARTMENTS.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </FilterField>
        <ViewToggle
          value={view}
          onChange={setView}
          options={[
            { value: "card", label: "Cards", icon: "grid" },
            { value: "list", label: "Table", icon: "list" },
          ]}
        />
      </div>

      <ListSection
        label="Faculty list"
        list={list}
        what="faculty members"
        loadingText="Loading faculty members..."
        showLoading={list.loading && (!list.data || faculty.length === 0)}
        empty={
          faculty.length === 0
            ? { title: "No faculty found", text: "Try adjusting your search criteria" }
            : null
        }
        pager={
          pagination && range ? (
            <ListPager
              label="Faculty pages"
              summary={`Showing ${range.from} to ${range.to} of ${pagination.totalRecords} faculty members`}
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              onPageChange={setPage}
              disabled={list.loading}
              withEnds
            />
          ) : null
        }
      >
        <TableOrCards
          showTable={view !== "card"}
          table={<FacultyTable {...viewProps} />}
          cards={<FacultyCards {...viewProps} />}
        />
      </ListSection>

      <LoadOnOpen open={form.open}>
        <FacultyFormDialog
          open={form.open}
          member={form.open ? form.member : null}
          onClose={() => setForm({ open: false })}
          onSaved={() => {
            setForm({ open: false });
            list.reload();
          }}
        />
      </LoadOnOpen>
      <LoadOnOpen open={viewing !== null}>
        <FacultyDetailsDialog
          member={viewing}
          onClose={() => setViewing(null)}
          onEdit={
            mayWrite
              ? (member) => {
                  setViewing(null);
                  setForm({ open: true, member });
                }
              : undefined
          }
        />
      </LoadOnOpen>
      <LoadOnOpen open={importing}>
        <FacultyImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          onDownloadTemplate={downloadTemplate}
          onImported={() => {
            setPage(1);
            list.reload();
          }}
        />
      </LoadOnOpen>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete faculty member?"
        confirmLabel="Delete"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        <p>
          {deletion.target?.name} ({deletion.target?.regNo}) will be removed from the back-office and the
          public faculty directory. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
