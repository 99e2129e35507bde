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
import { opdScheduleText } from "~/site/opd/opd-format";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { buttonClass } from "~/ui/button";
import { inputClass } from "~/ui/form-field";
import { rangeOf } from "~/ui/page-numbers";
import { Pager } from "~/ui/pager";
import type { Route } from "./+types/faculty-doctors";
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Faculty and Doctors",
    description: `The teaching faculty and doctors of ${siteConfig.name}: designation, qualification, medical council registration, AEBAS id and experience.`,
  });

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
      toDirectoryRow(member, opdScheduleText(sessions.get(member._id) ?? [])),
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

  const loaded = directory.state === "loaded" ? directory : undefined;
  const pagination = loaded?.pagination;
  const showControls = pagination ? pagination.totalPages > 1 || pagination.totalRecords > 10 : false;
  const range = pagination ? rangeOf(pagination.currentPage, limit, pagination.totalRecords) : undefined;

  let body: React.ReactNode;
  if (!loaded) body = <DirectoryError retryHref={`${location.pathname}${location.search}`} />;
  else if (loaded.pagination.totalRecords === 0 && department)
    body = (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
        No faculty are listed in {department} yet.{" "}
        <a className="text-brand-700 underline" href={directoryHref(1, limit)}>
          Show every department
        </a>
        .
      </p>
    );
  else if (loaded.pagination.totalRecords === 0) body = <DirectoryEmpty />;
  else if (loaded.rows.length === 0)
    body = (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
        There is no page {page}. The list ends on page {loaded.pagination.totalPages}:{" "}
        <a
          className="text-brand-700 underline"
          href={directoryHref(loaded.pagination.totalPages, limit, department)}
        >
          go to the last page
        </a>
        .
      </p>
    );
  else
    body = (
      <FacultyTable
        rows={loaded.rows}
        caption={`${department ? `${department}: faculty and doctors` : "Faculty and doctors"}, page ${loaded.pagination.currentPage} of ${loaded.pagination.totalPages}`}
      />
    );

  return (
    <main>
      <PageHero
        title="Faculty and Doctors"
        lead="Our teaching faculty and doctors, with their qualifications and medical council registration."
        breadcrumbs={[{ label: "Faculty", to: "/faculty" }]}
      />
      <div className="mx-auto max-w-6xl space-y-5 px-4 py-10 sm:py-14" data-directory="">
        <form method="get" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <label htmlFor="faculty-department">Department</label>
          <select
            id="faculty-department"
            name="department"
            defaultValue={department ?? ""}
            className={`${inputClass} w-auto max-w-full py-1.5`}
          >
            <option value="">Every department</option>
            {DEPARTMENTS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {limit !== DEFAULT_PAGE_SIZE ? <input type="hidden" name="limit" value={limit} /> : null}
          <button type="submit" data-directory-apply="" className={buttonClass.secondary}>
            Show doctors
          </button>
        </form>
        {showControls ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <form method="get" className="flex items-center gap-2 text-sm text-slate-700">
              {department ? <input type="hidden" name="department" value={department} /> : null}
              <label htmlFor="faculty-page-size">Show</label>
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
              <span className="whitespace-nowrap">per page</span>
              <button type="submit" data-directory-apply="" className={buttonClass.secondary}>
                Apply
              </button>
            </form>
            {range && loaded && loaded.rows.length > 0 ? (
              <p className="text-sm text-slate-700" aria-live="polite">
                Showing {range.from} to {range.to} of {pagination!.totalRecords} faculty members
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
              label="Faculty list pages"
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
