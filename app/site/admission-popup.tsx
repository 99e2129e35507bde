import { useEffect, useId, useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { siteConfig } from "~/content/site-config";
import { buttonClass } from "~/ui/button";
import { ADMISSION_ENQUIRY_PATH, popupClosedInBrowser } from "./admission-popup-state";
import { CloseIcon, ExternalIcon } from "./site-icons";

/**
 * Public spec §2.12: the admission pop-up, open on a visitor's first page load until they close it.
 *
 * It is part of the server HTML (the shell decides from the session cookie), so it paints with the page
 * instead of arriving over it once the JavaScript has loaded, when it became the page's LCP. The <dialog> is
 * opened by its `open` attribute and never re-opened (showModal() would lay it out and paint it again), so the
 * page behind is made inert by the shell instead. Before hydration its close button works natively
 * (`method="dialog"`) and both choices are links; after hydration, focus moves in and Escape or a click on the
 * dimmed backdrop closes it.
 */
export function AdmissionPopup({ modal, onClose }: { modal: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  // Closed already: before the JavaScript arrived, or earlier this session.
  useLayoutEffect(() => {
    if (!ref.current?.open || popupClosedInBrowser()) onClose();
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!modal) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [modal, onClose]);

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      aria-modal={modal || undefined}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="fixed inset-0 z-50 m-0 h-dvh max-h-none w-screen max-w-none items-center justify-center bg-slate-900/60 p-4 open:flex"
    >
      <div className="flex max-h-[85vh] w-full max-w-lg flex-col rounded-xl bg-white text-slate-900 shadow-2xl">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Admissions open for 2025-26
          </h2>
          <form method="dialog">
            <button
              ref={closeRef}
              type="submit"
              onClick={(event) => {
                event.preventDefault();
                onClose();
              }}
              className="-m-2 rounded-md p-2 text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon className="h-5 w-5" />
              <span className="sr-only">Close</span>
            </button>
          </form>
        </div>
        <div className="overflow-y-auto px-5 py-4">
          <p className="text-slate-700">
            Applications for <strong>MBBS</strong> and <strong>MD/MS</strong> at {siteConfig.name} are open
            for the 2025-26 session. How would you like to continue?
          </p>
          <div className="mt-5 grid gap-3 sm:grid-cols-2">
            <a
              href={siteConfig.external.stateEntranceBoard}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonClass.primary} py-3`}
            >
              Official Registration
              <ExternalIcon className="h-4 w-4" />
              <span className="sr-only">(opens the state entrance board website in a new tab)</span>
            </a>
            <Link to={ADMISSION_ENQUIRY_PATH} onClick={onClose} className={`${buttonClass.secondary} py-3`}>
              General Enquiry
            </Link>
          </div>
          <p className="mt-5 rounded-md bg-brand-50 p-3 text-sm text-slate-700">
            <strong className="text-slate-900">Note:</strong> Official Registration takes you to the state
            entrance board&apos;s website, where counselling registration is done. For general questions about
            courses, fees or eligibility, use our enquiry form and the admissions office will reply.
          </p>
        </div>
      </div>
    </dialog>
  );
}
