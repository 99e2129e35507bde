import { Link, useLoaderData } from "react-router";
import { formatMonth, type Publication } from "../../../../../contract/nmc";
import { PageBody } from "~/site/content/page-body";
import { filePath, listHeadingIn, monthPath } from "~/site/nmc/department-list";
import { PageHero } from "~/site/page-hero";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/archive";

export async function loader({ context }: Route.LoaderArgs) {
  const publications = await context.services.nmc.all();
  // One entry per month (newest first), with every revision of it.
  const months: { month: string; revisions: Publication[] }[] = [];
  for (const publication of publications) {
    const last = months.at(-1);
    if (last?.month === publication.month) last.revisions.push(publication);
    else months.push({ month: publication.month, revisions: [publication] });
  }
  return { months };
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, {
    title: t("records.nmc.archiveTitle"),
    description: t("records.nmc.archiveDescription"),
  });
};

export const handle: SiteHandle = { translated: true };

export default function DepartmentWiseArchive() {
  const { months } = useLoaderData<typeof loader>();
  const messages = useMessages();
  const { language, t } = messages;
  const forRevision = (month: string, revision: number) => (
    <span className="sr-only">
      {" "}
      {t("records.nmc.forRevision", { month: formatMonth(month, language), revision })}
    </span>
  );
  return (
    <main>
      <PageHero
        title={t("records.nmc.archiveTitle")}
        lead={t("records.nmc.archiveLead")}
        breadcrumbs={[
          { label: t("nav.faculty"), to: "/faculty" },
          { label: t("nav.departmentWise"), to: "/faculty/department-wise" },
        ]}
      />
      <PageBody>
        {months.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-800">{t("records.nmc.noneYet")}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {months.map(({ month, revisions }) => (
              <li key={month} className="space-y-2 p-5">
                <h2 className="text-lg font-bold text-slate-900">
                  <Link to={monthPath(month)} className="text-brand-800 underline">
                    {formatMonth(month, language)}
                  </Link>
                </h2>
                <ol className="space-y-2 text-sm text-slate-800">
                  {revisions.map((revision, index) => (
                    <li key={revision._id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                      <span>
                        {index === 0 ? "" : `${t("records.nmc.earlier")} `}
                        {revisions.length > 1
                          ? `${t("records.nmc.revision", { revision: revision.revision })}. `
                          : ""}
                        {listHeadingIn(revision, messages)}
                        {revision.reason ? ` (${revision.reason})` : ""}
                      </span>
                      <span className="flex gap-3 font-semibold">
                        <Link
                          to={
                            index === 0
                              ? monthPath(month)
                              : `${monthPath(month)}?revision=${revision.revision}`
                          }
                          className="text-brand-800 underline"
                        >
                          {t("records.nmc.page")}
                          {forRevision(month, revision.revision)}
                        </Link>
                        <a
                          href={filePath(month, "csv", index === 0 ? undefined : revision.revision)}
                          download
                          className="text-brand-800 underline"
                        >
                          CSV
                          {forRevision(month, revision.revision)}
                        </a>
                        <a
                          href={filePath(month, "pdf", index === 0 ? undefined : revision.revision)}
                          className="text-brand-800 underline"
                        >
                          PDF
                          {forRevision(month, revision.revision)}
                        </a>
                      </span>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </main>
  );
}
