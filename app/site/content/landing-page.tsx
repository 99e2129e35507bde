import type { KeyFigure, PageLink } from "~/content/prose";
import { PageHero } from "~/site/page-hero";
import { SiteImage } from "~/site/site-image";
import { LinkCardGrid } from "./link-card-grid";
import { PageBody } from "./page-body";
import { Prose } from "./prose-sections";
import { StatGrid } from "./stat-grid";

/** The shared layout of a section's landing page (/about, /academics, ...): intro, key figures, sub-page cards. */
export function LandingPage({
  title,
  lead,
  intro,
  figures,
  links,
  image,
  children,
}: {
  title: string;
  lead: string;
  intro: string | readonly string[];
  figures?: readonly KeyFigure[];
  links: readonly PageLink[];
  image?: { name: string; alt: string };
  children?: React.ReactNode;
}) {
  const paragraphs = typeof intro === "string" ? [intro] : intro;
  return (
    <main>
      <PageHero title={title} lead={lead} />
      <PageBody>
        <div className={image ? "grid items-center gap-8 lg:grid-cols-2" : undefined}>
          <Prose paragraphs={paragraphs} />
          {image ? (
            <SiteImage
              name={image.name}
              widths={[400, 800]}
              width={800}
              height={450}
              sizes="(min-width: 1024px) 560px, 100vw"
              alt={image.alt}
              className="h-auto w-full rounded-lg shadow-sm"
            />
          ) : null}
        </div>
        {figures ? <StatGrid figures={figures} /> : null}
        {children}
        <section aria-labelledby="landing-pages-title" className="space-y-4">
          <h2
            id="landing-pages-title"
            className="border-l-4 border-accent-500 pl-3 text-2xl font-bold text-brand-900"
          >
            In this section
          </h2>
          <LinkCardGrid links={links} label={`${title}: pages`} />
        </section>
      </PageBody>
    </main>
  );
}
