import { lazy, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useLoaderData, useSearchParams } from "react-router";
import type { Enquiry } from "../../../../contract/enquiry";
import { ApiError } from "../../../staff/api-client";
import { ConfirmDialog } from "../../../staff/confirm-dialog";
import {
  deleteEnquiry,
  exportEnquiries,
  listEnquiries,
  type EnquiriesQuery,
} from "../../../staff/enquiries/enquiries-api";
import { EmailNotConfigured } from "../../../staff/enquiries/email-status";
import { EnquiryFilters, FILTER_KEYS } from "../../../staff/enquiries/enquiry-filters";
import { EnquiryGrid, EnquiryTable } from "../../../staff/enquiries/enquiry-views";
import { formatNumber } from "../../../staff/format";
import { Icon } from "../../../staff/icons";
import { FilterField, PageSizeSelect } from "../../../staff/list-filters";
import { ListSection, TableOrCards } from "../../../staff/list-section";
import { ListPager } from "../../../staff/list-pager";
import { LoadOnOpen } from "../../../staff/load-on-open";
import { PageHeader } from "../../../staff/page-header";
import { RowActions } from "../../../staff/row-actions";
import { staffMeta } from "../../../staff/staff-meta";
import { useConfirmedDelete } from "../../../staff/use-confirmed-delete";
import { useListQuery } from "../../../staff/use-list-query";
import { ViewToggle } from "../../../staff/view-toggle";
import { useMediaQuery } from "../../../staff/use-media-query";
import { buttonClass } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { rangeOf } from "../../../ui/page-numbers";
import { controlClass } from "../../../staff/control-class";
import { loadEnquiriesScreen } from "../../../staff/enquiries/enquiries-loader.server";
import type { Route } from "./+types/enquiries-page";

export const meta = () => staffMeta("Enquiries");

// The add/edit form (with its schemas) and the enquiry's dialog load when first opened, not with the list
// (ADR 028).
const EnquiryFormDialog = lazy(() =>
  import("../../../staff/enquiries/enquiry-form-dialog").then((module) => ({
    default: module.EnquiryFormDialog,
  })),
);
const EnquiryViewDialog = lazy(() =>
  import("../../../staff/enquiries/enquiry-view-dialog").then((module) => ({
    default: module.EnquiryViewDialog,
  })),
);

const SORTS: { value: EnquiriesQuery["sortBy"]; label: string }[] = [
  { value: "createdAt", label: "Date" },
  { value: "name", label: "Name" },
  { value: "neetScore", label: "NEET Score" },
  { value: "course", label: "Course" },
];

/** The mean NEET score of the rows shown, rounded (0 when none has a number). */
function averageScore(rows: Enquiry[]): number {
  const scores = rows.map((row) => Number(row.neetScore)).filter((score) => Number.isFinite(score));
  return scores.length ? Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length) : 0;
}

type FormState = { open: false } | { open: true; enquiry: Enquiry | null };

/** The address's keys that narrow the list (not paging, sorting or the search, which stays in view). */
const ACTIVE_FILTER_KEYS = new Set<string>(FILTER_KEYS.filter((key) => key !== "search"));

/** The list's defaults: newest first, ten a page, no filter. */
const ENQUIRIES_QUERY = {
  page: 1,
  limit: 10,
  sortBy: "createdAt",
  sortOrder: "desc",
  ...Object.fromEntries([...ACTIVE_FILTER_KEYS].map((key) => [key, ""])),
};

// The first page for the address and the e-mail banner come in the HTML (ADR 028); later changes load in
// the screen (filters, paging, reloads after a change), so the loader does not run again for them.
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadEnquiriesScreen(context, new URL(request.url), ENQUIRIES_QUERY);

export const shouldRevalidate = () => false;

export default function EnquiriesPage() {
  const first = useLoaderData<typeof loader>();
  // Page, filters and sort live in the address: a reload or a shared link shows the same list.
  const [params] = useSearchParams();
  const listQuery = useListQuery({
    initialQuery: ENQUIRIES_QUERY,
    initial: first.list,
    load: (query) => listEnquiries(query as unknown as EnquiriesQuery),
    totalPagesOf: (answer) => answer.pagination?.totalPages,
  });
  const { search, setSearch, list, setPage } = listQuery;
  const query = listQuery.query as unknown as EnquiriesQuery;
  const change = listQuery.change as (next: Partial<EnquiriesQuery>) => void;
  const [viewing, setViewing] = useState<Enquiry | null>(null);
  const [view, setView] = useState<"list" | "grid">("list");
  // On a phone the enquiries come first: filters, sort and figures fold away behind one button.
  // Until the staff member chooses, the width decides; in the server's HTML (width unknown) CSS does.
  const wide = useMediaQuery("(min-width: 768px)");
  const [chosen, setFiltersOpen] = useState<boolean | null>(null);
  const filtersOpen = chosen ?? wide ?? false;
  const activeFilters = [...params.keys()].filter((key) => ACTIVE_FILTER_KEYS.has(key)).length;
  const [form, setForm] = useState<FormState>({ open: false });
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (list.error) toast.error("Failed to fetch enquiries");
  }, [list.error]);

  const pagination = list.data?.pagination;
  const rows = list.data?.data ?? [];
  const term = query.search ?? "";

  const deletion = useConfirmedDelete(
    (row: Enquiry) => deleteEnquiry(row._id),
    { success: "Enquiry deleted successfully", failure: () => "Failed to delete enquiry" },
    list.reload,
  );

  const runExport = async () => {
    setExporting(true);
    try {
      await exportEnquiries(query);
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "The export failed");
    } finally {
      setExporting(false);
    }
  };

  const range = pagination
    ? rangeOf(pagination.currentPage, pagination.limit, pagination.totalEnquiries)
    : null;
  const tiles = [
    { label: "Total Enquiries", value: pagination ? formatNumber(pagination.totalEnquiries) : "—" },
    { label: "This Page", value: String(rows.length) },
    { label: "Avg NEET Score", value: String(averageScore(rows)) },
    { label: "Current Page", value: pagination ? String(pagination.currentPage) : "—" },
  ];
  const actions = (row: Enquiry) => (
    <RowActions
      label={`enquiry from ${row.name}`}
      onView={() => setViewing(row)}
      onEdit={() => setForm({ open: true, enquiry: row })}
      onDelete={() => deletion.ask(row)}
    />
  );

  return (
    <>
      <PageHeader
        title="Enquiries"
        subtitle="Manage student enquiries and applications"
        actions={
          <>
            <button type="button" className={buttonClass.secondary} onClick={runExport} disabled={exporting}>
              {exporting ? <Spinner /> : <Icon name="download" className="h-4 w-4" />}
              Export
            </button>
            <button
              type="button"
              className={buttonClass.primary}
              onClick={() => setForm({ open: true, enquiry: null })}
            >
              <Icon name="plus" className="h-4 w-4" />
              Add New Enquiry
            </button>
          </>
        }
      />

      <EmailNotConfigured initial={first.mailStatus} />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <FilterField id="enquiry-search" label="Search" className="flex-1">
          <input
            id="enquiry-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name, e-mail, phone or reference (ENQ-000123)"
            className={controlClass}
          />
        </FilterField>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls="enquiry-filters"
          onClick={() => setFiltersOpen(!filtersOpen)}
          className={buttonClass.secondary}
        >
          <Icon name="search" className="h-4 w-4" />
          {filtersOpen ? "Hide filters and figures" : "Filters, sort and figures"}
          {activeFilters > 0 ? ` (${activeFilters} active)` : ""}
        </button>
      </div>

      <div
        id="enquiry-filters"
        hidden={(chosen ?? wide) === false}
        className={(chosen ?? wide) === null ? "max-md:hidden" : undefined}
      >
        <EnquiryFilters query={query} onChange={change} />

        <ul className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Summary">
          {tiles.map((tile) => (
            <li key={tile.label} className="rounded-lg bg-white p-4 shadow-sm">
              <p className="text-sm text-slate-700">{tile.label}</p>
              <p className="mt-1 text-2xl font-bold text-slate-900" data-tile={tile.label}>
                {tile.value}
              </p>
            </li>
          ))}
        </ul>

        <div className="mb-6 grid grid-cols-2 gap-3 rounded-lg bg-white p-4 shadow-sm md:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
          <FilterField id="enquiry-sort" label="Sort by">
            <select
              id="enquiry-sort"
              value={query.sortBy}
              onChange={(event) => change({ sortBy: event.target.value as EnquiriesQuery["sortBy"] })}
              className={controlClass}
            >
              {SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id="enquiry-order" label="Order">
            <select
              id="enquiry-order"
              value={query.sortOrder}
              onChange={(event) => change({ sortOrder: event.target.value as EnquiriesQuery["sortOrder"] })}
              className={controlClass}
            >
              <option value="desc">Newest</option>
              <option value="asc">Oldest</option>
            </select>
          </FilterField>
          <PageSizeSelect
            id="enquiry-limit"
            label="Limit"
            value={query.limit}
            onChange={(limit) => change({ limit })}
          />
          <ViewToggle
            value={view}
            onChange={setView}
            options={[
              { value: "list", label: "List", icon: "list" },
              { value: "grid", label: "Grid", icon: "grid" },
            ]}
          />
        </div>
      </div>

      <ListSection
        label="Enquiry list"
        list={list}
        what="enquiries"
        loadingText="Loading enquiries..."
        showLoading={list.loading && !list.data}
        empty={
          rows.length === 0
            ? {
                title: "No enquiries found",
                text: term ? `No enquiry matches “${term}”.` : undefined,
              }
            : null
        }
        pager={
          pagination && range ? (
            <ListPager
              label="Enquiry pages"
              summary={`Showing ${range.from} to ${range.to} of ${pagination.totalEnquiries} enquiries`}
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              onPageChange={setPage}
              disabled={list.loading}
            />
          ) : null
        }
      >
        <TableOrCards
          showTable={view !== "grid"}
          table={<EnquiryTable rows={rows} actions={actions} listState={params.toString()} />}
          cards={<EnquiryGrid rows={rows} actions={actions} listState={params.toString()} />}
        />
      </ListSection>

      <LoadOnOpen open={viewing !== null}>
        <EnquiryViewDialog
          enquiry={viewing}
          onClose={() => setViewing(null)}
          onEdit={(enquiry) => {
            setViewing(null);
            setForm({ open: true, enquiry });
          }}
        />
      </LoadOnOpen>
      <LoadOnOpen open={form.open}>
        <EnquiryFormDialog
          open={form.open}
          enquiry={form.open ? form.enquiry : null}
          onClose={() => setForm({ open: false })}
          onSaved={() => {
            setForm({ open: false });
            list.reload();
          }}
        />
      </LoadOnOpen>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete this enquiry?"
        confirmLabel="Delete"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        <p>The enquiry from {deletion.target?.name} will be deleted. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
