import { useLoaderData } from "react-router";
import { committeesCollection } from "../../../../contract/collections/committees";
import { committeesPage } from "~/content/committees";
import { CommitteeTiles } from "~/site/content/committee-tiles";
import { withCommitteeDocuments } from "~/site/content/document-links";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/college-committees";

export const meta: Route.MetaFunction = (args) => pageMeta(args, committeesPage);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { documents, preview } = await loadCategoryDocuments(context, request, "committee");
  const records = await context.services.collections.pages(committeesCollection).records({ preview });
  const committees = records
    .filter((record) => record.listed)
    .map((record) => ({ title: record.name, remit: record.remit }));
  return { committees: withCommitteeDocuments(committees, documents), preview };
}

export default function CollegeCommittees() {
  const { committees, preview } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={committeesPage.title}
        lead={committeesPage.lead}
        breadcrumbs={[{ label: "About", to: "/about" }]}
      />
      <PageBody preview={preview}>
        <Prose paragraphs={[committeesPage.intro]} />
        <CommitteeTiles committees={committees} />
      </PageBody>
    </main>
  );
}
