import { jobFilterQuery } from "~/routes/site/career/job-query";
import { fetchPage, importedChildren, isPlainClick, scrollBehavior } from "./page-fetch";

/**
 * The careers page (app/routes/site/career). Without a script the filters are a GET form and Apply a link
 * to `?position=…#contact-hr`. Here the openings follow each change of the filters (the server's answer
 * for the new address is fetched and its list swapped in; the address is replaced, so it can be shared),
 * "Filter Jobs" takes the visitor to the results, "Show all openings" clears the filters, and Apply fills
 * the Contact HR form's position (and a first line of message) and moves to it, without a reload.
 */
export function enhanceCareers() {
  const filters = document.querySelector<HTMLFormElement>("form[data-job-filters]");
  const heading = document.getElementById("openings");
  if (!filters || !heading) return;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const control = (name: string) => filters.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  const refresh = async () => {
    clearTimeout(timer);
    const query = jobFilterQuery({
      q: control("q").value,
      department: control("department").value,
      type: control("type").value,
    }).toString();
    // A staff preview (issue 11) stays one while filtering.
    const preview = new URLSearchParams(location.search).has("preview") ? "preview" : "";
    const search = [preview, query].filter(Boolean).join("&");
    const address = `${location.pathname}${search ? `?${search}` : ""}`;
    history.replaceState(history.state, "", address);
    const request = ++latest;
    try {
      const next = await fetchPage(address);
      if (request !== latest) return;
      for (const part of ["[data-openings-count]", "[data-openings-results]"]) {
        const from = next.querySelector(part);
        const to = document.querySelector(part);
        if (!from || !to) throw new Error("unexpected page");
        // The count is a live region: change its text, not the node, so the change is announced.
        if (part === "[data-openings-count]") to.textContent = from.textContent;
        else to.replaceChildren(...importedChildren(from));
      }
    } catch {
      if (request === latest) location.assign(address);
    }
  };

  filters.addEventListener("input", (event) => {
    // Typing waits for a pause; a choice in a select applies at once.
    clearTimeout(timer);
    if ((event.target as Element).matches("input")) timer = setTimeout(() => void refresh(), 200);
    else void refresh();
  });
  filters.addEventListener("submit", async (event) => {
    event.preventDefault();
    await refresh();
    heading.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    heading.focus({ preventScroll: true });
  });

  document.addEventListener("click", (event) => {
    if (!isPlainClick(event)) return;
    const target = event.target as Element;
    if (target.closest("[data-show-all-openings]")) {
      event.preventDefault();
      control("q").value = "";
      control("department").value = "all";
      control("type").value = "all";
      void refresh();
      return;
    }
    const apply = target.closest<HTMLAnchorElement>("a[data-apply]");
    const hr = document.getElementById("contact-hr");
    const form = hr?.querySelector("form");
    if (!apply || !hr || !form) return;
    event.preventDefault();
    const set = (name: string, value: string) => {
      const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (!field) return;
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    };
    set("position", new URL(apply.href).searchParams.get("position") ?? "");
    const message = form.elements.namedItem("message") as HTMLTextAreaElement | null;
    if (message && !message.value.trim()) set("message", apply.dataset.applyMessage ?? "");
    hr.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    form.querySelector<HTMLInputElement>("input[name='name']")?.focus({ preventScroll: true });
  });
}
