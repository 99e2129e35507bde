/**
 * The public site's only script on pages that do not hydrate (ADR 013), loaded after the first paint by
 * <SiteEnhancementLoader/>. Everything it enhances is already in the server HTML and works without it:
 * menus open on hover and focus (CSS), the drawer is a popover, the pop-up closes with `method="dialog"`,
 * Load More is a link. It adds what needs a script: the menus' keyboard model and ARIA state, the drawer and
 * pop-up as real modals, the carousels' motion, the photo lightbox and Load More without a reload.
 * Plain DOM code, event delegation where content can change; no framework.
 */
import { enhanceCarousels } from "./carousels";
import { enhanceCommitteeTiles } from "./committee-tiles";
import { enhanceDesktopMenu } from "./desktop-menu";
import { enhanceDrawer } from "./drawer";
import { enhancePhotoGrids } from "./photo-grid";
import { enhancePopup } from "./popup";

function start() {
  const root = document.documentElement;
  if (root.dataset.js) return;
  root.dataset.js = "";
  enhanceDesktopMenu();
  enhanceDrawer();
  enhancePopup();
  enhanceCarousels();
  enhancePhotoGrids();
  enhanceCommitteeTiles();
  // Embedded third-party frames (the contact page's map) get their address only now, after the first paint.
  for (const frame of document.querySelectorAll<HTMLIFrameElement>("iframe[data-src]")) {
    frame.src = frame.dataset.src!;
  }
  // The not-found page's Go Back (unless React, on a hydrated page, has handled the click).
  window.addEventListener("click", (event) => {
    if (event.defaultPrevented || !(event.target as Element).closest?.("[data-history-back]")) return;
    if (history.length > 1) history.back();
    else location.assign("/");
  });
  // Tests and tools can wait for this.
  root.dataset.enhanced = "";
}

start();
