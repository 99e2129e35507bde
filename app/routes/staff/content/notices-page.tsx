import { StatusBadge } from "../../../staff/status-badge";
import { publicationBadge } from "../../../staff/content/status-badge";
import { useEffect, useState } from "react";
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_LABELS, type Notice } from "../../../../contract/notices";
import {
  ContentFilters,
  ContentListPage,
  ContentTable,
  useContentList,
  ContentRowActions,
  type ChoiceOf,
} from "../../../staff/content/content-list";
import { formatDateTime } from "../../../staff/content/datetime";
import { NoticeFormDialog } from "../../../staff/content/notice-form-dialog";
import { deleteNotice, listNotices, type NoticesQuery } from "../../../staff/content/notices-api";
import { staffMeta } from "../../../staff/staff-meta";

export const meta = () => staffMeta("Notices");

const CATEGORY_CHOICE: ChoiceOf<NoticesQuery> = {
  key: "category",
  label: "Category",
  anyLabel: "All categories",
  choices: NOTICE_CATEGORIES.map((value) => ({ value, label: NOTICE_CATEGORY_LABELS[value] })),
};

/** "Scheduled" or "Expired" for a published notice outside its dates. */
function dateNote(notice: Notice, now: number): string | undefined {
  if (notice.status !== "published") return undefined;
  if (Date.parse(notice.publishAt) > now) return "Scheduled";
  if (notice.expireAt && Date.parse(notice.expireAt) <= now) return "Expired";
  return undefined;
}

export default function NoticesPage() {
  const state = useContentList({
    nouns: { one: "notice", many: "notices" },
    initialQuery: { page: 1, limit: 10, category: "", status: "" } as NoticesQuery,
    load: listNotices,
    rowsOf: (answer) => answer.data.notices,
    remove: (row: Notice) => deleteNotice(row._id),
  });
  // "Scheduled" and "Expired" are judged when the rows arrive.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => setNow(Date.now()), [state.list.data]);

  return (
    <ContentListPage
      state={state}
      title="Notices"
      subtitle="Notices on the home page's board, the header and /notices"
      addLabel="Add Notice"
      filters={<ContentFilters idPrefix="notice" state={state} choice={CATEGORY_CHOICE} />}
      table={
        <ContentTable columns={["Title", "Category", "Status", "Publish at", "Actions"]}>
          {state.rows.map((row) => (
            <tr key={row._id}>
              <td className="px-4 py-3 font-medium text-slate-900">
                {row.pinned ? <span className="mr-1 text-accent-700">Pinned ·</span> : null}
                {row.title}
              </td>
              <td className="px-4 py-3">{NOTICE_CATEGORY_LABELS[row.category]}</td>
              <td className="px-4 py-3">
                <StatusBadge {...publicationBadge(row.status, dateNote(row, now))} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(row.publishAt)}</td>
              <td className="px-4 py-3">
                <ContentRowActions
                  state={state}
                  row={row}
                  label={`notice ${row.title}`}
                  preview={{ href: `/notices/${row.slug}?preview`, name: row.title }}
                />
              </td>
            </tr>
          ))}
        </ContentTable>
      }
      dialog={
        <NoticeFormDialog
          open={state.editing !== null}
          notice={state.editing?.row ?? null}
          onClose={state.closeDialog}
          onSaved={state.saved}
        />
      }
      deleteText={(row) => <p>The notice “{row.title}” will be deleted. This cannot be undone.</p>}
    />
  );
}
