import { JOB_DEPARTMENTS, JOB_TYPES, type JobFilters } from "~/content/careers";
import { buttonClass } from "~/ui/button";
import { FormField, inputClass } from "~/ui/form-field";

/**
 * Search, department and type. A plain GET form (works without JavaScript, the address can be shared);
 * with JavaScript the list follows every change and "Filter Jobs" takes the visitor to the results.
 */
export function JobFilterBar({
  filters,
  onChange,
  onSubmit,
}: {
  filters: JobFilters;
  onChange: (next: JobFilters) => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form
      method="get"
      action="/career#openings"
      role="search"
      aria-label="Filter job openings"
      onSubmit={onSubmit}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-md sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <FormField label="Search jobs" className="sm:col-span-2 lg:col-span-1">
        {(ids) => (
          <input
            {...ids}
            type="search"
            name="q"
            value={filters.q}
            onChange={(event) => onChange({ ...filters, q: event.target.value })}
            placeholder="Job title or keyword"
            maxLength={100}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Department">
        {(ids) => (
          <select
            {...ids}
            name="department"
            value={filters.department}
            onChange={(event) => onChange({ ...filters, department: event.target.value })}
            className={inputClass}
          >
            <option value="all">All departments</option>
            {JOB_DEPARTMENTS.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Job type">
        {(ids) => (
          <select
            {...ids}
            name="type"
            value={filters.type}
            onChange={(event) => onChange({ ...filters, type: event.target.value })}
            className={inputClass}
          >
            <option value="all">All types</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" className={`${buttonClass.primary} h-[42px] sm:col-span-2 lg:col-span-1`}>
        Filter Jobs
      </button>
    </form>
  );
}
