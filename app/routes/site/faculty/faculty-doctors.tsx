import { useEffect } from "react";
import { data, useLocation, useNavigate, useNavigation, useRevalidator } from "react-router";
import type { FacultyListResponse, PublicFaculty } from "../../../../contract/faculty";
import { siteConfig } from "~/content/site-config";
import {
  apiQuery,
  directoryHref,
  PAGE_SIZES,
  readDirectoryQuery,
  toDirectoryRow,
  type DirectoryData,
} from "~/site/faculty-directory/directory-query";
import { DirectoryEmpty, DirectoryError, DirectoryLoading } from "~/site/faculty-directory/directory-states";
import { FacultyTable } from "~/site/faculty-directory/faculty-table";
import { useHydrated } from "~/site/forms/use-hydrated";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { buttonClass } from "~/ui/button";
import { inputClass } from "~/ui/form-field";
import { rangeOf } from "~/ui/page-numbers";
import { Pager } from "~/ui/pager";
import type { Route } from "./+types/faculty-doctors";
import type { HydrationHandle } from "~/hydration";

/** This page's form/list needs React in the browser: it hydrates, after the first paint (ADR 013). */
export const handle: HydrationHandle = { hydrate: "after-paint" };

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

/** Later pages come from the public API, so a failure shows the error state instead of a broken page. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<DirectoryData> {
  const { page, limit } = readDirectoryQuery(new URL(request.url));
  try {
    const response = await fetch(`/api/faculty?${apiQuery(page, limit)}`, {
      headers: { Accept: "application/json" },
      // Anonymous on purpose: a signed-in staff cookie would fetch private fields.
      credentials: "omit",
      signal: request.signal,
    });
    if (!response.ok) return { state: "error", page, limit };
    const body = (await response.json()) as FacultyListResponse;
    const rows = (body.data.faculty as PublicFaculty[]).map(toDirectoryRow);
    return { state: "loaded", rows, pagination: body.data.pagination, page, limit };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { state: "error", page, limit };
  }
}

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export default function FacultyDoctorsPage({ loaderData }: Route.ComponentProps) {
  const directory = loaderData as DirectoryData;
  const { page, limit } = directory;
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  // A new page or page size starts at the top of the page.
  useEffect(() => {
    if (loading) window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [loading]);

  const loaded = directory.state === "loaded" ? directory : undefined;
  const pagination = loaded?.pagination;
  const showControls = pagination ? pagination.totalPages > 1 || pagination.totalRecords > 10 : false;
  const range = pagination ? rangeOf(pagination.currentPage, limit, pagination.totalRecords) : undefined;

  let body: React.ReactNode;
  if (loading) body = <DirectoryLoading />;
  else if (!loaded)
    body = (
      <DirectoryError
        onRetry={() => void revalidator.revalidate()}
        retrying={revalidator.state === "loading"}
        retryHref={hydrated ? undefined : `${location.pathname}${location.search}`}
      />
    );
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
      <div className="mx-auto max-w-6xl space-y-5 px-4 py-10 sm:py-14">
        {showControls ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <form method="get" className="flex items-center gap-2 text-sm text-slate-700">
              <label htmlFor="faculty-page-size">Show</label>
              <select
                id="faculty-page-size"
                name="limit"
                value={limit}
                disabled={loading}
                onChange={(event) =>
                  navigate(directoryHref(1, Number(event.target.value)), { preventScrollReset: true })
                }
                className={`${inputClass} w-auto py-1.5`}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
              <span className="whitespace-nowrap">per page</span>
              {hydrated ? null : (
                <button type="submit" className={buttonClass.secondary}>
                  Apply
                </button>
              )}
            </form>
            {range && loaded && loaded.rows.length > 0 ? (
              <p className="text-sm text-slate-700" aria-live="polite">
                Showing {range.from} to {range.to} of {pagination!.totalRecords} faculty members
              </p>
            ) : null}
          </div>
        ) : null}

        {body}

        {showControls && pagination ? (
          <div className="flex justify-center">
            <Pager
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              hrefFor={(target) => directoryHref(target, limit)}
              disabled={loading}
              withEnds
              label="Faculty list pages"
            />
          </div>
        ) : null}
      </div>
    </main>
  );
}
