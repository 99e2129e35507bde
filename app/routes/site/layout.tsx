import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from "react-router";
import { popupIn } from "../../../contract/popup";
import { showAdmissionPopup } from "~/site/admission-popup-state";
import { NotFoundContent } from "~/site/not-found-content";
import { isStaffPreview } from "~/site/preview-request.server";
import { ServerErrorContent } from "~/site/server-error-content";
import { SiteShell } from "~/site/site-shell";
import type { HydrationHandle } from "~/hydration";
import type { Route } from "./+types/layout";

/**
 * Public pages do not hydrate (ADR 013): React renders them on the server, and the site's enhancement script
 * (app/site/enhance/) adds, after the first paint, what needs a script: the menus' keyboard model, the
 * modals, carousels and lightbox, paging and filtering in place, the forms' toasts and dialog.
 */
export const handle: HydrationHandle = { hydrate: "none" };

export async function loader({ request, context }: Route.LoaderArgs) {
  // `?preview=popup` from a signed-in editor: the pop-up as saved, even when off or outside its dates.
  const previewPopup = await isStaffPreview(context, request, "popup");
  const [announcement, popup] = await Promise.all([
    context.services.notices.announcement(context.language),
    previewPopup ? context.services.popup.get() : context.services.popup.current(),
  ]);
  // Off, or outside its dates: not rendered at all (a preview ignores the visitor's "closed" cookie).
  const open = popup !== null && (previewPopup || showAdmissionPopup(request));
  const { pathname, search } = new URL(request.url);
  // In the page's language; its English fallbacks as `english`, the pop-up's own (not the page's `fallbacks`).
  const shown = open ? popupIn(popup, context.language) : null;
  const admissionPopup = shown && {
    ...shown,
    fallbacks: undefined,
    english: shown.fallbacks,
    preview: previewPopup,
    returnTo: `${pathname}${search}`,
  };
  return {
    admissionPopup,
    announcement: announcement
      ? {
          title: announcement.title,
          to: `/notices/${announcement.slug}`,
          ...(announcement.fallbacks.includes("title") ? { lang: "en" as const } : {}),
        }
      : null,
  };
}

// Only the first page load decides about the pop-up; client navigations keep the shell's state.
export const shouldRevalidate = () => false;

/** The public site's shell around every page of public spec §2.1. */
export default function SiteLayout() {
  const { admissionPopup, announcement } = useLoaderData<typeof loader>();
  return (
    <SiteShell admissionPopup={admissionPopup} announcement={announcement}>
      <Outlet />
    </SiteShell>
  );
}

/** A page that throws keeps the header and footer: a 404 shows the not-found page, anything else a short apology. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <SiteShell admissionPopup={null}>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundContent /> : <ServerErrorContent />}
    </SiteShell>
  );
}
