/**
 * Another address of the site as a parsed document, for scripts that swap part of the page in place
 * (Load More, the faculty directory, the careers filters): the server renders every state as a page, so
 * the script needs no templates of its own. Throws on a network failure or an answer that is not 2xx.
 */
export async function fetchPage(url: string, signal?: AbortSignal): Promise<Document> {
  const response = await fetch(url, {
    headers: { Accept: "text/html" },
    credentials: "same-origin",
    signal,
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new DOMParser().parseFromString(await response.text(), "text/html");
}

/** Copies of the children of `from` (in a fetched document), ready to go into this page. */
export const importedChildren = (from: Element): Node[] =>
  Array.from(from.childNodes).map((child) => document.importNode(child, true));

/** Scrolling that honours the visitor's reduced-motion setting. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";

/** A plain left click with no modifier: the script may handle it instead of the browser. */
export const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;
