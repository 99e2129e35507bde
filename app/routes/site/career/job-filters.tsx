import { JOB_DEPARTMENTS, JOB_TYPES } from "../../../../contract/jobs";
import type { JobFilters } from "~/site/careers/job-openings";
import { buttonClass } from "~/ui/button";
import { useSiteHref } from "~/site/i18n/use-site-href";
import { FormField, inputClass } from "~/ui/form-field";

/**
 * Search, department and type. A plain GET form (works without JavaScript, the address can be shared);
 * with JavaScript (app/site/enhance/careers.ts) the list follows every change and "Filter Jobs" takes the
 * visitor to the results.
 */
export function JobFilterBar({ filters, preview = false }: { filters: JobFilters; preview?: boolean }) {
  const href = useSiteHref();
  return (
    <form
      method="get"
      action={href("/career#openings")}
      role="search"
      aria-label="Filter job openings"
      data-job-filters=""
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-md sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      {preview ? <input type="hidden" name="preview" value="" /> : null}
      <FormField label="Search jobs" className="sm:col-span-2 lg:col-span-1">
        {(ids) => (
          <input
            {...ids}
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder="Job title or keyword"
            maxLength={100}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Department">
        {(ids) => (
          <select {...ids} name="department" defaultValue={filters.department} className={inputClass}>
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
          <select {...ids} name="type" defaultValue={filters.type} className={inputClass}>
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
