import { data, useLocation } from "react-router";
import { DEPARTMENTS } from "../../../../contract/departments";
import type { PublicFaculty } from "../../../../contract/faculty";
import { siteConfig } from "~/content/site-config";
import {
  DEFAULT_PAGE_SIZE,
  directoryHref,
  PAGE_SIZES,
  readDirectoryQuery,
  toDirectoryRow,
  type DirectoryData,
} from "~/site/faculty-directory/directory-query";
import { DirectoryEmpty, DirectoryError, DirectoryLoading } from "~/site/faculty-directory/directory-states";
import { FacultyTable } from "~/site/faculty-directory/faculty-table";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { opdScheduleText } from "~/site/opd/opd-format";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { buttonClass } from "~/ui/button";
import { inputClass } from "~/ui/form-field";
import { rangeOf } from "~/ui/page-numbers";
import { Pager } from "~/ui/pager";
import { useSiteHref } from "~/site/i18n/use-site-href";
import type { Route } from "./+types/faculty-doctors";
export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, {
    title: t("records.faculty.title"),
    description: t("records.faculty.description", { college: siteConfig.name }),
  });
};

export const handle: SiteHandle = { translated: true };

/**
 * The first page arrives in the HTML: the service is asked for public fields only; each doctor's OPD days
 * this season come from the OPD timetable.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readDirectoryQuery(new URL(request.url));
  const { page, limit, department } = query;
  try {
    const result = await context.services.faculty.list(
      { page, limit, department, sortBy: "createdAt", sortOrder: "desc" },
      { includePrivate: false },
    );
    const members = result.faculty as PublicFaculty[];
    const sessions = await context.services.opd.doctorSessions(members.map((member) => member._id));
    const rows = members.map((member) =>
      toDirectoryRow(member, opdScheduleText(sessions.get(member._id) ?? [], context.language)),
    );
    return { state: "loaded", rows, pagination: result.pagination, ...query } satisfies DirectoryData;
  } catch (error) {
    context.services.logger.error(
      { err: { name: (error as Error).name, message: (error as Error).message } },
      "faculty directory could not be read",
    );
    return data({ state: "error", ...query } satisfies DirectoryData, { status: 503 });
  }
}

/**
 * Server-rendered only (ADR 013): every page of the directory is an address (`?page=N&limit=M`) the server
 * renders, and the pager and page size are links and a GET form. With JavaScript the site's directory
 * script (app/site/enhance/faculty-directory.ts) fetches those pages and swaps the list in place, showing
 * the loading and error states from the templates below.
 */
export default function FacultyDoctorsPage({ loaderData }: Route.ComponentProps) {
  const directory = loaderData as DirectoryData;
  const { page, limit, department } = directory;
  const location = useLocation();
  const { t, rich } = useMessages();
  const siteHref = useSiteHref();

  const loaded = directory.state === "loaded" ? directory : undefined;
  const pagination = loaded?.pagination;
  const showControls = pagination ? pagination.totalPages > 1 || pagination.totalRecords > 10 : false;
  const range = pagination ? rangeOf(pagination.currentPage, limit, pagination.totalRecords) : undefined;

  let body: React.ReactNode;
  if (!loaded) body = <DirectoryError retryHref={siteHref(`${location.pathname}${location.search}`)} />;
  else if (loaded.pagination.totalRecords === 0 && department)
    body = (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
        {rich("records.faculty.noneInDepartment", {
          department,
          link: (
            <a className="text-brand-700 underline" href={directoryHref(1, limit)}>
              {t("records.faculty.showEveryDepartment")}
            </a>
          ),
        })}
      </p>
    );
  else if (loaded.pagination.totalRecords === 0) body = <DirectoryEmpty />;
  else if (loaded.rows.length === 0)
    body = (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
        {rich("records.faculty.noSuchPage", {
          page,
          last: loaded.pagination.totalPages,
          link: (
            <a
              className="text-brand-700 underline"
              href={directoryHref(loaded.pagination.totalPages, limit, department)}
            >
              {t("records.faculty.lastPage")}
            </a>
          ),
        })}
      </p>
    );
  else
    body = (
      <FacultyTable
        rows={loaded.rows}
        caption={t(department ? "records.faculty.captionDepartment" : "records.faculty.caption", {
          department: department ?? "",
          page: loaded.pagination.currentPage,
          pages: loaded.pagination.totalPages,
        })}
      />
    );

  return (
    <main>
      <PageHero
        title={t("records.faculty.title")}
        lead={t("records.faculty.lead")}
        breadcrumbs={[{ label: t("nav.faculty"), to: "/faculty" }]}
      />
      <div className="mx-auto max-w-6xl space-y-5 px-4 py-10 sm:py-14" data-directory="">
        <form method="get" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <label htmlFor="faculty-department">{t("records.column.department")}</label>
          <select
            id="faculty-department"
            name="department"
            defaultValue={department ?? ""}
            className={`${inputClass} w-auto max-w-full py-1.5`}
          >
            <option value="">{t("records.faculty.everyDepartment")}</option>
            {DEPARTMENTS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {limit !== DEFAULT_PAGE_SIZE ? <input type="hidden" name="limit" value={limit} /> : null}
          <button type="submit" data-directory-apply="" className={buttonClass.secondary}>
            {t("records.faculty.showDoctors")}
          </button>
        </form>
        {showControls ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <form method="get" className="flex items-center gap-2 text-sm text-slate-700">
              {department ? <input type="hidden" name="department" value={department} /> : null}
              <label htmlFor="faculty-page-size">{t("records.show")}</label>
              <select
                id="faculty-page-size"
                name="limit"
                defaultValue={limit}
                className={`${inputClass} w-auto py-1.5`}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
              <span className="whitespace-nowrap">{t("records.faculty.perPage")}</span>
              <button type="submit" data-directory-apply="" className={buttonClass.secondary}>
                {t("records.faculty.apply")}
              </button>
            </form>
            {range && loaded && loaded.rows.length > 0 ? (
              <p className="text-sm text-slate-700" aria-live="polite">
                {t("records.faculty.showing", {
                  from: range.from,
                  to: range.to,
                  total: pagination!.totalRecords,
                })}
              </p>
            ) : null}
          </div>
        ) : null}

        <div data-directory-body="">{body}</div>

        {showControls && pagination ? (
          <div className="flex justify-center">
            <Pager
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              hrefFor={(target) => directoryHref(target, limit, department)}
              withEnds
              label={t("records.faculty.pagerLabel")}
              words={{
                previous: t("records.pager.previous"),
                next: t("records.pager.next"),
                page: t("records.pager.page"),
              }}
            />
          </div>
        ) : null}
      </div>
      <template data-directory-loading="">
        <DirectoryLoading />
      </template>
      <template data-directory-error="">
        <DirectoryError />
      </template>
    </main>
  );
}
