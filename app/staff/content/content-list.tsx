import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import type { ContentPagination } from "../../../contract/content";
import { ApiError } from "../api-client";
import { ConfirmDialog } from "../confirm-dialog";
import { controlClass } from "../control-class";
import { Icon, type IconName } from "../icons";
import { FilterField } from "../list-filters";
import { ListPager } from "../list-pager";
import { ListSection } from "../list-section";
import { PageHeader } from "../page-header";
import type { AddressQuery } from "../use-address-query";
import type { InitialData } from "../use-api-data";
import { useListQuery } from "../use-list-query";
import { useConfirmedDelete } from "../use-confirmed-delete";
import { buttonClass } from "../../ui/button";
import { rangeOf } from "../../ui/page-numbers";
import { RowActions } from "../row-actions";
import { PreviewLink } from "./preview-link";

/**
 * The query every content list sends: a page, its size, the search words and the status filter (draft or
 * published; a kind may have more states to filter by, as job openings have "closed").
 */
export interface ContentQuery<Status extends string = "draft" | "published"> {
  page: number;
  limit: number;
  search?: string;
  status?: Status | "";
}

/** A content kind's names, as its list screen says them ("notice" / "notices"). */
export interface ContentNouns {
  one: string;
  many: string;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The state of a content kind's list screen: the query with its filters and debounced search, the loaded
 * page of rows, paging that stays in range, the add/edit dialog's target, and a confirmed delete.
 */
type ListAnswer = { data: { pagination: ContentPagination } };

export function useContentList<
  Q extends ContentQuery<string>,
  Row extends { _id: string },
  Answer extends ListAnswer,
>({
  nouns,
  initialQuery,
  load,
  rowsOf,
  remove,
  initial,
}: {
  nouns: ContentNouns;
  /** The list's defaults; what differs from them lives in the address (`useAddressQuery`). */
  initialQuery: Q;
  /** The first page for the address, read by the route's server loader (ADR 028). */
  initial?: InitialData<Answer> | null;
  load: (query: Q) => Promise<Answer>;
  rowsOf: (answer: Answer) => Row[];
  /** Absent for a list whose rows are not deleted from it (appointment requests). */
  remove?: (row: Row) => Promise<unknown>;
}) {
  const listQuery = useListQuery({
    initialQuery: initialQuery as Q & AddressQuery,
    initial,
    load: (query) => load(query),
    totalPagesOf: (answer: Answer) => answer.data.pagination.totalPages,
  });
  const { search, setSearch, list, setPage } = listQuery;
  const query = listQuery.query as Q;
  const change = listQuery.change as (next: Partial<Q>) => void;
  // The dialog: closed, adding (null) or editing a row.
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  useEffect(() => {
    if (list.error) toast.error(`Failed to load ${nouns.many}`);
  }, [list.error, nouns.many]);
  const pagination = list.data?.data.pagination;

  const deletion = useConfirmedDelete(
    remove ?? (() => Promise.resolve()),
    {
      success: `${capitalised(nouns.one)} deleted`,
      failure: (caught) => (caught instanceof ApiError ? caught.message : `Failed to delete ${nouns.one}`),
    },
    list.reload,
  );

  return {
    nouns,
    query,
    change,
    search,
    setSearch,
    list,
    rows: list.data ? rowsOf(list.data) : [],
    pagination,
    setPage,
    deletion,
    editing,
    openAdd: () => setEditing({ row: null }),
    openEdit: (row: Row) => setEditing({ row }),
    closeDialog: () => setEditing(null),
    /** After a save: closes the dialog and reloads the rows. */
    saved: () => {
      setEditing(null);
      list.reload();
    },
  };
}

export type ContentListState<Q extends ContentQuery<string>, Row extends { _id: string }> = ReturnType<
  typeof useContentList<Q, Row, ListAnswer>
>;

/** The search box of a list's filter bar, tied to the list's debounced search. */
export function SearchFilter({
  id,
  label = "Search titles",
  value,
  onChange,
}: {
  id: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField id={id} label={label}>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass}
      />
    </FilterField>
  );
}

/** A select of the filter bar: "any" first, then the choices. */
export function ChoiceFilter<Value extends string>({
  id,
  label,
  anyLabel,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: Value | "" | undefined;
  choices: readonly { value: Value; label: string }[];
  onChange: (value: Value | "") => void;
}) {
  return (
    <FilterField id={id} label={label}>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value as Value | "")}
        className={controlClass}
      >
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

export const STATUS_CHOICES = [
  { value: "published", label: "Published" },
  { value: "draft", label: "Draft" },
] as const;

/** A select of the filter bar tied to one field of the list's query (a category, an album, a department). */
export interface ChoiceOf<Q> {
  key: keyof Q & string;
  label: string;
  anyLabel: string;
  choices: readonly { value: string; label: string }[];
}

/**
 * A content list's filter bar: the search box, the kind's own choice (when it has one) and the status
 * (Draft/Published unless the kind has its own statuses), all driving the list's query.
 */
export function ContentFilters<Q extends ContentQuery<string>, Row extends { _id: string }>({
  idPrefix,
  state,
  searchLabel,
  choice,
  choices = choice ? [choice] : [],
  statusChoices = STATUS_CHOICES,
}: {
  idPrefix: string;
  state: ContentListState<Q, Row>;
  searchLabel?: string;
  choice?: ChoiceOf<Q>;
  /** Several choice filters (a collection's `filters`), in order. */
  choices?: readonly ChoiceOf<Q>[];
  statusChoices?: readonly { value: string; label: string }[];
}) {
  return (
    <>
      <SearchFilter
        id={`${idPrefix}-search`}
        label={searchLabel}
        value={state.search}
        onChange={state.setSearch}
      />
      {choices.map((choice) => (
        <ChoiceFilter
          key={choice.key}
          id={`${idPrefix}-${choice.key}`}
          label={choice.label}
          anyLabel={choice.anyLabel}
          value={state.query[choice.key] as string | undefined}
          choices={choice.choices}
          onChange={(value) => state.change({ [choice.key]: value } as Partial<Q>)}
        />
      ))}
      <ChoiceFilter
        id={`${idPrefix}-status`}
        label="Status"
        anyLabel="Any status"
        value={state.query.status}
        choices={statusChoices}
        onChange={(status) => state.change({ status } as Partial<Q>)}
      />
    </>
  );
}

/** A row's actions: its staff preview (when it has one), Edit (opens the dialog) and Delete (asks first). */
export function ContentRowActions<Q extends ContentQuery<string>, Row extends { _id: string }>({
  state,
  row,
  label,
  preview,
}: {
  state: ContentListState<Q, Row>;
  row: Row;
  /** Names the row for screen readers: "notice Exam timetable". */
  label: string;
  preview?: { href: string; name: string } | null;
}) {
  return (
    <div className="flex items-center gap-1">
      {preview ? <PreviewLink href={preview.href} name={preview.name} /> : null}
      <RowActions label={label} onEdit={() => state.openEdit(row)} onDelete={() => state.deletion.ask(row)} />
    </div>
  );
}

/**
 * A column's cells that show only from 2xl (1536 px) up: a 1366 px desktop fits the table with its actions
 * without them (give the header the same through ContentTable's `secondary`).
 */
export const SECONDARY_CELL = "hidden 2xl:table-cell";

/** A list's table: a header row from the column names, the rows as children. */
export function ContentTable({
  columns,
  secondary = [],
  children,
}: {
  columns: string[];
  /** Columns left out below 2xl (their cells take SECONDARY_CELL). */
  secondary?: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-4 py-3 font-semibold ${secondary.includes(column) ? SECONDARY_CELL : ""}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A content kind's list screen: header with the add button, the filter bar, the rows with their loading,
 * empty and failure states and pager, the add/edit dialog, and the delete confirmation.
 */
export function ContentListPage<Q extends ContentQuery<string>, Row extends { _id: string; title?: string }>({
  state,
  title,
  subtitle,
  addLabel,
  addIcon = "plus",
  filters,
  table,
  dialog,
  deleteText,
  mayWrite = true,
  moreActions,
}: {
  state: ContentListState<Q, Row>;
  title: string;
  subtitle: string;
  addLabel: string;
  /** False for a role that only reads: no add button. */
  mayWrite?: boolean;
  /** Buttons after the add button (import, template). */
  moreActions?: React.ReactNode;
  addIcon?: IconName;
  filters: React.ReactNode;
  table: React.ReactNode;
  dialog: React.ReactNode;
  /** The confirmation's text for the row about to be deleted. */
  deleteText: (row: Row) => React.ReactNode;
}) {
  const { nouns, list, rows, pagination, setPage, deletion } = state;
  const range = pagination
    ? rangeOf(pagination.currentPage, pagination.limit, pagination.totalRecords)
    : null;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          mayWrite ? (
            <>
              <button type="button" className={buttonClass.primary} onClick={state.openAdd}>
                <Icon name={addIcon} className="h-4 w-4" />
                {addLabel}
              </button>
              {moreActions}
            </>
          ) : null
        }
      />
      <div className="mb-6 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-3">{filters}</div>
      <ListSection
        label={`${capitalised(nouns.one)} list`}
        list={list}
        what={nouns.many}
        loadingText={`Loading ${nouns.many}...`}
        showLoading={list.loading && !list.data}
        empty={rows.length === 0 ? { title: `No ${nouns.many} found` } : null}
        pager={
          pagination && range ? (
            <ListPager
              label={`${capitalised(nouns.one)} pages`}
              summary={`Showing ${range.from} to ${range.to} of ${pagination.totalRecords} ${nouns.many}`}
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              onPageChange={setPage}
              disabled={list.loading}
            />
          ) : null
        }
      >
        {table}
      </ListSection>
      {dialog}
      <ConfirmDialog
        open={deletion.target !== null}
        title={`Delete this ${nouns.one}?`}
        confirmLabel="Delete"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        {deletion.target ? deleteText(deletion.target) : null}
      </ConfirmDialog>
    </>
  );
}
