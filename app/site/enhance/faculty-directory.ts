import { DEFAULT_PAGE_SIZE, directoryHref } from "../faculty-directory/directory-query";
import { fetchPage, importedChildren, isPlainClick, scrollBehavior } from "./page-fetch";

/**
 * The faculty directory (/faculty/faculty-doctors). Without a script every page is an address the server
 * renders: the pager is links, the page size a GET form with an Apply button. Here a page or size change
 * fetches that address and swaps the list in place: the address is pushed (Back and Forward work), the
 * view returns to the top, the loading state shows meanwhile, a failure shows the error state with a Try
 * Again button, and the page size and department apply as soon as they are chosen.
 */
export function enhanceFacultyDirectory() {
  const root = document.querySelector<HTMLElement>("[data-directory]");
  const loading = document.querySelector<HTMLTemplateElement>("template[data-directory-loading]");
  const failed = document.querySelector<HTMLTemplateElement>("template[data-directory-error]");
  if (!root || !loading || !failed) return;
  const path = location.pathname;
  let shown = location.search;
  let latest = 0;

  // The Apply buttons stay (they apply the form here too): removing them moved the list up after the first
  // paint, a layout shift on a phone, where the department's button has a line of its own.
  root.dataset.enhanced = "";

  /** Shows the page at `search`; `push` adds it to the history, as a link would. */
  const show = async (search: string, push: boolean, refocus: () => void) => {
    const request = ++latest;
    const address = `${path}${search}`;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    root.setAttribute("aria-busy", "true");
    root.querySelector("nav")?.setAttribute("inert", "");
    root.querySelector<HTMLSelectElement>("select")?.setAttribute("disabled", "");
    root.querySelector("[data-directory-body]")?.replaceChildren(loading.content.cloneNode(true));
    let next: Element | null = null;
    try {
      next = (await fetchPage(address)).querySelector("[data-directory]");
    } catch {
      next = null;
    }
    if (request !== latest) return;
    if (push && address !== `${path}${shown}`) history.pushState(null, "", address);
    shown = search;
    root.removeAttribute("aria-busy");
    if (next) root.replaceChildren(...importedChildren(next));
    else root.replaceChildren(failed.content.cloneNode(true));
    refocus();
  };
  const focusList = () =>
    root.querySelector<HTMLElement>("[data-directory-body] [tabindex='0'], [role='alert'] button")?.focus({
      preventScroll: true,
    });

  root.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target.closest("[data-directory-retry]")) {
      void show(shown, false, focusList);
      return;
    }
    const link = target.closest<HTMLAnchorElement>("a[href]");
    if (!link || !isPlainClick(event)) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname !== path) return;
    event.preventDefault();
    void show(url.search, true, focusList);
  });
  /** A new page size or department starts again at page 1, keeping the other choice. */
  const apply = (choice: (name: string) => string | null, refocus: () => void) => {
    const href = directoryHref(1, Number(choice("limit") ?? DEFAULT_PAGE_SIZE), choice("department") ?? "");
    void show(new URL(href, location.href).search, true, refocus);
  };
  root.addEventListener("change", (event) => {
    const select = event.target as HTMLSelectElement;
    if (select.name !== "limit" && select.name !== "department") return;
    const current = new URLSearchParams(shown);
    apply(
      (name) => (select.name === name ? select.value : current.get(name)),
      () => root.querySelector<HTMLSelectElement>(`select[name='${select.name}']`)?.focus(),
    );
  });
  root.addEventListener("submit", (event) => {
    event.preventDefault();
    const sent = new FormData(event.target as HTMLFormElement);
    const current = new URLSearchParams(shown);
    apply((name) => (sent.has(name) ? String(sent.get(name)) : current.get(name)), focusList);
  });
  window.addEventListener("popstate", () => {
    if (location.pathname === path && location.search !== shown) void show(location.search, false, focusList);
  });
}
