import { DraftBadge } from "../preview-note";
import { useMessages } from "../i18n/messages";
import { useEnglishFallback } from "./english-fallback";

/** A committee as its tile shows it. */
export interface Committee {
  /** In the page's language. */
  title: string;
  /** The English name, when `title` is a Hindi one: its document's title starts with the English name. */
  englishTitle?: string;
  /** What the committee does, one line. */
  remit: string;
  /** The public address of its committee document (set by the page from the documents service). */
  pdf?: string;
  /** Its document is a draft (a staff preview, issue 11). */
  pdfDraft?: boolean;
  /** A Hindi page: `title` and `remit` when shown in English for want of their Hindi (marked `lang="en"`). */
  fallbacks?: readonly string[];
}

const tileClass =
  "flex h-full w-full flex-col items-start gap-2 rounded-lg border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-600 hover:shadow-md";

/**
 * The committee tiles (spec §2.6). A tile with a document is a link that opens the PDF in a new tab (Enter,
 * and Space like a button, since the spec asks for both). A tile without one is a button that says so in an
 * alert with the spec's exact text; its "not yet published" line tells the same without JavaScript. The page
 * does not hydrate: the enhancement script handles the alert and the Space key.
 */
export function CommitteeTiles({ committees }: { committees: readonly Committee[] }) {
  const { t } = useMessages();
  return (
    <ul aria-label={t("about.committees.label")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {committees.map((committee) => (
        <li key={committee.title}>
          {committee.pdf ? (
            <a
              href={committee.pdf}
              target="_blank"
              rel="noopener"
              // Space opens it too (app/site/enhance/committee-tiles.ts).
              data-space-opens
              className={tileClass}
            >
              <TileText committee={committee} />
              {committee.pdfDraft ? <DraftBadge /> : null}
              <span aria-hidden="true" className="mt-auto text-sm font-semibold text-accent-600">
                {t("about.committees.openPdf")}
              </span>
              <span className="sr-only"> {t("about.committees.pdfNewTab")}</span>
            </a>
          ) : (
            <button
              type="button"
              // The alert comes from app/site/enhance/committee-tiles.ts.
              data-alert={t("about.committees.notAvailable", { committee: committee.title })}
              className={tileClass}
            >
              <TileText committee={committee} />
              <span className="mt-auto text-sm font-semibold text-slate-600">
                {t("about.committees.notPublished")}
              </span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function TileText({ committee }: { committee: Committee }) {
  const englishIf = useEnglishFallback();
  return (
    <>
      <span lang={englishIf(committee.title)} className="text-lg font-semibold text-brand-800">
        {committee.title}
      </span>
      <span lang={englishIf(committee.remit)} className="text-sm text-slate-700">
        {committee.remit}
      </span>
    </>
  );
}
