import { StatusBadge } from "../../../staff/status-badge";
import { publicationBadge } from "../../../staff/content/status-badge";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_INFO,
  type DocumentRecord,
} from "../../../../contract/documents";
import {
  ContentFilters,
  ContentListPage,
  ContentTable,
  useContentList,
  ContentRowActions,
  type ChoiceOf,
} from "../../../staff/content/content-list";
import { DocumentFormDialog } from "../../../staff/content/document-form-dialog";
import { deleteDocument, listDocuments, type DocumentsQuery } from "../../../staff/content/documents-api";
import { staffMeta } from "../../../staff/staff-meta";

export const meta = () => staffMeta("Documents");

const CATEGORY_CHOICE: ChoiceOf<DocumentsQuery> = {
  key: "category",
  label: "Category",
  anyLabel: "All categories",
  choices: DOCUMENT_CATEGORIES.map((value) => ({ value, label: DOCUMENT_CATEGORY_INFO[value].label })),
};

export default function DocumentsPage() {
  const state = useContentList({
    nouns: { one: "document", many: "documents" },
    initialQuery: { page: 1, limit: 20, category: "", status: "" } as DocumentsQuery,
    load: listDocuments,
    rowsOf: (answer) => answer.data.documents,
    remove: (row: DocumentRecord) => deleteDocument(row._id),
  });

  return (
    <ContentListPage
      state={state}
      title="Documents"
      subtitle="PDFs listed on the public pages of their category"
      addLabel="Upload Document"
      addIcon="upload"
      filters={<ContentFilters idPrefix="document" state={state} choice={CATEGORY_CHOICE} />}
      table={
        <ContentTable columns={["Title", "Category", "Date", "Status", "Version", "Actions"]}>
          {state.rows.map((row) => (
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
                <StatusBadge {...publicationBadge(row.status)} />
              </td>
              <td className="px-4 py-3">{row.version}</td>
              <td className="px-4 py-3">
                <ContentRowActions
                  state={state}
                  row={row}
                  label={`document ${row.title}`}
                  preview={
                    row.status === "draft"
                      ? {
                          href: `${DOCUMENT_CATEGORY_INFO[row.category].page}?preview`,
                          name: `${row.title} on its page`,
                        }
                      : null
                  }
                />
              </td>
            </tr>
          ))}
        </ContentTable>
      }
      dialog={
        <DocumentFormDialog
          open={state.editing !== null}
          document={state.editing?.row ?? null}
          onClose={state.closeDialog}
          onSaved={state.saved}
        />
      }
      deleteText={(row) => (
        <p>“{row.title}” and every version of its file will be deleted. Its address will stop working.</p>
      )}
    />
  );
}
