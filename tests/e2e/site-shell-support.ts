import type { Page } from "@playwright/test";

/** The session cookie of app/site/admission-popup-state.ts. */
export const ADMISSION_POPUP_COOKIE = "admission_popup";

/**
 * For journeys about something else: the visitor has already closed the admission pop-up this session, so
 * the server leaves it out of the page.
 */
export async function closeAdmissionPopupForSession(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: ADMISSION_POPUP_COOKIE, value: "closed", url: baseURL! }]);
}
