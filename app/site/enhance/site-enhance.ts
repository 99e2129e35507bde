/**
 * The public site's only script (ADR 013: no public page hydrates), loaded after the first paint by
 * <SiteEnhancementLoader/>. Everything it enhances is already in the server HTML and works without it:
 * menus open on hover and focus (CSS), the drawer is a popover, the pop-up closes with `method="dialog"`,
 * Load More and the directory's pager are links, the careers filters a GET form, the forms post to their
 * page. It adds what needs a script: the menus' keyboard model and ARIA state, the drawer and pop-up as
 * real modals, the carousels' motion, the photo lightbox, Load More, paging and filtering without a reload,
 * and the forms' toasts, field errors and success dialog. Plain DOM code, event delegation where content
 * can change; no framework.
 */
import { hrEnquiryErrors, hrEnquiryToContact, type HrField } from "~/routes/site/career/career-enquiry";
import { enhanceCareers } from "./careers";
import { enhanceCarousels } from "./carousels";
import { enhanceCommitteeTiles } from "./committee-tiles";
import { enhanceDesktopMenu } from "./desktop-menu";
import { enhanceDrawer } from "./drawer";
import { enhanceFacultyDirectory } from "./faculty-directory";
import { enhancePhotoGrids } from "./photo-grid";
import { enhancePopup } from "./popup";
import { enhancePublicForms } from "./public-forms";

/** Each part in a task of its own, so that no one task blocks the page for long (Total Blocking Time). */
const steps: (() => void)[] = [
  () => {
    document.documentElement.dataset.js = "";
    enhanceDesktopMenu();
    enhanceDrawer();
  },
  enhancePopup,
  enhanceCarousels,
  enhancePhotoGrids,
  enhanceCommitteeTiles,
  enhanceFacultyDirectory,
  enhanceCareers,
  () =>
    enhancePublicForms({
      // Contact HR: a contact message in the careers category, the position as its subject.
      "hr-enquiry": {
        toBody: (values) => hrEnquiryToContact(values as Record<HrField, string>),
        mapErrors: hrEnquiryErrors,
      },
    }),
  () => {
    // Embedded third-party frames (the contact page's map) get their address only now, after the first paint.
    for (const frame of document.querySelectorAll<HTMLIFrameElement>("iframe[data-src]")) {
      frame.src = frame.dataset.src!;
    }
    // The not-found page's Go Back.
    window.addEventListener("click", (event) => {
      if (event.defaultPrevented || !(event.target as Element).closest?.("[data-history-back]")) return;
      if (history.length > 1) history.back();
      else location.assign("/");
    });
    // Tests and tools can wait for this.
    document.documentElement.dataset.enhanced = "";
  },
];

function run() {
  steps.shift()?.();
  if (steps.length > 0) setTimeout(run, 0);
}

if (!document.documentElement.dataset.js) run();
