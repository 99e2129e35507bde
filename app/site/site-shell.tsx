import { useMatches, useRouteLoaderData } from "react-router";
import { AdmissionPopup, type PopupContent } from "./admission-popup";
import { SiteEnhancementLoader } from "./enhance/site-enhancement-loader";
import { SiteFooter } from "./site-footer";
import { SiteHeader, type Announcement } from "./site-header";
import type { Language } from "../../contract/language";
import { LanguageProvider, useMessages } from "./i18n/messages";
import { isTranslated } from "./i18n/site-handle";

/**
 * The frame of every public page: skip link, header, the page (which renders its own <main>), footer and,
 * on a visitor's first page load, the admission pop-up. It holds no React state: its interactive parts work
 * as HTML and CSS and are enhanced by the site's small script, loaded after the first paint (ADR 013).
 */
export function SiteShell({
  children,
  admissionPopup,
  announcement = null,
}: {
  children: React.ReactNode;
  /** The pop-up's content when this page load opens with it; null when it is off or already closed. */
  admissionPopup: PopupContent | null;
  /** The header's announcement line: the latest pinned admission notice. */
  announcement?: Announcement | null;
}) {
  const root = useRouteLoaderData<{ nonce?: string; language?: Language }>("root");
  const nonce = root?.nonce || undefined;
  const language = root?.language ?? "en";
  return (
    <LanguageProvider value={language}>
      <ShellFrame admissionPopup={admissionPopup} announcement={announcement}>
        {children}
      </ShellFrame>
      <SiteEnhancementLoader nonce={nonce} />
    </LanguageProvider>
  );
}

function ShellFrame({
  children,
  admissionPopup,
  announcement,
}: {
  children: React.ReactNode;
  admissionPopup: PopupContent | null;
  announcement: Announcement | null;
}) {
  const { t, language } = useMessages();
  const handles = useMatches().map((match) => match.handle);
  const untranslated = language !== "en" && !isTranslated(handles);
  return (
    <>
      <div data-site-frame className="flex min-h-dvh flex-col bg-white text-slate-900">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("shell.skipToContent")}
        </a>
        <SiteHeader
          announcement={announcement}
          notice={
            untranslated ? (
              <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950">
                {t("shell.notTranslated")}
              </p>
            ) : null
          }
        />
        <div
          id="main-content"
          tabIndex={-1}
          lang={untranslated ? "en" : undefined}
          className="flex-1 outline-none"
        >
          {children}
        </div>
        <SiteFooter />
      </div>
      {admissionPopup ? <AdmissionPopup content={admissionPopup} /> : null}
    </>
  );
}
