/**
 * College committees (spec §2.6): a tile without a document answers a click with an alert (`data-alert`);
 * a tile with one is a link that Space opens as well as Enter (`data-space-opens`).
 */
export function enhanceCommitteeTiles() {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest?.<HTMLElement>("[data-alert]");
    if (button) window.alert(button.dataset.alert);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== " ") return;
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[data-space-opens]");
    if (!link) return;
    event.preventDefault();
    window.open(link.href, "_blank", "noopener");
  });
}
