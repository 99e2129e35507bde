import { sitePathOf } from "../../../contract/language";
import { data, useLoaderData } from "react-router";
import { sectionLinks } from "~/content/navigation";
import { LandingPage } from "~/site/content/landing-page";
import { loadSitePage } from "~/site/content/site-page.server";
import { pageMeta } from "~/site/seo";
import { useSiteContact } from "~/site/site-contact";
import { withAdmissionSession } from "../../../contract/collections/site-pages";
import type { Route } from "./+types/section-landing";

/** Each section's landing page: the address picks its text (site-pages) and its link cards (the navigation). */
const SECTIONS = {
  "/about": {
    links: sectionLinks.about,
    image: {
      name: "pages/about-campus",
      alt: "Illustration of the college and hospital buildings on the green campus",
    },
  },
  "/academics": {
    links: sectionLinks.academics,
    image: { name: "pages/academics-classroom", alt: "Illustration of students attending a lecture" },
  },
  "/admission": { links: sectionLinks.admission, image: undefined },
  "/student": { links: sectionLinks.student, image: undefined },
  "/faculty": { links: sectionLinks.faculty, image: undefined },
} as const;

const isSection = (path: string): path is keyof typeof SECTIONS => path in SECTIONS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const path = sitePathOf(new URL(request.url).pathname).replace(/\/$/, "");
  if (!isSection(path)) throw data("Not found", { status: 404 });
  return { path, ...(await loadSitePage(context, request, path)) };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: "Not found" }];

export default function SectionLanding() {
  const { path, page, preview } = useLoaderData<typeof loader>();
  const section = SECTIONS[path];
  // The admission cards name the current admission session's year (issue 20).
  const { admissionSession } = useSiteContact();
  const session = (text: string) => withAdmissionSession(text, admissionSession);
  const links = section.links.map((link) => ({
    ...link,
    label: session(link.label),
    description: session(link.description),
  }));
  return (
    <LandingPage
      title={page.title}
      lead={page.lead}
      intro={{ html: page.html.body ?? "" }}
      figures={page.figures.length ? page.figures : undefined}
      links={links}
      image={section.image}
      updatedAt={page.updatedAt}
      preview={preview ? page : null}
    />
  );
}
