import { can } from "../../../contract/permissions";
import type { MessageTemplate } from "../../../contract/message-templates";
import {
  ContentListPage,
  ContentRowActions,
  ContentTable,
  SearchFilter,
  useContentList,
} from "../../staff/content/content-list";
import {
  deleteMessageTemplate,
  fetchOfficePhone,
  listMessageTemplates,
  type MessageTemplatesQuery,
} from "../../staff/message-templates/message-templates-api";
import { MessageTemplateFormDialog } from "../../staff/message-templates/message-template-form-dialog";
import { REGISTER_PAGE_SIZE } from "../../staff/registers/use-register-query";
import { staffMeta } from "../../staff/staff-meta";
import { useStaffUser } from "../../staff/staff-user";
import { useApiData } from "../../staff/use-api-data";

export const meta = () => staffMeta("Message templates");

/** The list keeps its page and search words in the address; it has no other filters. */

/**
 * The admissions office's WhatsApp and SMS replies (issue 25, ADR 021): the administrator keeps them; the
 * office reads them here and sends them from an enquiry's work page.
 */
export default function MessageTemplatesPage() {
  const user = useStaffUser();
  const mayWrite = can(user?.role, "message-templates:write");
  const officePhone = useApiData("office-phone", fetchOfficePhone);
  const state = useContentList({
    nouns: { one: "message template", many: "message templates" },
    initialQuery: { page: 1, limit: REGISTER_PAGE_SIZE } as MessageTemplatesQuery,
    load: listMessageTemplates,
    rowsOf: (answer) => answer.data.templates,
    remove: (row: MessageTemplate) => deleteMessageTemplate(row._id),
  });

  return (
    <ContentListPage
      state={state}
      title="Message templates"
      subtitle="Replies the admissions office sends on WhatsApp or by SMS from an enquiry, filled with the family's name, course and reference"
      addLabel="Add template"
      mayWrite={mayWrite}
      filters={
        <SearchFilter
          id="template-search"
          label="Search templates"
          value={state.search}
          onChange={state.setSearch}
        />
      }
      table={
        <ContentTable columns={["Name", "Message", "Documents", ...(mayWrite ? ["Actions"] : [])]}>
          {state.rows.map((row) => (
            <tr key={row._id}>
              <td className="px-4 py-3 font-medium text-slate-900">{row.name}</td>
              <td className="max-w-md px-4 py-3 whitespace-pre-line text-slate-800">{row.body}</td>
              <td className="px-4 py-3">
                {row.documents.map((document) => (
                  <a
                    key={document._id}
                    href={document.url}
                    target="_blank"
                    rel="noreferrer"
                    className="block text-brand-800 underline underline-offset-2"
                  >
                    {document.title}
                  </a>
                ))}
                {row.documentIds.length > row.documents.length ? (
                  <span className="block text-xs text-red-800">
                    {row.documentIds.length - row.documents.length} linked document(s) no longer published
                  </span>
                ) : null}
                {row.documentIds.length === 0 ? "—" : null}
              </td>
              {mayWrite ? (
                <td className="px-4 py-3">
                  <ContentRowActions state={state} row={row} label={`template ${row.name}`} />
                </td>
              ) : null}
            </tr>
          ))}
        </ContentTable>
      }
      dialog={
        <MessageTemplateFormDialog
          open={state.editing !== null}
          template={state.editing?.row ?? null}
          officePhone={officePhone.data ?? ""}
          onClose={state.closeDialog}
          onSaved={state.saved}
        />
      }
      deleteText={(row) => (
        <p>
          The template “{row.name}” will be deleted. Messages already sent stay on each enquiry&apos;s
          timeline.
        </p>
      )}
    />
  );
}
