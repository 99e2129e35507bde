import type { KeyFigure, PageLink } from "~/content/prose";
import { PageHero } from "~/site/page-hero";
import { SiteImage } from "~/site/site-image";
import { LinkCardGrid } from "./link-card-grid";
import { PageBody } from "./page-body";
import { Prose } from "./prose-sections";
import { RenderedMarkdown } from "./rendered-markdown";
import { StatGrid } from "./stat-grid";
import { LastUpdated } from "./last-updated";
import { useMessages } from "../i18n/messages";
import { PreviewNote } from "../preview-note";

/** The shared layout of a section's landing page (/about, /academics, ...): intro, key figures, sub-page cards. */
export function LandingPage({
  title,
  lead,
  intro,
  figures,
  links,
  image,
  children,
  updatedAt,
  preview,
}: {
  title: string;
  lead: string;
  /** Plain paragraphs, or a staff-edited page's rendered Markdown (`{ html }`). */
  intro: string | readonly string[] | { html: string };
  figures?: readonly KeyFigure[];
  links: readonly PageLink[];
  image?: { name: string; alt: string };
  children?: React.ReactNode;
  /** The newest change of what the page shows. */
  updatedAt?: string | null;
  /** A staff preview: whether the page's text is a draft. */
  preview?: { draft: boolean } | null;
}) {
  const { t } = useMessages();
  return (
    <main>
      <PageHero title={title} lead={lead} />
      <PageBody>
        {preview ? (
          <PreviewNote>
            {t(preview.draft ? "applicants.preview.pageDraft" : "applicants.preview.asPublished")}
          </PreviewNote>
        ) : null}
        <div className={image ? "grid items-center gap-8 lg:grid-cols-2" : undefined}>
          {typeof intro === "object" && "html" in intro ? (
            <RenderedMarkdown html={intro.html} />
          ) : (
            <Prose paragraphs={typeof intro === "string" ? [intro] : intro} />
          )}
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
            {t("applicants.landing.inThisSection")}
          </h2>
          <LinkCardGrid links={links} label={t("applicants.landing.pages", { title })} />
        </section>
        <LastUpdated at={updatedAt} />
      </PageBody>
    </main>
  );
}
