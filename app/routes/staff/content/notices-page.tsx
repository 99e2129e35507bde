import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_LABELS, type Notice } from "../../../../contract/notices";
import { ApiError } from "../../../staff/api-client";
import { ConfirmDialog } from "../../../staff/confirm-dialog";
import { formatDateTime } from "../../../staff/content/datetime";
import { NoticeFormDialog } from "../../../staff/content/notice-form-dialog";
import { deleteNotice, listNotices, type NoticesQuery } from "../../../staff/content/notices-api";
import { StatusBadge } from "../../../staff/content/status-badge";
import { controlClass } from "../../../staff/control-class";
import { Icon } from "../../../staff/icons";
import { FilterField } from "../../../staff/list-filters";
import { ListPager } from "../../../staff/list-pager";
import { ListSection } from "../../../staff/list-section";
import { PageHeader } from "../../../staff/page-header";
import { RowActions } from "../../../staff/row-actions";
import { staffMeta } from "../../../staff/staff-meta";
import { useConfirmedDelete } from "../../../staff/use-confirmed-delete";
import { useApiData, useClampedPage, useDebouncedValue } from "../../../staff/use-api-data";
import { buttonClass } from "../../../ui/button";
import { rangeOf } from "../../../ui/page-numbers";

export const meta = () => staffMeta("Notices");

/** "Scheduled" or "Expired" for a published notice outside its dates. */
function dateNote(notice: Notice, now: number): string | undefined {
  if (notice.status !== "published") return undefined;
  if (Date.parse(notice.publishAt) > now) return "Scheduled";
  if (notice.expireAt && Date.parse(notice.expireAt) <= now) return "Expired";
  return undefined;
}

type FormState = { open: false } | { open: true; notice: Notice | null };

export default function NoticesPage() {
  const [query, setQuery] = useState<NoticesQuery>({ page: 1, limit: 10, category: "", status: "" });
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 300);
  const [form, setForm] = useState<FormState>({ open: false });
  const effective = { ...query, search: term || undefined };
  const list = useApiData(JSON.stringify(effective), () => listNotices(effective));
  useEffect(() => {
    if (list.error) toast.error("Failed to load notices");
  }, [list.error]);
  useEffect(() => setQuery((current) => ({ ...current, page: 1 })), [term]);

  const pagination = list.data?.data.pagination;
  const rows = list.data?.data.notices ?? [];
  const setPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  useClampedPage(query.page, pagination?.totalPages, setPage);
  const change = (next: Partial<NoticesQuery>) => setQuery((current) => ({ ...current, ...next, page: 1 }));

  const deletion = useConfirmedDelete(
    (row: Notice) => deleteNotice(row._id),
    {
      success: "Notice deleted",
      failure: (caught) => (caught instanceof ApiError ? caught.message : "Failed to delete notice"),
    },
    list.reload,
  );
  // "Scheduled" and "Expired" are judged when the rows arrive.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => setNow(Date.now()), [list.data]);
  const range = pagination
    ? rangeOf(pagination.currentPage, pagination.limit, pagination.totalRecords)
    : null;

  return (
    <>
      <PageHeader
        title="Notices"
        subtitle="Notices on the home page's board, the header and /notices"
        actions={
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => setForm({ open: true, notice: null })}
          >
            <Icon name="plus" className="h-4 w-4" />
            Add Notice
          </button>
        }
      />
      <div className="mb-6 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-3">
        <FilterField id="notice-search" label="Search titles">
          <input
            id="notice-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={controlClass}
          />
        </FilterField>
        <FilterField id="notice-category" label="Category">
          <select
            id="notice-category"
            value={query.category}
            onChange={(event) => change({ category: event.target.value as NoticesQuery["category"] })}
            className={controlClass}
          >
            <option value="">All categories</option>
            {NOTICE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {NOTICE_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="notice-status" label="Status">
          <select
            id="notice-status"
            value={query.status}
            onChange={(event) => change({ status: event.target.value as NoticesQuery["status"] })}
            className={controlClass}
          >
            <option value="">Any status</option>
            <option value="published">Published</option>
            <option value="draft">Draft</option>
          </select>
        </FilterField>
      </div>
      <ListSection
        label="Notice list"
        list={list}
        what="notices"
        loadingText="Loading notices..."
        showLoading={list.loading && !list.data}
        empty={rows.length === 0 ? { title: "No notices found" } : null}
        pager={
          pagination && range ? (
            <ListPager
              label="Notice pages"
              summary={`Showing ${range.from} to ${range.to} of ${pagination.totalRecords} notices`}
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              onPageChange={setPage}
              disabled={list.loading}
            />
          ) : null
        }
      >
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Title
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Category
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Publish at
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={row._id}>
                  <td className="px-4 py-3 font-medium text-slate-900">
                    {row.pinned ? <span className="mr-1 text-accent-700">Pinned ·</span> : null}
                    {row.title}
                  </td>
                  <td className="px-4 py-3">{NOTICE_CATEGORY_LABELS[row.category]}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={row.status} note={dateNote(row, now)} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(row.publishAt)}</td>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-1">
                      <a
                        href={`/notices/${row.slug}?preview`}
                        target="_blank"
                        rel="noopener"
                        className="rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-slate-100"
                      >
                        Preview<span className="sr-only"> {row.title} (opens in a new tab)</span>
                      </a>
                      <RowActions
                        label={`notice ${row.title}`}
                        onEdit={() => setForm({ open: true, notice: row })}
                        onDelete={() => deletion.ask(row)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListSection>
      <NoticeFormDialog
        open={form.open}
        notice={form.open ? form.notice : null}
        onClose={() => setForm({ open: false })}
        onSaved={() => {
          setForm({ open: false });
          list.reload();
        }}
      />
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete this notice?"
        confirmLabel="Delete"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        <p>The notice “{deletion.target?.title}” will be deleted. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
