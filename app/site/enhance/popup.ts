import { popupClosedInBrowser, rememberPopupClosed } from "../admission-popup-state";

/**
 * The admission pop-up is in the server HTML, open (ADR 006). Without a script its close button posts to
 * `/popup/close` (which sets the same cookie and comes back) and its choices are links. Here it becomes modal without being re-opened (that would
 * paint it again as a new LCP): the page behind turns inert, focus moves in, Escape and a click on the dimmed
 * backdrop close it, and closing is remembered for the session (a cookie the server reads).
 */
export function enhancePopup() {
  const popup = document.querySelector<HTMLDialogElement>("dialog[data-admission-popup]");
  if (!popup?.open) return;
  const frame = document.querySelector<HTMLElement>("[data-site-frame]");
  // A staff preview opens whatever the visitor chose before, and closing it is not remembered.
  const preview = popup.hasAttribute("data-preview");
  const remember = () => {
    if (!preview) rememberPopupClosed();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
  };
  const close = () => {
    if (popup.open) popup.close();
  };
  popup.addEventListener("close", () => {
    remember();
    frame?.removeAttribute("inert");
    popup.removeAttribute("aria-modal");
    document.removeEventListener("keydown", onKey);
  });
  if (!preview && popupClosedInBrowser()) return close();
  popup.setAttribute("aria-modal", "true");
  frame?.setAttribute("inert", "");
  popup.querySelector<HTMLButtonElement>("[data-popup-close]")?.focus();
  document.addEventListener("keydown", onKey);
  // With the script, Close closes in place instead of posting (the close event remembers it).
  popup.querySelector("[data-popup-close-form]")?.addEventListener("submit", (event) => {
    event.preventDefault();
    close();
  });
  popup.addEventListener("click", (event) => {
    if (event.target === popup) close();
  });
  // Capture on window: the choice is remembered before anything else handles the click.
  window.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element).closest?.("[data-popup-close-link]")) remember();
    },
    true,
  );
}
