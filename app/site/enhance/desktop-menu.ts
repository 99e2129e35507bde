/** The desktop menu bar: one group open at a time, hover, click/tap, keyboard (see ADR 006 "Menus"). */
export function enhanceDesktopMenu() {
  const nav = document.querySelector<HTMLElement>("[data-desktop-menu]");
  if (!nav) return;
  const groups = Array.from(nav.querySelectorAll<HTMLElement>("[data-menu-group]"));
  const parts = (group: HTMLElement) => ({
    button: group.querySelector<HTMLButtonElement>("[data-menu-button]")!,
    links: () => Array.from(group.querySelectorAll<HTMLAnchorElement>("[data-panel] a")),
  });
  const hoverTimers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();

  const setOpen = (group: HTMLElement, open: boolean) => {
    if (open) for (const other of groups) if (other !== group) setOpen(other, false);
    group.toggleAttribute("data-open", open);
    parts(group).button.setAttribute("aria-expanded", String(open));
  };
  const isOpen = (group: HTMLElement) => group.hasAttribute("data-open");
  const openAndFocus = (group: HTMLElement, which: "first" | "last") => {
    setOpen(group, true);
    const all = parts(group).links();
    (which === "first" ? all[0] : all[all.length - 1])?.focus();
  };

  for (const group of groups) {
    const { button, links } = parts(group);
    group.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(hoverTimers.get(group));
      setOpen(group, true);
    });
    group.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      hoverTimers.set(
        group,
        setTimeout(() => setOpen(group, false), 120),
      );
    });
    group.addEventListener("focusout", (event) => {
      if (!group.contains(event.relatedTarget as Node | null)) setOpen(group, false);
    });
    group.addEventListener("keydown", (event) => {
      const target = event.target as HTMLElement;
      if (event.key === "Escape" && isOpen(group)) {
        event.preventDefault();
        setOpen(group, false);
        button.focus();
        return;
      }
      if (target === button) {
        if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          openAndFocus(group, "first");
        } else if (event.key === "ArrowUp") {
          event.preventDefault();
          openAndFocus(group, "last");
        }
        return;
      }
      if (target.matches("[data-menu-label]")) {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          openAndFocus(group, "first");
        }
        return;
      }
      if (target.closest("[data-panel]")) {
        const all = links();
        const index = all.indexOf(target as HTMLAnchorElement);
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault();
          const step = event.key === "ArrowDown" ? 1 : -1;
          all[(index + step + all.length) % all.length]?.focus();
        } else if (event.key === "Home" || event.key === "End") {
          event.preventDefault();
          all[event.key === "Home" ? 0 : all.length - 1]?.focus();
        }
      }
    });
    button.addEventListener("click", () => setOpen(group, !isOpen(group)));
  }

  // A click or tap outside the menu closes the open group.
  document.addEventListener("pointerdown", (event) => {
    if (nav.contains(event.target as Node)) return;
    for (const group of groups) if (isOpen(group)) setOpen(group, false);
  });
}
