import { useEffect, useState } from "react";
import {
  COURSES,
  ENQUIRY_STATUSES,
  ENQUIRY_SOURCES,
  ENQUIRY_SOURCE_LABELS,
  ENQUIRY_STATUS_LABELS,
  NOT_REACHED_ATTEMPTS,
  type EnquirySource,
  type EnquiryStatus,
} from "../../../contract/enquiry-values";
import { controlClass } from "../control-class";
import { FilterField } from "../list-filters";
import { useApiData } from "../use-api-data";
import { fetchAssignees, type EnquiriesQuery } from "./enquiries-api";

export const FILTER_KEYS = [
  "status",
  "assignee",
  "course",
  "minScore",
  "maxScore",
  "from",
  "to",
  "due",
  "source",
  "notReached",
  "search",
] as const;

/** A text box that reports its value when it stops changing (score bounds), not on every key. */
function LazyInput({
  id,
  value,
  onCommit,
  ...rest
}: { id: string; value: string; onCommit: (value: string) => void } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange"
>) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onCommit(draft), 500);
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);
  return (
    <input
      id={id}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      className={controlClass}
      {...rest}
    />
  );
}

/** The pipeline filters above the enquiry list: status, assignee, course, NEET range, dates, follow-ups due. */
export function EnquiryFilters({
  query,
  onChange,
}: {
  query: EnquiriesQuery;
  onChange: (next: Partial<EnquiriesQuery>) => void;
}) {
  const assignees = useApiData("enquiry-assignees", fetchAssignees);
  const mineDueToday = query.assignee === "me" && query.due === "today";
  const anyFilter = FILTER_KEYS.some((key) => key !== "search" && query[key]);
  const clear = Object.fromEntries(
    FILTER_KEYS.filter((key) => key !== "search").map((key) => [key, undefined]),
  ) as Partial<EnquiriesQuery>;

  return (
    <section aria-label="Filters" className="mb-6 rounded-lg bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={mineDueToday}
          onClick={() =>
            onChange(
              mineDueToday ? { assignee: undefined, due: undefined } : { assignee: "me", due: "today" },
            )
          }
          className={`rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
            mineDueToday
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"
          }`}
        >
          Mine, due today or overdue
        </button>
        <button
          type="button"
          aria-pressed={query.notReached === "true"}
          onClick={() => onChange({ notReached: query.notReached === "true" ? undefined : "true" })}
          className={`rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
            query.notReached === "true"
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"
          }`}
        >
          Not reached after {NOT_REACHED_ATTEMPTS} attempts
        </button>
        {anyFilter ? (
          <button
            type="button"
            onClick={() => onChange(clear)}
            className="rounded-full px-3 py-1.5 text-sm font-medium text-brand-800 underline hover:text-brand-900"
          >
            Clear filters
          </button>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-9">
        <FilterField id="enquiry-status" label="Status">
          <select
            id="enquiry-status"
            value={query.status ?? ""}
            onChange={(event) => onChange({ status: (event.target.value || undefined) as EnquiryStatus })}
            className={controlClass}
          >
            <option value="">All statuses</option>
            {ENQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ENQUIRY_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="enquiry-assignee" label="Assigned to">
          <select
            id="enquiry-assignee"
            value={query.assignee ?? ""}
            onChange={(event) => onChange({ assignee: event.target.value || undefined })}
            className={controlClass}
          >
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody</option>
            {(assignees.data ?? []).map((user) => (
              <option key={user.id} value={user.id}>
                {user.name}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="enquiry-course" label="Course">
          <select
            id="enquiry-course"
            value={query.course ?? ""}
            onChange={(event) => onChange({ course: event.target.value || undefined })}
            className={controlClass}
          >
            <option value="">All courses</option>
            {COURSES.map((course) => (
              <option key={course} value={course}>
                {course}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="enquiry-source" label="Source">
          <select
            id="enquiry-source"
            value={query.source ?? ""}
            onChange={(event) => onChange({ source: (event.target.value || undefined) as EnquirySource })}
            className={controlClass}
          >
            <option value="">All sources</option>
            {ENQUIRY_SOURCES.map((source) => (
              <option key={source} value={source}>
                {ENQUIRY_SOURCE_LABELS[source]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="enquiry-due" label="Follow-up">
          <select
            id="enquiry-due"
            value={query.due ?? ""}
            onChange={(event) =>
              onChange({ due: (event.target.value || undefined) as EnquiriesQuery["due"] })
            }
            className={controlClass}
          >
            <option value="">Any</option>
            <option value="today">Due today or overdue</option>
            <option value="overdue">Overdue</option>
          </select>
        </FilterField>
        <FilterField id="enquiry-min-score" label="NEET from">
          <LazyInput
            id="enquiry-min-score"
            type="number"
            min={0}
            inputMode="numeric"
            value={query.minScore ?? ""}
            onCommit={(value) => onChange({ minScore: value || undefined })}
          />
        </FilterField>
        <FilterField id="enquiry-max-score" label="NEET to">
          <LazyInput
            id="enquiry-max-score"
            type="number"
            min={0}
            inputMode="numeric"
            value={query.maxScore ?? ""}
            onCommit={(value) => onChange({ maxScore: value || undefined })}
          />
        </FilterField>
        <FilterField id="enquiry-from" label="Received from">
          <input
            id="enquiry-from"
            type="date"
            value={query.from ?? ""}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
            className={controlClass}
          />
        </FilterField>
        <FilterField id="enquiry-to" label="Received to">
          <input
            id="enquiry-to"
            type="date"
            value={query.to ?? ""}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
            className={controlClass}
          />
        </FilterField>
      </div>
    </section>
  );
}
