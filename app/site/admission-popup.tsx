import { useId } from "react";
import { useMessages } from "./i18n/messages";
import { useSiteHref } from "./i18n/use-site-href";
import { POPUP_CLOSE_PATH, POPUP_RETURN_FIELD } from "../../contract/popup-close";
import type { PopupText } from "../../contract/popup";
import { buttonClass } from "~/ui/button";
import { PreviewNote } from "./preview-note";
import { CloseIcon, ExternalIcon } from "./site-icons";

/**
 * Public spec §2.12: the admission pop-up, open on a visitor's first page load until they close it.
 *
 * It is part of the server HTML (the shell decides from the session cookie), so it paints with the page
 * instead of arriving over it once the JavaScript has loaded, when it became the page's LCP. The <dialog> is
 * opened by its `open` attribute and never re-opened (showModal() would lay it out and paint it again). Without
 * a script its close button posts to `/popup/close`, which sets the "closed" cookie and brings the visitor back
 * to the page (issue 26), and both choices are links; the enhancement
 * script (app/site/enhance/popup.ts) makes it modal: the page behind inert, focus in, Escape or a click on the
 * dimmed backdrop closes it, and closing (or following a link of the pop-up to a site page) is remembered for
 * the session. No React state: public pages do not hydrate (ADR 013).
 */
/** What staff set in the back-office (GET/PATCH /api/popup), read by the site layout's loader. */
export interface PopupContent {
  title: string;
  body: string;
  primaryLabel: string;
  primaryHref: string;
  secondaryLabel: string;
  secondaryHref: string;
  /** A Hindi page: the texts shown in English for want of their Hindi (marked `lang="en"`, with a note). */
  english?: readonly PopupText[];
  /** A staff preview (`?preview=popup`, issue 11): shown whatever its switch, dates or the "closed" cookie. */
  preview?: boolean;
  /** The page's path and query: where Close without JavaScript comes back to. */
  returnTo?: string;
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** A button of the pop-up: off-site targets open in a new tab; site paths navigate and close the pop-up. */
function PopupAction({
  label,
  lang,
  href,
  className,
}: {
  label: string;
  lang?: "en";
  href: string;
  className: string;
}) {
  const siteHref = useSiteHref();
  const { t } = useMessages();
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        <span lang={lang}>{label}</span>
        <ExternalIcon className="h-4 w-4" />
        <span className="sr-only">{t("shell.opensInNewTab")}</span>
      </a>
    );
  }
  return (
    <a href={siteHref(href)} data-popup-close-link className={className}>
      <span lang={lang}>{label}</span>
    </a>
  );
}

export function AdmissionPopup({ content }: { content: PopupContent }) {
  const titleId = useId();
  const { t, language } = useMessages();
  const englishIf = (text: PopupText) => (content.english?.includes(text) ? "en" : undefined);
  return (
    <dialog
      open
      data-admission-popup
      data-preview={content.preview ? "" : undefined}
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 m-0 h-dvh max-h-none w-screen max-w-none items-center justify-center bg-slate-900/60 p-4 open:flex"
    >
      <div className="flex max-h-[85vh] w-full max-w-lg flex-col rounded-xl bg-white text-slate-900 shadow-2xl">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} lang={englishIf("title")} className="text-lg font-semibold">
            {content.title}
          </h2>
          {/* A preview's Close is not remembered, so it only closes the dialog. */}
          <form
            data-popup-close-form
            {...(content.preview || !content.returnTo
              ? { method: "dialog" }
              : { method: "post", action: POPUP_CLOSE_PATH })}
          >
            {content.preview || !content.returnTo ? null : (
              <input type="hidden" name={POPUP_RETURN_FIELD} value={content.returnTo} />
            )}
            <button
              type="submit"
              data-popup-close
              className="-m-2 rounded-md p-2 text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon className="h-5 w-5" />
              <span className="sr-only">{t("popup.close")}</span>
            </button>
          </form>
        </div>
        <div className="overflow-y-auto px-5 py-4">
          {content.preview ? (
            <div className="mb-4 text-sm">
              <PreviewNote>
                the pop-up as saved; visitors see it only while it is turned on and within its dates.
              </PreviewNote>
            </div>
          ) : null}
          {content.body
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim())
            .map((paragraph, index) => (
              <p
                key={index}
                lang={englishIf("body")}
                className={index === 0 ? "text-slate-700" : "mt-4 text-sm text-slate-700"}
              >
                {paragraph}
              </p>
            ))}
          <div className="mt-5 grid gap-3 sm:grid-cols-2">
            <PopupAction
              label={content.primaryLabel}
              lang={englishIf("primaryLabel")}
              href={content.primaryHref}
              className={`${buttonClass.primary} py-3`}
            />
            <PopupAction
              label={content.secondaryLabel}
              lang={englishIf("secondaryLabel")}
              href={content.secondaryHref}
              className={`${buttonClass.secondary} py-3`}
            />
          </div>
          {content.english?.length ? (
            <p lang={language} className="mt-4 text-xs text-slate-600">
              {t("popup.englishFallback")}
            </p>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
