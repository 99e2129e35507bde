import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { siteConfig } from "~/content/site-config";
import { buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { ExternalIcon } from "./site-icons";

/** sessionStorage key: set once the visitor has closed the pop-up, so it stays closed for the session. */
export const ADMISSION_POPUP_CLOSED_KEY = "gvims:admission-popup-closed";
const ENQUIRY_PATH = "/admission/admission-enquiry";

function wasClosed() {
  try {
    return sessionStorage.getItem(ADMISSION_POPUP_CLOSED_KEY) === "1";
  } catch {
    return false; // storage blocked: show it, closing still works for this page view
  }
}

/**
 * Public spec §2.12: the admission pop-up, open on a visitor's first page load. It renders only after
 * hydration (never part of the server HTML or the page's largest paint) and not on the enquiry page itself.
 */
export function AdmissionPopup() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!wasClosed() && window.location.pathname !== ENQUIRY_PATH) setOpen(true);
  }, []);

  const close = () => {
    setOpen(false);
    try {
      sessionStorage.setItem(ADMISSION_POPUP_CLOSED_KEY, "1");
    } catch {
      // storage blocked: nothing to remember
    }
  };

  return (
    <Dialog
      open={open && pathname !== ENQUIRY_PATH}
      onClose={close}
      title="Admissions open for 2025-26"
      size="md"
    >
      <p className="text-slate-700">
        Applications for <strong>MBBS</strong> and <strong>MD/MS</strong> at {siteConfig.name} are open for
        the 2025-26 session. How would you like to continue?
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
        <button
          type="button"
          className={`${buttonClass.secondary} py-3`}
          onClick={() => {
            close();
            navigate(ENQUIRY_PATH);
          }}
        >
          General Enquiry
        </button>
      </div>
      <p className="mt-5 rounded-md bg-brand-50 p-3 text-sm text-slate-700">
        <strong className="text-slate-900">Note:</strong> Official Registration takes you to the state
        entrance board&apos;s website, where counselling registration is done. For general questions about
        courses, fees or eligibility, use our enquiry form and the admissions office will reply.
      </p>
    </Dialog>
  );
}
