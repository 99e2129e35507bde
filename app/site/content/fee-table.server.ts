import type { AppLoadContext } from "react-router";
import type { FeeTableId } from "../../../contract/fees";
import { canPreviewContent } from "../staff-preview.server";

/**
 * A fee page's table, read from the fee service (published; with `?preview`, a signed-in editor sees the
 * draft waiting to be published).
 */
export async function loadFeeTable(context: AppLoadContext, request: Request, id: FeeTableId) {
  const wantsPreview = new URL(request.url).searchParams.has("preview");
  const table =
    wantsPreview && (await canPreviewContent(context, request))
      ? await context.services.fees.preview(id)
      : await context.services.fees.current(id);
  return { table };
}
