import { Link, useLoaderData } from "react-router";
import { departmentsCollection } from "../../../../contract/collections/departments";
import {
  DEPARTMENT_GROUP_HEADINGS,
  DEPARTMENT_GROUPS,
  type DepartmentGroupId,
} from "../../../../contract/departments";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { DraftBadge } from "~/site/preview-note";
import { PageHero } from "~/site/page-hero";
import { SiteImage } from "~/site/site-image";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { useSiteHref } from "~/site/i18n/use-site-href";
import { pageMeta } from "~/site/seo";
import {
  byDepartment,
  departmentAnchor,
  departmentDirectoryHref,
  opdScheduleText,
} from "~/site/opd/opd-format";
import type { Route } from "./+types/departments";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

/**
 * The page's text, each department's description (the departments collection), in the groups and order of
 * `contract/departments.ts`, and each clinical department's OPD days this season (issue 23).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page, preview }, sessions] = await Promise.all([
    loadSitePage(context, request, "/academics/departments"),
    context.services.opd.seasonal(),
  ]);
  const records = await context.services.collections
    .pages(departmentsCollection)
    .records({ preview, language: context.language });
  const byName = new Map(records.map((record) => [record.name as string, record]));
  const groups = DEPARTMENT_GROUPS.map((group) => ({
    id: group.id,
    image: DEPARTMENT_GROUP_HEADINGS[group.id].image,
    departments: group.departments.flatMap((name) => {
      const record = byName.get(name);
      return record
        ? [{ title: name, description: record.description, image: record.image, draft: record.draft }]
        : [];
    }),
  })).filter((group) => group.departments.length);
  return {
    page,
    preview,
    groups,
    updatedAt: newest([page.updatedAt, ...records.map((record) => record.updatedAt)]),
    opdDays: Object.fromEntries(
      byDepartment(sessions).map(([department, own]) => [department, opdScheduleText(own, context.language)]),
    ) as Record<string, string | null>,
  };
}

type Translate = ReturnType<typeof useMessages>["t"];

/** A group's heading, summary and picture description in the page's language. */
function groupText(id: DepartmentGroupId, t: Translate) {
  switch (id) {
    case "preclinical":
      return {
        title: t("about.departments.preclinical.title"),
        summary: t("about.departments.preclinical.summary"),
        imageAlt: t("about.departments.preclinical.imageAlt"),
      };
    case "paraclinical":
      return {
        title: t("about.departments.paraclinical.title"),
        summary: t("about.departments.paraclinical.summary"),
        imageAlt: t("about.departments.paraclinical.imageAlt"),
      };
    case "clinical":
      return {
        title: t("about.departments.clinical.title"),
        summary: t("about.departments.clinical.summary"),
        imageAlt: t("about.departments.clinical.imageAlt"),
      };
    case "super-specialty":
      return {
        title: t("about.departments.superSpecialty.title"),
        summary: t("about.departments.superSpecialty.summary"),
        imageAlt: t("about.departments.superSpecialty.imageAlt"),
      };
  }
}

export const handle: SiteHandle = { translated: true };

export default function Departments() {
  const { page, preview, groups: records, updatedAt, opdDays } = useLoaderData<typeof loader>();
  const { t } = useMessages();
  const siteHref = useSiteHref();
  const groups = records.map((group) => ({ ...group, ...groupText(group.id, t) }));
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: t("nav.academics"), to: "/academics" }]}
      />
      <PageBody>
        <SitePageText page={page} preview={preview} />
        <nav aria-label={t("about.departments.groups")}>
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
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
        {groups.map((group) => (
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
                    name={department.image ?? group.image}
                    widths={[320, 640]}
                    width={80}
                    height={50}
                    sizes="80px"
                    alt=""
                    className="h-[50px] w-[80px] shrink-0 rounded object-cover"
                  />
                  <div>
                    <h3 className="font-semibold text-brand-900">{department.title}</h3>
                    {department.draft ? <DraftBadge className="mt-1" /> : null}
                    <p className="mt-1 text-sm leading-relaxed text-slate-700">{department.description}</p>
                    {opdDays[department.title] ? (
                      <p className="mt-2 text-sm text-slate-800">
                        <Link
                          to={`/hospitals/opd#${departmentAnchor(department.title)}`}
                          className="font-medium text-brand-700 underline"
                        >
                          {t("nav.opd")}
                        </Link>
                        : {opdDays[department.title]} ·{" "}
                        <a
                          href={siteHref(departmentDirectoryHref(department.title))}
                          className="text-brand-700 underline"
                        >
                          {t("patients.opd.doctors")}
                        </a>
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <LastUpdated at={updatedAt} />
      </PageBody>
    </main>
  );
}
