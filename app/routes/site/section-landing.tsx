import { sitePathOf } from "../../../contract/language";
import { data, useLoaderData } from "react-router";
import { sectionLinks } from "~/content/navigation";
import { LandingPage } from "~/site/content/landing-page";
import { loadSitePage } from "~/site/content/site-page.server";
import { pageMeta } from "~/site/seo";
import { useNavLabel } from "~/site/i18n/use-nav-label";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { Route } from "./+types/section-landing";

/** Each section's landing page: the address picks its text (site-pages) and its link cards (the navigation). */
const SECTIONS = {
  "/about": {
    links: sectionLinks.about,
    image: {
      name: "pages/about-campus",
      alt: "applicants.landing.aboutImage",
    },
  },
  "/academics": {
    links: sectionLinks.academics,
    image: { name: "pages/academics-classroom", alt: "applicants.landing.academicsImage" },
  },
  "/admission": { links: sectionLinks.admission, image: undefined },
  "/student": { links: sectionLinks.student, image: undefined },
  "/faculty": { links: sectionLinks.faculty, image: undefined },
} as const;

export const handle: SiteHandle = { translated: true };

const isSection = (path: string): path is keyof typeof SECTIONS => path in SECTIONS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const path = sitePathOf(new URL(request.url).pathname).replace(/\/$/, "");
  if (!isSection(path)) throw data("Not found", { status: 404 });
  return { path, ...(await loadSitePage(context, request, path)) };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export default function SectionLanding() {
  const { path, page, preview } = useLoaderData<typeof loader>();
  const section = SECTIONS[path];
  const { t } = useMessages();
  // The admission cards name the current admission session's year (issue 20).
  const text = useNavLabel();
  const links = section.links.map((link) => ({
    ...link,
    label: text(link.label),
    description: text(link.description),
  }));
  return (
    <LandingPage
      title={page.title}
      lead={page.lead}
      intro={{ html: page.html.body ?? "" }}
      figures={page.figures.length ? page.figures : undefined}
      links={links}
      image={section.image && { name: section.image.name, alt: t(section.image.alt) }}
      updatedAt={page.updatedAt}
      preview={preview ? page : null}
    />
  );
}
