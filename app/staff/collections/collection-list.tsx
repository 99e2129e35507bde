/** The back-office list screen of any collection, derived from its declaration (ADR 017). */
import { StatusBadge } from "../status-badge";
import { publicationBadge } from "../content/status-badge";
import { useEffect, useState } from "react";
import {
  choiceLabel,
  type AnyCollection,
  type ChoiceFieldSpec,
  type CollectionListStatus,
} from "../../../contract/collections/collection";
import { capitalised, CollectionFormDialog } from "./collection-form";
import { deleteRecord, listRecords, type CollectionAnswer, type CollectionRow } from "./collections-api";
import { RevisionHistoryDialog } from "./revision-history";
import {
  ContentFilters,
  ContentListPage,
  ContentRowActions,
  ContentTable,
  SECONDARY_CELL,
  useContentList,
  type ChoiceOf,
  type ContentQuery,
} from "../content/content-list";
import { formatDateTime } from "../content/datetime";
import { formatDate } from "../format";

/** A collection with `closesAfter`: "published" lists the open ones, "closed" the published ones past their date. */
const CLOSING_STATUS_CHOICES = [
  { value: "published", label: "Published (open)" },
  { value: "closed", label: "Closed" },
  { value: "draft", label: "Draft" },
] as const;

/** The list's query: a collection's `filters` beside the usual ones. */
type ListQuery = ContentQuery<CollectionListStatus> & { [filter: string]: string | number | undefined };

/** A public address with `?preview` (before its #fragment). */
const previewHref = (route: string) => {
  const [path, fragment] = route.split("#");
  return `${path}?preview${fragment ? `#${fragment}` : ""}`;
};

/** A cell's text: localized values in English, lists counted. */
function cellText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return String(value.length);
  if (typeof value === "object") return String((value as { en?: string }).en ?? "");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/** A status badge's note: closed, scheduled or expired (a `schedule`), or a draft beside a live version. */
function statusNote(collection: AnyCollection, row: CollectionRow, now: number): string | undefined {
  if (row.closed === true) return "Closed";
  const { schedule } = collection;
  if (schedule && row.status === "published") {
    const from = row[schedule.from];
    const until = schedule.until ? row[schedule.until] : null;
    if (typeof from === "string" && Date.parse(from) > now) return "Scheduled";
    if (typeof until === "string" && Date.parse(until) <= now) return "Expired";
  }
  return row.status === "draft" && row.live ? "Draft · published version live" : undefined;
}

/** The back-office list of any collection, derived from its declaration. */
export function CollectionList({ collection }: { collection: AnyCollection }) {
  const { fields, labels } = collection;
  const [history, setHistory] = useState<CollectionRow | null>(null);
  const state = useContentList({
    nouns: labels,
    initialQuery: {
      page: 1,
      limit: collection.pageSize ?? 20,
      status: "",
      ...Object.fromEntries((collection.filters ?? []).map((name) => [name, ""])),
    } as ListQuery,
    load: (query: ListQuery) => listRecords(collection, query),
    rowsOf: (answer: CollectionAnswer) => answer.data[collection.plural] as CollectionRow[],
    remove: (row: CollectionRow) => deleteRecord(collection, row._id),
  });
  const titleOf = (row: CollectionRow) => cellText(row[collection.titleField]);
  // "Scheduled" and "Expired" are judged when the rows arrive.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => setNow(Date.now()), [state.list.data]);
  const filterChoices = (collection.filters ?? []).map((name): ChoiceOf<ListQuery> => {
    const spec = fields[name] as ChoiceFieldSpec;
    return {
      key: name,
      label: spec.label,
      anyLabel: `Any ${spec.label.toLowerCase()}`,
      choices: spec.choices.map((value) => ({ value, label: choiceLabel(spec, value) })),
    };
  });
  const columns = [
    fields[collection.titleField]!.label,
    ...collection.listColumns.map((name) => fields[name]!.label),
  ];

  return (
    <>
      <ContentListPage
        state={state}
        title={capitalised(labels.many)}
        subtitle={collection.description}
        addLabel={collection.addLabel ?? `Add ${labels.one}`}
        filters={
          <ContentFilters
            idPrefix={collection.name}
            state={state}
            searchLabel={
              collection.searchLabel ??
              `Search ${collection.searchFields.map((name) => fields[name]!.label.toLowerCase()).join(", ")}`
            }
            choices={filterChoices}
            statusChoices={collection.closesAfter ? CLOSING_STATUS_CHOICES : undefined}
          />
        }
        table={
          <ContentTable columns={[...columns, "Status", "Updated", "Actions"]} secondary={["Updated"]}>
            {state.rows.map((row) => (
              <tr key={row._id}>
                <td className="px-4 py-3 font-medium text-slate-900">{titleOf(row)}</td>
                {collection.listColumns.map((name) => {
                  const spec = fields[name]!;
                  const value = row[name];
                  return (
                    <td
                      key={name}
                      className={
                        spec.type === "date" || spec.type === "dateTime"
                          ? "px-4 py-3 whitespace-nowrap"
                          : "px-4 py-3"
                      }
                    >
                      {spec.type === "choice" && typeof value === "string"
                        ? choiceLabel(spec, value)
                        : spec.type === "date" && typeof value === "string"
                          ? formatDate(value)
                          : spec.type === "dateTime" && typeof value === "string"
                            ? formatDateTime(value)
                            : cellText(value)}
                    </td>
                  );
                })}
                <td className="px-4 py-3">
                  <StatusBadge {...publicationBadge(row.status, statusNote(collection, row, now))} />
                </td>
                <td className={`px-4 py-3 whitespace-nowrap ${SECONDARY_CELL}`}>
                  {formatDate(row.updatedAt)}
                </td>
                <td className="px-4 py-3">
                  <div className="flex items-center gap-1">
                    <button
                      type="button"
                      onClick={() => setHistory(row)}
                      className="rounded-md px-2 py-1 font-medium whitespace-nowrap text-brand-700 hover:bg-slate-100"
                    >
                      History<span className="sr-only"> of {titleOf(row)}</span>
                    </button>
                    <ContentRowActions
                      state={state}
                      row={row}
                      label={`${labels.one} ${titleOf(row)}`}
                      preview={
                        // A closed record is on no page.
                        row.closed === true
                          ? null
                          : {
                              href: previewHref(
                                collection.publicRoute({
                                  ...row,
                                  _id: row._id,
                                  slug: collection.slugFrom
                                    ? String(row.slug ?? "")
                                    : collection.slugField
                                      ? String(row[collection.slugField] ?? "")
                                      : null,
                                }),
                              ),
                              name: titleOf(row),
                            }
                      }
                    />
                  </div>
                </td>
              </tr>
            ))}
          </ContentTable>
        }
        dialog={
          <CollectionFormDialog
            collection={collection}
            open={state.editing !== null}
            record={state.editing?.row ?? null}
            onClose={state.closeDialog}
            onSaved={state.saved}
          />
        }
        deleteText={(row) => (
          <p>
            The {labels.one} “{titleOf(row)}” will be deleted with its history. This cannot be undone.
          </p>
        )}
      />
      <RevisionHistoryDialog
        collection={collection}
        record={history}
        onClose={() => setHistory(null)}
        onRestored={() => {
          setHistory(null);
          state.list.reload();
        }}
      />
    </>
  );
}
