import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import type { Enquiry } from "../../../../contract/enquiry";
import { ApiError } from "../../../staff/api-client";
import { ConfirmDialog } from "../../../staff/confirm-dialog";
import {
  deleteEnquiry,
  exportEnquiries,
  listEnquiries,
  type EnquiriesQuery,
} from "../../../staff/enquiries/enquiries-api";
import { EnquiryFormDialog } from "../../../staff/enquiries/enquiry-form-dialog";
import { EnquiryGrid, EnquiryTable } from "../../../staff/enquiries/enquiry-views";
import { EnquiryViewDialog } from "../../../staff/enquiries/enquiry-view-dialog";
import { formatNumber } from "../../../staff/format";
import { Icon } from "../../../staff/icons";
import { ListEmpty, ListError, ListLoading } from "../../../staff/list-states";
import { ListPager } from "../../../staff/list-pager";
import { PageHeader } from "../../../staff/page-header";
import { RowActions } from "../../../staff/row-actions";
import { staffMeta } from "../../../staff/staff-meta";
import { useApiData, useClampedPage } from "../../../staff/use-api-data";
import { ViewToggle } from "../../../staff/view-toggle";
import { buttonClass } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { rangeOf } from "../../../ui/page-numbers";
import { controlClass } from "../../../staff/control-class";

export const meta = () => staffMeta("Enquiries");

const PAGE_SIZES = [5, 10, 20, 50];
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

export default function EnquiriesPage() {
  const [query, setQuery] = useState<EnquiriesQuery>({
    page: 1,
    limit: 10,
    sortBy: "createdAt",
    sortOrder: "desc",
  });
  const [search, setSearch] = useState("");
  const [view, setView] = useState<"list" | "grid">("list");
  const [viewing, setViewing] = useState<Enquiry | null>(null);
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Enquiry | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [exporting, setExporting] = useState(false);

  const list = useApiData(JSON.stringify(query), () => listEnquiries(query));
  useEffect(() => {
    if (list.error) toast.error("Failed to fetch enquiries");
  }, [list.error]);

  const pagination = list.data?.pagination;
  const setPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  useClampedPage(query.page, pagination?.totalPages, setPage);
  const term = search.trim().toLowerCase();
  // The search box filters only the rows of the current page.
  const rows = (list.data?.data ?? []).filter(
    (row) =>
      !term ||
      row.name.toLowerCase().includes(term) ||
      row.email.toLowerCase().includes(term) ||
      row.course.toLowerCase().includes(term),
  );

  const change = (next: Partial<EnquiriesQuery>) => setQuery((current) => ({ ...current, ...next, page: 1 }));

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteEnquiry(deleting._id);
      toast.success("Enquiry deleted successfully");
      setDeleting(null);
      list.reload();
    } catch {
      toast.error("Failed to delete enquiry");
    } finally {
      setDeleteBusy(false);
    }
  };

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
      onDelete={() => setDeleting(row)}
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

      <div className="mb-6 grid grid-cols-2 gap-3 rounded-lg bg-white p-4 shadow-sm md:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <label htmlFor="enquiry-search" className="mb-1 block text-sm font-medium text-slate-800">
            Search this page
          </label>
          <input
            id="enquiry-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name, email or course..."
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor="enquiry-sort" className="mb-1 block text-sm font-medium text-slate-800">
            Sort by
          </label>
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
        </div>
        <div>
          <label htmlFor="enquiry-order" className="mb-1 block text-sm font-medium text-slate-800">
            Order
          </label>
          <select
            id="enquiry-order"
            value={query.sortOrder}
            onChange={(event) => change({ sortOrder: event.target.value as EnquiriesQuery["sortOrder"] })}
            className={controlClass}
          >
            <option value="desc">Newest</option>
            <option value="asc">Oldest</option>
          </select>
        </div>
        <div>
          <label htmlFor="enquiry-limit" className="mb-1 block text-sm font-medium text-slate-800">
            Limit
          </label>
          <select
            id="enquiry-limit"
            value={query.limit}
            onChange={(event) => change({ limit: Number(event.target.value) })}
            className={controlClass}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <ViewToggle
          value={view}
          onChange={setView}
          options={[
            { value: "list", label: "List", icon: "list" },
            { value: "grid", label: "Grid", icon: "grid" },
          ]}
        />
      </div>

      <section aria-label="Enquiry list" aria-busy={list.loading}>
        {list.error ? (
          <ListError what="enquiries" message={list.error} onRetry={list.reload} />
        ) : list.loading && !list.data ? (
          <ListLoading text="Loading enquiries..." />
        ) : rows.length === 0 ? (
          <ListEmpty
            title="No enquiries found"
            text={term ? "No row on this page matches your search." : undefined}
          />
        ) : (
          <div className={list.loading ? "opacity-60" : undefined}>
            {view === "grid" ? (
              <EnquiryGrid rows={rows} actions={actions} />
            ) : (
              <>
                {/* Phones get the cards: a seven-column table cannot fit 375 px. */}
                <div className="hidden md:block">
                  <EnquiryTable rows={rows} actions={actions} />
                </div>
                <div className="md:hidden">
                  <EnquiryGrid rows={rows} actions={actions} />
                </div>
              </>
            )}
          </div>
        )}
        {pagination && range && !list.error ? (
          <ListPager
            label="Enquiry pages"
            summary={`Showing ${range.from} to ${range.to} of ${pagination.totalEnquiries} enquiries`}
            currentPage={pagination.currentPage}
            totalPages={pagination.totalPages}
            onPageChange={setPage}
            disabled={list.loading}
          />
        ) : null}
      </section>

      <EnquiryViewDialog
        enquiry={viewing}
        onClose={() => setViewing(null)}
        onEdit={(enquiry) => {
          setViewing(null);
          setForm({ open: true, enquiry });
        }}
      />
      <EnquiryFormDialog
        open={form.open}
        enquiry={form.open ? form.enquiry : null}
        onClose={() => setForm({ open: false })}
        onSaved={() => {
          setForm({ open: false });
          list.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this enquiry?"
        confirmLabel="Delete"
        busy={deleteBusy}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>The enquiry from {deleting?.name} will be deleted. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
