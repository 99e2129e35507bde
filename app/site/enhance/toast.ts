/**
 * The public pages' toasts, without React (ADR 013): the same look and timing as the back-office's
 * react-hot-toast (top-centre, at most 350 px wide, 2000 ms for success and 4000 ms for errors, removed
 * 1000 ms after they fade, at most 20 at once). Each toast's message is a polite live region.
 */
const MAX_TOASTS = 20;
const DURATION = { success: 2000, error: 4000 } as const;
const ICONS = {
  success:
    '<svg aria-hidden="true" viewBox="0 0 20 20" class="h-5 w-5 shrink-0 text-green-600" fill="currentColor"><circle cx="10" cy="10" r="9"/><path d="m6 10.5 2.5 2.5L14 7.5" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/></svg>',
  error:
    '<svg aria-hidden="true" viewBox="0 0 20 20" class="h-5 w-5 shrink-0 text-red-600" fill="currentColor"><circle cx="10" cy="10" r="9"/><path d="m7 7 6 6m0-6-6 6" stroke="#fff" stroke-width="2" stroke-linecap="round"/></svg>',
} as const;

let region: HTMLElement | undefined;

function show(kind: keyof typeof DURATION, message: string) {
  if (!region?.isConnected) {
    region = document.createElement("div");
    region.className =
      "pointer-events-none fixed inset-x-4 top-4 z-[9999] flex flex-col items-center gap-2 text-slate-800";
    document.body.append(region);
  }
  const item = document.createElement("div");
  item.className =
    "pointer-events-auto flex max-w-[350px] items-center gap-2 rounded-lg bg-white px-2.5 py-2 shadow-lg transition-opacity duration-300";
  item.innerHTML = ICONS[kind];
  const text = document.createElement("div");
  text.setAttribute("role", "status");
  text.setAttribute("aria-live", "polite");
  text.className = "mx-2.5 my-1 whitespace-pre-line";
  text.textContent = message;
  item.append(text);
  region.append(item);
  while (region.children.length > MAX_TOASTS) region.firstElementChild!.remove();
  setTimeout(() => {
    item.style.opacity = "0";
    setTimeout(() => item.remove(), 1000);
  }, DURATION[kind]);
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
};
