import { JOB_DEPARTMENTS, JOB_TYPES } from "../../../../contract/jobs";
import type { JobFilters } from "~/site/careers/job-openings";
import { buttonClass } from "~/ui/button";
import { useSiteHref } from "~/site/i18n/use-site-href";
import { FormField, inputClass } from "~/ui/form-field";
import { useMessages } from "~/site/i18n/messages";
import { useJobWords } from "./job-words";

/**
 * Search, department and type. A plain GET form (works without JavaScript, the address can be shared);
 * with JavaScript (app/site/enhance/careers.ts) the list follows every change and "Filter Jobs" takes the
 * visitor to the results.
 */
export function JobFilterBar({ filters, preview = false }: { filters: JobFilters; preview?: boolean }) {
  const href = useSiteHref();
  const { t } = useMessages();
  const words = useJobWords();
  return (
    <form
      method="get"
      action={href("/career#openings")}
      role="search"
      aria-label={t("applicants.career.filterLabel")}
      data-job-filters=""
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-md sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      {preview ? <input type="hidden" name="preview" value="" /> : null}
      <FormField label={t("applicants.career.search")} className="sm:col-span-2 lg:col-span-1">
        {(ids) => (
          <input
            {...ids}
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder={t("applicants.career.searchPlaceholder")}
            maxLength={100}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label={t("applicants.career.department")}>
        {(ids) => (
          <select {...ids} name="department" defaultValue={filters.department} className={inputClass}>
            <option value="all">{t("applicants.career.allDepartments")}</option>
            {JOB_DEPARTMENTS.map((department) => (
              <option key={department} value={department}>
                {words.department(department)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t("applicants.career.jobType")}>
        {(ids) => (
          <select {...ids} name="type" defaultValue={filters.type} className={inputClass}>
            <option value="all">{t("applicants.career.allTypes")}</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {words.type(type)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" className={`${buttonClass.primary} h-[42px] sm:col-span-2 lg:col-span-1`}>
        {t("applicants.career.filter")}
      </button>
    </form>
  );
}
