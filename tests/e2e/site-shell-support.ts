import type { Page } from "@playwright/test";

/** The sessionStorage key of app/site/admission-popup.tsx. */
export const ADMISSION_POPUP_KEY = "gvims:admission-popup-closed";

/** For journeys about something else: the visitor has already closed the admission pop-up this session. */
export async function closeAdmissionPopupForSession(page: Page) {
  await page.addInitScript((key) => sessionStorage.setItem(key, "1"), ADMISSION_POPUP_KEY);
}
