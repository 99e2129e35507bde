import { useCallback, useEffect, useState } from "react";
import { AdmissionPopup, type PopupContent } from "./admission-popup";
import { rememberPopupClosed } from "./admission-popup-state";
import { SiteFooter } from "./site-footer";
import { SiteHeader, type Announcement } from "./site-header";

/**
 * The frame of every public page: skip link, header, the page (which renders its own <main>), footer and,
 * on a visitor's first page load, the admission pop-up. While the pop-up is open (and the page is hydrated)
 * everything else is inert: the pop-up is modal.
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
  const [popupOpen, setPopupOpen] = useState(admissionPopup !== null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const closePopup = useCallback(() => {
    rememberPopupClosed();
    setPopupOpen(false);
  }, []);

  return (
    <>
      <div inert={popupOpen && hydrated} className="flex min-h-dvh flex-col bg-white text-slate-900">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <SiteHeader announcement={announcement} />
        <div id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </div>
        <SiteFooter />
      </div>
      {popupOpen && admissionPopup ? (
        <AdmissionPopup content={admissionPopup} modal={hydrated} onClose={closePopup} />
      ) : null}
    </>
  );
}
