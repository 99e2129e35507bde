import { useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { siteConfig } from "~/content/site-config";
import { buttonClass } from "~/ui/button";
import { ADMISSION_ENQUIRY_PATH, popupClosedInBrowser, rememberPopupClosed } from "./admission-popup-state";
import { CloseIcon, ExternalIcon } from "./site-icons";

/**
 * Public spec §2.12: the admission pop-up, open on a visitor's first page load until they close it.
 *
 * It is part of the server HTML (`initiallyOpen`, decided from the session cookie), so it paints with the page
 * instead of arriving over it seconds later, when the JavaScript has loaded (as a late, large paint it became
 * the page's LCP). Before hydration it is a plain open <dialog> whose close button works natively
 * (`method="dialog"`) and whose choices are links; after hydration it becomes a true modal (showModal: page
 * inert, focus inside, Escape closes).
 */
export function AdmissionPopup({ initiallyOpen }: { initiallyOpen: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [modal, setModal] = useState(false);

  const close = () => {
    rememberPopupClosed();
    ref.current?.close();
    setOpen(false);
  };

  // Before the first paint after hydration: closed already (before the JavaScript arrived, or earlier this
  // session), or becomes a modal in place.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open || popupClosedInBrowser()) {
      rememberPopupClosed();
      setOpen(false);
      return;
    }
    dialog.close();
    dialog.showModal();
    setModal(true);
  }, []);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={(event) => {
        // Our own close-then-showModal leaves it open; any other close is the visitor's.
        if (!event.currentTarget.open) close();
      }}
      onClick={(event) => {
        if (event.target === ref.current) close();
      }}
      className={`fixed inset-0 z-50 m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 ${modal ? "" : "shadow-[0_0_0_100vmax_rgb(15_23_42/0.6)]"}`}
    >
      <div className="flex max-h-[85vh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Admissions open for 2025-26
          </h2>
          <form method="dialog">
            <button
              type="submit"
              onClick={(event) => {
                event.preventDefault();
                close();
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
            <Link to={ADMISSION_ENQUIRY_PATH} onClick={close} className={`${buttonClass.secondary} py-3`}>
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
