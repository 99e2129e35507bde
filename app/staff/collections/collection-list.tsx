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
import {
  collectionListDefaults,
  deleteRecord,
  listRecords,
  type CollectionAnswer,
  type CollectionFirstPage,
  type CollectionRow,
} from "./collections-api";
import { RevisionHistoryDialog } from "./revision-history";
import {
  ContentFilters,
  ContentListPage,
  ContentRowActions,
  ContentTable,
  SECONDARY_CELL,
  useContentList,
  type ChoiceOf,
  type ContentListState,
  type ContentQuery,
} from "../content/content-list";
import type { IconName } from "../icons";
import { formatDateTime } from "../content/datetime";
import { formatDate } from "../format";

/** A collection with `closesAfter`: "published" lists the open ones, "closed" the published ones past their date. */
const CLOSING_STATUS_CHOICES = [
  { value: "published", label: "Published (open)" },
  { value: "closed", label: "Closed" },
  { value: "draft", label: "Draft" },
] as const;

/** The list's query: a collection's `filters` beside the usual ones. */
export type ListQuery = ContentQuery<CollectionListStatus> & {
  [filter: string]: string | number | undefined;
};

export type CollectionListState = ContentListState<ListQuery, CollectionRow>;

/** A column's cell drawn by the collection instead of from the field's type (a thumbnail, an order with buttons). */
export interface CellOverride {
  /** The column's heading (default: the field's label). */
  label?: string;
  className?: string;
  cell: (row: CollectionRow) => React.ReactNode;
}

/** A collection's own add/edit dialog, for one whose API takes another shape than the generic form sends. */
export interface CollectionDialogProps {
  open: boolean;
  record: CollectionRow | null;
  /** The list's query (a new record may start in the album or category the list is filtered by). */
  query: ListQuery;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * What a collection's list screen does differently from the generic one (the gallery: thumbnails, places with
 * up/down buttons, its upload dialog), each part optional; the rest stays derived from the declaration.
 */
export interface CollectionListView {
  /** The screen's heading (default: the records' name, "Photos"). */
  title?: string;
  addIcon?: IconName;
  /** Names a row in its buttons, its History and the delete question (default: the title field). */
  rowName?: (row: CollectionRow) => string;
  /** The columns, field names in order, the title field among them (default: the title, then `listColumns`). */
  columns?: readonly string[];
  /** A hook the list calls on each render, handing it the list: the cells it draws, by field name. */
  useCells?: (state: CollectionListState) => Readonly<Record<string, CellOverride>>;
  /** A row's staff preview (default: the record's public page with `?preview`); null: none. */
  preview?: (row: CollectionRow) => { href: string; name: string } | null;
  /** Replaces the generic form dialog. */
  Dialog?: React.ComponentType<CollectionDialogProps>;
}

const noCells = (): Readonly<Record<string, CellOverride>> => ({});

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
export function CollectionList({
  collection,
  view = {},
  first,
}: {
  collection: AnyCollection;
  view?: CollectionListView;
  /** The route loader's first page (`loadCollectionScreen`), used when it is this collection's. */
  first?: CollectionFirstPage;
}) {
  const { fields, labels } = collection;
  const [history, setHistory] = useState<CollectionRow | null>(null);
  const state = useContentList({
    nouns: labels,
    initialQuery: collectionListDefaults(collection) as ListQuery,
    initial: first?.collection === collection.name ? first.list : null,
    load: (query: ListQuery) => listRecords(collection, query),
    rowsOf: (answer: CollectionAnswer) => answer.data[collection.plural] as CollectionRow[],
    remove: (row: CollectionRow) => deleteRecord(collection, row._id),
  });
  const titleOf = view.rowName ?? ((row: CollectionRow) => cellText(row[collection.titleField]));
  const useCells = view.useCells ?? noCells;
  const cells = useCells(state);
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
  const columnNames = view.columns ?? [collection.titleField, ...collection.listColumns];
  const columns = columnNames.map((name) => cells[name]?.label ?? fields[name]!.label);
  const previewOf =
    view.preview ??
    ((row: CollectionRow) =>
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
          });

  return (
    <>
      <ContentListPage
        state={state}
        title={view.title ?? capitalised(labels.many)}
        subtitle={collection.description}
        addLabel={collection.addLabel ?? `Add ${labels.one}`}
        addIcon={view.addIcon}
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
                {columnNames.map((name) => {
                  const override = cells[name];
                  if (override)
                    return (
                      <td key={name} className={override.className ?? "px-4 py-3"}>
                        {override.cell(row)}
                      </td>
                    );
                  if (name === collection.titleField)
                    return (
                      <td key={name} className="px-4 py-3 font-medium text-slate-900">
                        {titleOf(row)}
                      </td>
                    );
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
                      preview={previewOf(row)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </ContentTable>
        }
        dialog={
          view.Dialog ? (
            <view.Dialog
              open={state.editing !== null}
              record={state.editing?.row ?? null}
              query={state.query}
              onClose={state.closeDialog}
              onSaved={state.saved}
            />
          ) : (
            <CollectionFormDialog
              collection={collection}
              open={state.editing !== null}
              record={state.editing?.row ?? null}
              onClose={state.closeDialog}
              onSaved={state.saved}
            />
          )
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
