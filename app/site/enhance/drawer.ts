/**
 * The phone drawer. Without a script it is a popover (the Open and Close buttons toggle it natively, Escape
 * and a tap outside dismiss it) with every group expanded; here it becomes a modal <dialog> (focus kept
 * inside, the page inert) whose groups start collapsed and expand independently.
 */
export function enhanceDrawer() {
  const drawer = document.querySelector<HTMLDialogElement>("dialog[data-drawer]");
  const opener = document.querySelector<HTMLButtonElement>("[data-drawer-open]");
  if (!drawer || !opener) return;
  if (drawer.matches(":popover-open")) drawer.hidePopover();
  drawer.removeAttribute("popover");
  for (const button of document.querySelectorAll("[popovertarget]")) {
    if (button.getAttribute("popovertarget") === drawer.id) {
      button.removeAttribute("popovertarget");
      button.removeAttribute("popovertargetaction");
    }
  }
  // Only now: aria-expanded is not allowed beside popovertarget (the popover says so itself).
  opener.setAttribute("aria-expanded", "false");
  for (const toggle of drawer.querySelectorAll<HTMLButtonElement>("[data-expand]")) {
    setExpanded(toggle, false);
  }

  const close = () => {
    if (drawer.open) drawer.close();
  };
  drawer.addEventListener("close", () => opener.setAttribute("aria-expanded", "false"));
  opener.addEventListener("click", () => {
    drawer.showModal();
    opener.setAttribute("aria-expanded", "true");
  });
  drawer.addEventListener("click", (event) => {
    const target = event.target as HTMLElement;
    if (target === drawer) return close();
    const toggle = target.closest<HTMLButtonElement>("[data-expand]");
    if (toggle) return setExpanded(toggle, toggle.getAttribute("aria-expanded") !== "true");
    if (target.closest("[data-drawer-close], a[href]")) close();
  });
}

function setExpanded(toggle: HTMLButtonElement, expanded: boolean) {
  toggle.setAttribute("aria-expanded", String(expanded));
  document.getElementById(toggle.getAttribute("aria-controls") ?? "")?.toggleAttribute("hidden", !expanded);
}
