import { data, useLocation } from "react-router";
import type { PublicFaculty } from "../../../../contract/faculty";
import { siteConfig } from "~/content/site-config";
import {
  directoryHref,
  PAGE_SIZES,
  readDirectoryQuery,
  toDirectoryRow,
  type DirectoryData,
} from "~/site/faculty-directory/directory-query";
import { DirectoryEmpty, DirectoryError, DirectoryLoading } from "~/site/faculty-directory/directory-states";
import { FacultyTable } from "~/site/faculty-directory/faculty-table";
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

/** The first page arrives in the HTML: the service is asked for public fields only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, limit } = readDirectoryQuery(new URL(request.url));
  try {
    const result = await context.services.faculty.list(
      { page, limit, sortBy: "createdAt", sortOrder: "desc" },
      { includePrivate: false },
    );
    const rows = (result.faculty as PublicFaculty[]).map(toDirectoryRow);
    return { state: "loaded", rows, pagination: result.pagination, page, limit } satisfies DirectoryData;
  } catch (error) {
    context.services.logger.error(
      { err: { name: (error as Error).name, message: (error as Error).message } },
      "faculty directory could not be read",
    );
    return data({ state: "error", page, limit } satisfies DirectoryData, { status: 503 });
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
  const { page, limit } = directory;
  const location = useLocation();

  const loaded = directory.state === "loaded" ? directory : undefined;
  const pagination = loaded?.pagination;
  const showControls = pagination ? pagination.totalPages > 1 || pagination.totalRecords > 10 : false;
  const range = pagination ? rangeOf(pagination.currentPage, limit, pagination.totalRecords) : undefined;

  let body: React.ReactNode;
  if (!loaded) body = <DirectoryError retryHref={`${location.pathname}${location.search}`} />;
  else if (loaded.pagination.totalRecords === 0) body = <DirectoryEmpty />;
  else if (loaded.rows.length === 0)
    body = (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
        There is no page {page}. The list ends on page {loaded.pagination.totalPages}:{" "}
        <a className="text-brand-700 underline" href={directoryHref(loaded.pagination.totalPages, limit)}>
          go to the last page
        </a>
        .
      </p>
    );
  else
    body = (
      <FacultyTable
        rows={loaded.rows}
        caption={`Faculty and doctors, page ${loaded.pagination.currentPage} of ${loaded.pagination.totalPages}`}
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
        {showControls ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <form method="get" className="flex items-center gap-2 text-sm text-slate-700">
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
              hrefFor={(target) => directoryHref(target, limit)}
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
