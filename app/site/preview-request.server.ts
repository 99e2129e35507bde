import type { AppLoadContext } from "react-router";
import { canPreviewContent } from "./staff-preview.server";

/**
 * Whether a public page answers this request as a staff preview (issue 11): the address asks for it
 * (`?preview`, or `?preview=<what>` when `what` is given) and a signed-in editor asks. Anyone else gets the
 * public page.
 */
export async function isStaffPreview(
  context: AppLoadContext,
  request: Request,
  what?: string,
): Promise<boolean> {
  const asked = new URL(request.url).searchParams.get("preview");
  if (asked === null || (what !== undefined && asked !== what)) return false;
  return canPreviewContent(context, request);
}
