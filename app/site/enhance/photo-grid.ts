import { fetchPage, importedChildren, isPlainClick } from "./page-fetch";

/**
 * Photo grids (Gallery, Media Centre): each photo button opens the full-screen overlay (a modal <dialog>:
 * a click anywhere on it, Escape or Close closes it and returns focus to the photo; arrow keys and the side
 * buttons move between the photos shown). Load More is a link (`?show=N#photo-K`) that works without a
 * script; here it fetches that page and swaps the grid in place, without a reload or a jump to the top.
 */
export function enhancePhotoGrids() {
  const lightbox = document.querySelector<HTMLDialogElement>("dialog[data-lightbox]");
  if (!lightbox) return;
  const template = lightbox.querySelector("template")!;
  let index = -1;
  let opener: HTMLButtonElement | null = null;

  const buttons = () =>
    Array.from(document.querySelectorAll<HTMLButtonElement>("[data-photo-grid] button[data-photo]"));
  const show = (next: number) => {
    const all = buttons();
    index = (next + all.length) % all.length;
    const data = all[index]!.dataset;
    lightbox.setAttribute(
      "aria-label",
      (lightbox.dataset.photoLabel ?? "{current} / {count}: {caption}")
        .replace("{current}", String(index + 1))
        .replace("{count}", String(all.length))
        .replace("{caption}", data.caption ?? ""),
    );
    const content = template.content.cloneNode(true) as DocumentFragment;
    const image = content.querySelector("img")!;
    image.src = data.src!;
    image.srcset = data.srcset!;
    image.alt = data.alt!;
    // The photo's own shape (the template's 1200 × 900 is the usual one).
    if (data.width && data.height) {
      image.width = Number(data.width);
      image.height = Number(data.height);
    }
    content.querySelector("[data-count]")!.textContent = `${index + 1} / ${all.length}`;
    content.querySelector("figcaption")!.textContent = data.caption!;
    if (all.length < 2) content.querySelector("[data-moves]")?.remove();
    lightbox.replaceChildren(template, content);
    lightbox.querySelector<HTMLButtonElement>("[data-lightbox-close]")?.focus();
  };
  const close = () => {
    if (lightbox.open) lightbox.close();
  };

  document.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>(
      "[data-photo-grid] button[data-photo]",
    );
    if (!button) return;
    opener = button;
    show(buttons().indexOf(button));
    if (!lightbox.open) lightbox.showModal();
    lightbox.querySelector<HTMLButtonElement>("[data-lightbox-close]")?.focus();
  });
  lightbox.addEventListener("click", (event) => {
    const move = (event.target as HTMLElement).closest<HTMLElement>("[data-move]");
    if (move) {
      event.stopPropagation();
      show(index + Number(move.dataset.move));
      return;
    }
    close();
  });
  lightbox.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") show(index + 1);
    if (event.key === "ArrowLeft") show(index - 1);
  });
  lightbox.addEventListener("close", () => {
    // The event comes a task after the close: a photo opened meanwhile (a quick tap or key press, which the
    // browser runs first) keeps its content.
    if (lightbox.open) return;
    lightbox.replaceChildren(template);
    opener?.focus();
  });

  document.addEventListener("click", (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-load-more]");
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    void loadMore(link);
  });
}

async function loadMore(link: HTMLAnchorElement) {
  const url = new URL(link.href);
  try {
    const next = await fetchPage(url.pathname + url.search);
    const grid = document.querySelector("[data-photo-grid]");
    const nextGrid = next.querySelector("[data-photo-grid]");
    const footer = document.querySelector("[data-photo-grid-footer]");
    const nextFooter = next.querySelector("[data-photo-grid-footer]");
    if (!grid || !nextGrid || !footer || !nextFooter) throw new Error("unexpected page");
    const before = grid.children.length;
    grid.replaceChildren(...importedChildren(nextGrid));
    footer.replaceChildren(...importedChildren(nextFooter));
    history.replaceState(history.state, "", url.pathname + url.search);
    grid.children[before]?.querySelector("button")?.focus({ preventScroll: true });
  } catch {
    // The link still works as a page load.
    location.href = link.href;
  }
}
