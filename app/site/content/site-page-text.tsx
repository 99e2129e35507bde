import { useMessages } from "../i18n/messages";
import { PreviewNote } from "../preview-note";
import type { SitePage } from "./site-page.server";
import { RenderedMarkdown } from "./rendered-markdown";
import { StatGrid } from "./stat-grid";

/** A Markdown page's key figures and text (the site-pages collection), with a staff preview's note. */
export function SitePageText({
  page,
  preview,
  label,
  className,
}: {
  page: SitePage;
  preview: boolean;
  /** Names the text as a region (e.g. "Rules"), for pages whose text is the thing a visitor looks for. */
  label?: string;
  /** Extra classes for the rendered text (e.g. the look of its bullet points). */
  className?: string;
}) {
  const { t } = useMessages();
  const text = <RenderedMarkdown html={page.html.body ?? ""} className={className} />;
  return (
    <>
      {preview ? (
        <PreviewNote>
          {t(page.draft ? "applicants.preview.pageDraft" : "applicants.preview.asPublished")}
        </PreviewNote>
      ) : null}
      {page.figures.length ? <StatGrid figures={page.figures} /> : null}
      {label ? <section aria-label={label}>{text}</section> : text}
    </>
  );
}
