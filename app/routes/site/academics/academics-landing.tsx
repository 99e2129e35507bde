import { useLoaderData } from "react-router";
import { sectionLinks } from "~/content/navigation";
import { LandingPage } from "~/site/content/landing-page";
import { loadSitePage } from "~/site/content/site-page.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/academics-landing";

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadSitePage(context, request, "/academics");

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: "Not found" }];

export default function AcademicsLanding() {
  const { page, preview } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      title={page.title}
      lead={page.lead}
      intro={{ html: page.html.body ?? "" }}
      figures={page.figures.length ? page.figures : undefined}
      links={sectionLinks.academics}
      image={{ name: "pages/academics-classroom", alt: "Illustration of students attending a lecture" }}
      updatedAt={page.updatedAt}
      preview={preview ? page : null}
    />
  );
}
