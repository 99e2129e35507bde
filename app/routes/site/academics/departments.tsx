import { departmentGroups, departmentsPage } from "~/content/departments";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { SiteImage } from "~/site/site-image";
import { pageMeta } from "~/site/seo";
import {
  byDepartment,
  departmentAnchor,
  departmentDirectoryHref,
  opdScheduleText,
} from "~/site/opd/opd-format";
import type { Route } from "./+types/departments";

export const meta: Route.MetaFunction = (args) => pageMeta(args, departmentsPage);

/** Each clinical department's OPD days this season, from the OPD timetable (issue 23). */
export async function loader({ context }: Route.LoaderArgs) {
  const sessions = await context.services.opd.seasonal();
  return {
    opdDays: Object.fromEntries(
      byDepartment(sessions).map(([department, own]) => [department, opdScheduleText(own)]),
    ) as Record<string, string | null>,
  };
}

export default function Departments({ loaderData }: Route.ComponentProps) {
  const { opdDays } = loaderData;
  return (
    <main>
      <PageHero
        title={departmentsPage.title}
        lead={departmentsPage.lead}
        breadcrumbs={[{ label: "Academics", to: "/academics" }]}
      />
      <PageBody>
        <Prose paragraphs={departmentsPage.intro} />
        <nav aria-label="Department groups">
          <ul className="flex flex-wrap gap-2">
            {departmentGroups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-block rounded-full border border-brand-600 px-4 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  {group.title} ({group.departments.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {departmentGroups.map((group) => (
          <section
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-title`}
            className="scroll-mt-24 space-y-5"
          >
            <div className="grid items-center gap-6 md:grid-cols-[1fr_20rem]">
              <div>
                <h2
                  id={`${group.id}-title`}
                  className="border-l-4 border-accent-500 pl-3 text-2xl font-bold text-brand-900"
                >
                  {group.title}
                </h2>
                <p className="mt-2 text-slate-700">{group.summary}</p>
              </div>
              <SiteImage
                name={group.image}
                widths={[320, 640]}
                width={640}
                height={400}
                sizes="(min-width: 768px) 320px, 100vw"
                alt={group.imageAlt}
                className="hidden h-auto w-full rounded-lg md:block"
              />
            </div>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.departments.map((department) => (
                <li
                  key={department.title}
                  className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <SiteImage
                    name={group.image}
                    widths={[320, 640]}
                    width={80}
                    height={50}
                    sizes="80px"
                    alt=""
                    className="h-[50px] w-[80px] shrink-0 rounded object-cover"
                  />
                  <div>
                    <h3 className="font-semibold text-brand-900">{department.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-slate-700">{department.description}</p>
                    {opdDays[department.title] ? (
                      <p className="mt-2 text-sm text-slate-800">
                        <a
                          href={`/hospitals/opd#${departmentAnchor(department.title)}`}
                          className="font-medium text-brand-700 underline"
                        >
                          OPD
                        </a>
                        : {opdDays[department.title]} ·{" "}
                        <a
                          href={departmentDirectoryHref(department.title)}
                          className="text-brand-700 underline"
                        >
                          Doctors
                        </a>
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </PageBody>
    </main>
  );
}
