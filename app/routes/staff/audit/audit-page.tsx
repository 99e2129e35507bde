import { useState } from "react";
import toast from "react-hot-toast";
import type { AuditEntry } from "../../../../contract/audit";
import { ROLE_LABELS, type Role } from "../../../../contract/permissions";
import { ApiError } from "../../../staff/api-client";
import { Link, useLoaderData } from "react-router";
import { AuditChanges } from "../../../staff/audit/audit-changes";
import { actorLabel, recordLink } from "../../../staff/audit/audit-format";
import { auditFacets, exportAudit, listAudit, type AuditFilters } from "../../../staff/audit/audit-api";
import { loadAuditScreen } from "../../../staff/audit/audit-loader.server";
import { controlClass } from "../../../staff/control-class";
import { formatDateTime } from "../../../staff/format";
import { Icon } from "../../../staff/icons";
import { FilterField } from "../../../staff/list-filters";
import { ListPager } from "../../../staff/list-pager";
import { ListSection } from "../../../staff/list-section";
import { PageHeader } from "../../../staff/page-header";
import { staffMeta } from "../../../staff/staff-meta";
import { useCollectionScreens } from "../../../staff/staff-user";
import { useApiData } from "../../../staff/use-api-data";
import { useListQuery } from "../../../staff/use-list-query";
import { buttonClass } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import type { Route } from "./+types/audit-page";

export const meta = () => staffMeta("Audit trail");

const emptyFilters: AuditFilters = { actor: "", action: "", entity: "", entityId: "", from: "", to: "" };
const AUDIT_QUERY = { page: 1, limit: 25, ...emptyFilters };
const filtersOf = (query: typeof AUDIT_QUERY): AuditFilters => {
  const { page: _page, limit: _limit, ...filters } = query;
  return filters;
};

// The first page for the address and the filters' choices come in the HTML (ADR 028); filters and paging
// load in the screen.
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadAuditScreen(context, request, AUDIT_QUERY);

export const shouldRevalidate = () => false;

/** The record by its name (its id when the trail has none), linked to the screen that shows it. */
function RecordName({ entry }: { entry: AuditEntry }) {
  const screens = useCollectionScreens();
  if (!entry.entityId && !entry.entityLabel) return null;
  const name = entry.entityLabel ?? entry.entityId!;
  const to = recordLink(entry, screens);
  const className = entry.entityLabel ? "break-words" : "font-mono text-xs break-all";
  return to ? (
    <Link to={to} className={`font-medium text-brand-700 underline ${className}`}>
      {name}
    </Link>
  ) : (
    <span className={className}>{name}</span>
  );
}

export default function AuditPage() {
  const first = useLoaderData<typeof loader>();
  const { query, change, list, setPage } = useListQuery({
    initialQuery: AUDIT_QUERY,
    initial: first.list,
    load: listAudit,
    totalPagesOf: (answer) => answer.pagination.totalPages,
  });
  const filters = filtersOf(query);
  // The form's values until Apply (a date typed halfway does not reload the list).
  const [draft, setDraft] = useState(filters);
  const entries = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  const [exporting, setExporting] = useState(false);
  // The actors and actions to choose from (what appears in the trail), and the kinds of record the modules declare.
  const facets = useApiData("audit-facets", auditFacets, { initial: first.facets });
  const entities = facets.data?.entities ?? [];
  const entityLabels = new Map(entities.map(({ entity, label }) => [entity, label]));

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    change({ ...draft });
  };

  const download = async () => {
    setExporting(true);
    try {
      await exportAudit(filters);
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "The export failed");
    } finally {
      setExporting(false);
    }
  };

  const text = (field: keyof AuditFilters, label: string, type = "text", hint?: string) => (
    <FilterField id={`audit-${field}`} label={label}>
      <input
        id={`audit-${field}`}
        type={type}
        value={draft[field]}
        placeholder={hint}
        onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
        className={controlClass}
      />
    </FilterField>
  );

  return (
    <>
      <PageHeader
        title="Audit trail"
        subtitle="Who changed what, and when. Entries can never be edited or deleted."
        actions={
          <button type="button" className={buttonClass.secondary} onClick={download} disabled={exporting}>
            {exporting ? <Spinner /> : <Icon name="download" />}
            Export CSV
          </button>
        }
      />
      <form
        onSubmit={apply}
        aria-label="Audit filters"
        className="mb-6 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
      >
        <FilterField id="audit-actor" label="Actor">
          <select
            id="audit-actor"
            value={draft.actor}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
            className={controlClass}
          >
            <option value="">Everyone</option>
            {facets.data?.actors.map((actor) => (
              <option key={actor._id} value={actor._id}>
                {actor.name ? `${actor.name} (${actor.email})` : actor.email}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="audit-action" label="Action">
          <select
            id="audit-action"
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
            className={controlClass}
          >
            <option value="">All actions</option>
            {facets.data?.actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="audit-entity" label="Entity">
          <select
            id="audit-entity"
            value={draft.entity}
            onChange={(event) => setDraft({ ...draft, entity: event.target.value })}
            className={controlClass}
          >
            <option value="">All entities</option>
            {entities.map(({ entity, label }) => (
              <option key={entity} value={entity}>
                {label}
              </option>
            ))}
          </select>
        </FilterField>
        {text("entityId", "Entity id")}
        {text("from", "From (India date)", "date")}
        {text("to", "To (India date)", "date")}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
          <button type="submit" className={buttonClass.primary}>
            Apply filters
          </button>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => {
              setDraft(emptyFilters);
              change(emptyFilters);
            }}
          >
            Clear
          </button>
        </div>
      </form>

      <ListSection
        label="Audit entries"
        list={list}
        what="the audit trail"
        loadingText="Loading the audit trail..."
        showLoading={list.loading && !list.data}
        empty={
          entries.length === 0 ? { title: "No entries found", text: "Nothing matches these filters." } : null
        }
        pager={
          pagination ? (
            <ListPager
              label="Audit pages"
              summary={`Showing ${entries.length} of ${pagination.totalEntries} entries (Page ${pagination.currentPage} of ${pagination.totalPages})`}
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              onPageChange={setPage}
              disabled={list.loading}
            />
          ) : null
        }
      >
        {/* Focusable so a keyboard can scroll the wide table sideways; not dimmed while loading
            (dimmed text fails contrast): the region's aria-busy says it instead. */}
        <div
          className="overflow-x-auto rounded-lg bg-white shadow-sm"
          tabIndex={0}
          role="group"
          aria-label="Audit entries table"
        >
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Audit entries, newest first</caption>
            <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  When (India time)
                </th>
                <th scope="col" className="px-4 py-3">
                  Actor
                </th>
                <th scope="col" className="px-4 py-3">
                  Action
                </th>
                <th scope="col" className="px-4 py-3">
                  Record
                </th>
                <th scope="col" className="px-4 py-3">
                  Changes
                </th>
                <th scope="col" className="px-4 py-3">
                  Address
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries.map((entry) => (
                <tr key={entry._id} className="align-top">
                  <td className="px-4 py-3 whitespace-nowrap text-slate-800">{formatDateTime(entry.at)}</td>
                  <td className="px-4 py-3 break-words text-slate-900">
                    {actorLabel(entry)}
                    {entry.actor ? (
                      <span className="block text-xs [overflow-wrap:anywhere] text-slate-600">
                        {entry.actor.name ? `${entry.actor.email}, ` : ""}
                        {ROLE_LABELS[entry.actor.role as Role] ?? entry.actor.role}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 font-medium [overflow-wrap:anywhere] text-slate-900">
                    {entry.action}
                  </td>
                  <td className="min-w-40 px-4 py-3 text-slate-800">
                    <span className="block text-xs text-slate-600">
                      {entityLabels.get(entry.entity) ?? entry.entity}
                    </span>
                    <RecordName entry={entry} />
                  </td>
                  <td className="max-w-md px-4 py-3 [overflow-wrap:anywhere] text-slate-800">
                    <AuditChanges entry={entry} />
                  </td>
                  <td className="px-4 py-3 text-slate-700">{entry.ip ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListSection>
    </>
  );
}
