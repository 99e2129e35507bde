import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_INFO,
  type DocumentRecord,
} from "../../../../contract/documents";
import { ApiError } from "../../../staff/api-client";
import { ConfirmDialog } from "../../../staff/confirm-dialog";
import { DocumentFormDialog } from "../../../staff/content/document-form-dialog";
import { deleteDocument, listDocuments, type DocumentsQuery } from "../../../staff/content/documents-api";
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

export const meta = () => staffMeta("Documents");

type FormState = { open: false } | { open: true; document: DocumentRecord | null };

export default function DocumentsPage() {
  const [query, setQuery] = useState<DocumentsQuery>({ page: 1, limit: 20, category: "", status: "" });
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 300);
  const [form, setForm] = useState<FormState>({ open: false });
  const effective = { ...query, search: term || undefined };
  const list = useApiData(JSON.stringify(effective), () => listDocuments(effective));
  useEffect(() => {
    if (list.error) toast.error("Failed to load documents");
  }, [list.error]);
  useEffect(() => setQuery((current) => ({ ...current, page: 1 })), [term]);

  const pagination = list.data?.data.pagination;
  const rows = list.data?.data.documents ?? [];
  const setPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  useClampedPage(query.page, pagination?.totalPages, setPage);
  const change = (next: Partial<DocumentsQuery>) => setQuery((current) => ({ ...current, ...next, page: 1 }));
  const deletion = useConfirmedDelete(
    (row: DocumentRecord) => deleteDocument(row._id),
    {
      success: "Document deleted",
      failure: (caught) => (caught instanceof ApiError ? caught.message : "Failed to delete document"),
    },
    list.reload,
  );
  const range = pagination
    ? rangeOf(pagination.currentPage, pagination.limit, pagination.totalRecords)
    : null;

  return (
    <>
      <PageHeader
        title="Documents"
        subtitle="PDFs listed on the public pages of their category"
        actions={
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => setForm({ open: true, document: null })}
          >
            <Icon name="upload" className="h-4 w-4" />
            Upload Document
          </button>
        }
      />
      <div className="mb-6 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-3">
        <FilterField id="document-search" label="Search titles">
          <input
            id="document-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={controlClass}
          />
        </FilterField>
        <FilterField id="document-category" label="Category">
          <select
            id="document-category"
            value={query.category}
            onChange={(event) => change({ category: event.target.value as DocumentsQuery["category"] })}
            className={controlClass}
          >
            <option value="">All categories</option>
            {DOCUMENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {DOCUMENT_CATEGORY_INFO[category].label}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="document-status" label="Status">
          <select
            id="document-status"
            value={query.status}
            onChange={(event) => change({ status: event.target.value as DocumentsQuery["status"] })}
            className={controlClass}
          >
            <option value="">Any status</option>
            <option value="published">Published</option>
            <option value="draft">Draft</option>
          </select>
        </FilterField>
      </div>
      <ListSection
        label="Document list"
        list={list}
        what="documents"
        loadingText="Loading documents..."
        showLoading={list.loading && !list.data}
        empty={rows.length === 0 ? { title: "No documents found" } : null}
        pager={
          pagination && range ? (
            <ListPager
              label="Document pages"
              summary={`Showing ${range.from} to ${range.to} of ${pagination.totalRecords} documents`}
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
                  Date
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Version
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
                    <a href={row.url} target="_blank" rel="noopener" className="hover:underline">
                      {row.title}
                      <span className="sr-only"> (PDF, opens in a new tab)</span>
                    </a>
                  </td>
                  <td className="px-4 py-3">{DOCUMENT_CATEGORY_INFO[row.category].label}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{row.date}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={row.status} />
                  </td>
                  <td className="px-4 py-3">{row.version}</td>
                  <td className="px-4 py-3">
                    <RowActions
                      label={`document ${row.title}`}
                      onEdit={() => setForm({ open: true, document: row })}
                      onDelete={() => deletion.ask(row)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListSection>
      <DocumentFormDialog
        open={form.open}
        document={form.open ? form.document : null}
        onClose={() => setForm({ open: false })}
        onSaved={() => {
          setForm({ open: false });
          list.reload();
        }}
      />
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete this document?"
        confirmLabel="Delete"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        <p>
          “{deletion.target?.title}” and every version of its file will be deleted. Its address will stop
          working.
        </p>
      </ConfirmDialog>
    </>
  );
}
