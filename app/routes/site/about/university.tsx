import { sitePathOf } from "../../../../contract/language";
import { data, useLoaderData } from "react-router";
import { universitiesCollection } from "../../../../contract/collections/universities";
import { ContentSection } from "~/site/content/content-section";
import { LastUpdated } from "~/site/content/last-updated";
import { OfficerCard } from "~/site/content/officer-card";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { RenderedMarkdown } from "~/site/content/rendered-markdown";
import { PageHero } from "~/site/page-hero";
import { PreviewNote } from "~/site/preview-note";
import { isStaffPreview } from "~/site/preview-request.server";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/university";

/** One module for the university pages (the universities collection); the address names the university. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const slug = /\/about\/about-university-([a-z0-9-]+)\/?$/.exec(
    sitePathOf(new URL(request.url).pathname),
  )?.[1];
  const preview = await isStaffPreview(context, request);
  const university = slug
    ? await context.services.collections
        .pages(universitiesCollection)
        .record(slug, { preview, language: context.language })
    : null;
  if (!university) throw data("Not found", { status: 404 });
  return { university, preview };
}

export const meta: Route.MetaFunction = (args) => {
  const university = args.data?.university;
  if (!university) return [{ title: metaMessages(args).t("notFound.pageTitle") }];
  return pageMeta(args, { title: university.title, description: university.description });
};

export const handle: SiteHandle = { translated: true };

export default function University() {
  const { university, preview } = useLoaderData<typeof loader>();
  const { t } = useMessages();
  return (
    <main>
      <PageHero
        title={university.title}
        lead={university.lead}
        breadcrumbs={[{ label: t("nav.about"), to: "/about" }]}
      />
      <PageBody>
        {preview ? (
          <PreviewNote>
            {university.draft ? t("applicants.preview.pageDraft") : t("applicants.preview.asPublished")}
          </PreviewNote>
        ) : null}
        <ContentSection title={`${university.name} (${university.shortName})`}>
          <RenderedMarkdown html={university.html.about ?? ""} className="text-slate-700" />
          {university.address ? (
            <p className="text-slate-700">{t("about.university.address", { address: university.address })}</p>
          ) : null}
        </ContentSection>
        {university.objectives.length ? (
          <ContentSection title={t("about.university.objectives")}>
            <Prose points={university.objectives.map((objective) => objective.text)} />
          </ContentSection>
        ) : null}
        {university.officers.length ? (
          <ContentSection title={t("about.university.officers")}>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {university.officers.map((officer) => (
                <li key={`${officer.designation}-${officer.name}`}>
                  <OfficerCard officer={officer} />
                </li>
              ))}
            </ul>
          </ContentSection>
        ) : null}
        <LastUpdated at={university.updatedAt} />
      </PageBody>
    </main>
  );
}
