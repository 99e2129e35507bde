import { useLoaderData } from "react-router";
import { committees, committeesPage } from "~/content/committees";
import { CommitteeTiles } from "~/site/content/committee-tiles";
import { withCommitteeDocuments } from "~/site/content/document-links";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/college-committees";

export const meta: Route.MetaFunction = (args) => pageMeta(args, committeesPage);

export async function loader({ context }: Route.LoaderArgs) {
  return {
    committees: withCommitteeDocuments(committees, await context.services.documents.byCategory("committee")),
  };
}

export default function CollegeCommittees() {
  const { committees } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={committeesPage.title}
        lead={committeesPage.lead}
        breadcrumbs={[{ label: "About", to: "/about" }]}
      />
      <PageBody>
        <Prose paragraphs={[committeesPage.intro]} />
        <CommitteeTiles committees={committees} />
      </PageBody>
    </main>
  );
}
