import { sitePathOf } from "../../contract/language";
import { ADMISSION_POPUP_CLOSED, ADMISSION_POPUP_COOKIE } from "../../contract/popup-close";

/**
 * Whether the visitor has closed the admission pop-up this browser session: a session cookie (no expiry), so
 * the server can leave the pop-up out of the HTML once it has been closed (set here by the script, or by
 * `POST /popup/close` without it: server/popup/popup-close.routes.ts).
 */
/** The earlier, client-only marker; still honoured so a choice made with it is kept. */
export const ADMISSION_POPUP_SESSION_KEY = "gvims:admission-popup-closed";
/** The pop-up never covers the page it points to. */
export const ADMISSION_ENQUIRY_PATH = "/admission/admission-enquiry";

/**
 * Nor a page where a visitor came for something else and fills in a form: a patient's pages, the complaint
 * desk, their personal data, or stopping the counselling e-mails.
 */
const POPUP_FREE = [
  ADMISSION_ENQUIRY_PATH,
  "/admission/counselling-updates/unsubscribe",
  "/hospitals",
  "/safety",
  "/privacy",
];

const popupFree = (pathname: string) =>
  POPUP_FREE.some((path) => pathname === path || pathname.startsWith(`${path}/`));

export function popupClosedByCookie(cookieHeader: string | null): boolean {
  return (cookieHeader ?? "")
    .split(";")
    .some((part) => part.trim() === `${ADMISSION_POPUP_COOKIE}=${ADMISSION_POPUP_CLOSED}`);
}

/** Server side: whether a page answering this request opens with the pop-up. */
export function showAdmissionPopup(request: Request): boolean {
  return (
    !popupFree(sitePathOf(new URL(request.url).pathname)) &&
    !popupClosedByCookie(request.headers.get("Cookie"))
  );
}

/** Browser side. */
export function popupClosedInBrowser(): boolean {
  try {
    if (sessionStorage.getItem(ADMISSION_POPUP_SESSION_KEY) === "1") return true;
  } catch {
    // storage blocked: the cookie decides
  }
  return popupClosedByCookie(document.cookie);
}

export function rememberPopupClosed() {
  document.cookie = `${ADMISSION_POPUP_COOKIE}=${ADMISSION_POPUP_CLOSED}; Path=/; SameSite=Lax`;
}
