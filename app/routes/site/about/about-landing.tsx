import { useLoaderData } from "react-router";
import { sectionLinks } from "~/content/navigation";
import { LandingPage } from "~/site/content/landing-page";
import { loadSitePage } from "~/site/content/site-page.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/about-landing";

export const loader = ({ context, request }: Route.LoaderArgs) => loadSitePage(context, request, "/about");

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: "Not found" }];

export default function AboutLanding() {
  const { page, preview } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      title={page.title}
      lead={page.lead}
      intro={{ html: page.html.body ?? "" }}
      figures={page.figures.length ? page.figures : undefined}
      links={sectionLinks.about}
      image={{
        name: "pages/about-campus",
        alt: "Illustration of the college and hospital buildings on the green campus",
      }}
      updatedAt={page.updatedAt}
      preview={preview ? page : null}
    />
  );
}
