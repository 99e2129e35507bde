import { useState } from "react";
import { useParams } from "react-router";
import { choiceLabel, type AnyCollection } from "../../../../contract/collections/collection";
import { collectionNamed } from "../../../../contract/collections/collections";
import { capitalised, CollectionFormDialog } from "../../../staff/collections/collection-form";
import {
  deleteRecord,
  listRecords,
  type CollectionAnswer,
  type CollectionRow,
} from "../../../staff/collections/collections-api";
import { RevisionHistoryDialog } from "../../../staff/collections/revision-history";
import {
  ContentFilters,
  ContentListPage,
  ContentRowActions,
  ContentTable,
  useContentList,
  type ContentQuery,
} from "../../../staff/content/content-list";
import { StatusBadge } from "../../../staff/content/status-badge";
import { formatDate } from "../../../staff/format";
import { staffMeta } from "../../../staff/staff-meta";
import type { Route } from "./+types/collection-page";

export const meta = ({ params }: Route.MetaArgs) =>
  staffMeta(capitalised(collectionNamed(params.collection)?.labels.many ?? "Not found"));

/** A cell's text: localized values in English, lists counted. */
function cellText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return String(value.length);
  if (typeof value === "object") return String((value as { en?: string }).en ?? "");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/** The back-office list of any collection, derived from its declaration. */
function CollectionList({ collection }: { collection: AnyCollection }) {
  const { fields, labels } = collection;
  const [history, setHistory] = useState<CollectionRow | null>(null);
  const state = useContentList({
    nouns: labels,
    initialQuery: { page: 1, limit: 20, status: "" } as ContentQuery,
    load: (query: ContentQuery) => listRecords(collection, query),
    rowsOf: (answer: CollectionAnswer) => answer.data[collection.plural] as CollectionRow[],
    remove: (row: CollectionRow) => deleteRecord(collection, row._id),
  });
  const titleOf = (row: CollectionRow) => cellText(row[collection.titleField]);
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
        addLabel={`Add ${labels.one}`}
        filters={
          <ContentFilters
            idPrefix={collection.name}
            state={state}
            searchLabel={`Search ${collection.searchFields.map((name) => fields[name]!.label.toLowerCase()).join(", ")}`}
          />
        }
        table={
          <ContentTable columns={[...columns, "Status", "Updated", "Actions"]}>
            {state.rows.map((row) => (
              <tr key={row._id}>
                <td className="px-4 py-3 font-medium text-slate-900">{titleOf(row)}</td>
                {collection.listColumns.map((name) => {
                  const spec = fields[name]!;
                  const value = row[name];
                  return (
                    <td key={name} className="px-4 py-3">
                      {spec.type === "choice" && typeof value === "string"
                        ? choiceLabel(spec, value)
                        : cellText(value)}
                    </td>
                  );
                })}
                <td className="px-4 py-3">
                  <StatusBadge
                    status={row.status}
                    note={row.status === "draft" && row.live ? "Draft · published version live" : undefined}
                  />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(row.updatedAt)}</td>
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
                      preview={{
                        href: `${collection.publicRoute({ _id: row._id, slug: collection.slugField ? String(row[collection.slugField] ?? "") : null })}?preview`,
                        name: titleOf(row),
                      }}
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

export default function CollectionPage() {
  const { collection: name } = useParams();
  const collection = collectionNamed(name ?? "");
  if (!collection) {
    return <p className="rounded-lg bg-white p-6 shadow-sm">There is no such collection.</p>;
  }
  // A new key per collection: moving between collections starts with a fresh list.
  return <CollectionList key={collection.name} collection={collection} />;
}
