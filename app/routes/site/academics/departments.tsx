import { departmentGroups, departmentsPage } from "~/content/departments";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { SiteImage } from "~/site/site-image";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/departments";

export const meta: Route.MetaFunction = (args) => pageMeta(args, departmentsPage);

export default function Departments() {
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
