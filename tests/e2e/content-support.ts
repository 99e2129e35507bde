import type { BrowserContext } from "@playwright/test";
import { ADMISSION_POPUP_COOKIE } from "./site-shell-support";

/** A visitor who has already closed the admission pop-up, so public pages are not covered by it. */
export async function withoutPopup(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: ADMISSION_POPUP_COOKIE, value: "closed", url: baseURL }]);
}
