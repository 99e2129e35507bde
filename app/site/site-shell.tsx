import { useRouteLoaderData } from "react-router";
import { AdmissionPopup, type PopupContent } from "./admission-popup";
import { SiteEnhancementLoader } from "./enhance/site-enhancement-loader";
import { SiteFooter } from "./site-footer";
import { SiteHeader, type Announcement } from "./site-header";
import { useMessages } from "./i18n/messages";

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
  const nonce = useRouteLoaderData<{ nonce?: string }>("root")?.nonce || undefined;
  const { t } = useMessages();
  return (
    <>
      <div data-site-frame className="flex min-h-dvh flex-col bg-white text-slate-900">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("shell.skipToContent")}
        </a>
        <SiteHeader announcement={announcement} />
        <div id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </div>
        <SiteFooter />
      </div>
      {admissionPopup ? <AdmissionPopup content={admissionPopup} /> : null}
      <SiteEnhancementLoader nonce={nonce} />
    </>
  );
}
