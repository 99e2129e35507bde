import type { PdfDocument } from "~/content/documents";
import { useMessages } from "../i18n/messages";
import { DraftBadge } from "../preview-note";
import { useEnglishFallback } from "./english-fallback";

function NewTabHint() {
  const { t } = useMessages();
  return <span className="sr-only"> {t("applicants.documents.newTab")}</span>;
}

function PdfIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 shrink-0 text-red-700" fill="currentColor">
      <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM7.5 13v5h1.2v-1.6h.7c1 0 1.7-.6 1.7-1.7S10.4 13 9.4 13H7.5Zm1.2 1h.6c.4 0 .6.3.6.7s-.2.7-.6.7h-.6V14Zm3 -1v5h1.6c1.5 0 2.4-1 2.4-2.5S14.8 13 13.3 13h-1.6Zm1.2 1h.3c.8 0 1.2.6 1.2 1.5s-.4 1.5-1.2 1.5h-.3v-3Zm3.3-1v5h1.2v-2h1.7v-1h-1.7v-1h1.9v-1h-3.1Z" />
    </svg>
  );
}

/** A vertical list of PDF documents, each opening in a new tab; "No documents yet" when there are none. */
export function PdfLinkList({ documents, label }: { documents: readonly PdfDocument[]; label?: string }) {
  const { t } = useMessages();
  const englishIf = useEnglishFallback();
  if (documents.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-700">
        {t("applicants.documents.none")}
      </p>
    );
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {documents.map((document) => (
        <li key={document.href + document.title}>
          <a
            href={document.href}
            target="_blank"
            rel="noopener"
            className="flex items-center gap-3 p-4 text-brand-800 hover:bg-brand-50 hover:underline"
          >
            <PdfIcon />
            <span className="flex-1 font-medium">
              <span lang={englishIf(document.title)}>{document.title}</span>
              {document.draft ? <DraftBadge className="ml-2" /> : null}
              {document.note ? (
                <span className="block text-sm font-normal text-slate-600">{document.note}</span>
              ) : null}
            </span>
            <span aria-hidden="true" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              PDF ↗
            </span>
            <NewTabHint />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** PDF documents as a grid of tiles (the 2025 admission pages' six documents). */
export function PdfTileGrid({ documents, label }: { documents: readonly PdfDocument[]; label?: string }) {
  const { t } = useMessages();
  const englishIf = useEnglishFallback();
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {documents.map((document) => (
        <li key={document.href}>
          <a
            href={document.href}
            target="_blank"
            rel="noopener"
            className="flex h-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
          >
            <PdfIcon />
            <span className="flex-1">
              <span className="block font-semibold text-brand-800">
                <span lang={englishIf(document.title)}>{document.title}</span>
                {document.draft ? <DraftBadge className="ml-2" /> : null}
              </span>
              {document.note ? (
                <span className="mt-1 block text-sm text-slate-600">{document.note}</span>
              ) : null}
              <span aria-hidden="true" className="mt-3 block text-sm font-semibold text-accent-600">
                {t("applicants.documents.open")}
              </span>
            </span>
            <NewTabHint />
          </a>
        </li>
      ))}
    </ul>
  );
}
