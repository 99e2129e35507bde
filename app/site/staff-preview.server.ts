import type { AppLoadContext } from "react-router";

/**
 * Whether this request comes from a signed-in member of staff who may edit content and may act now (with
 * two-factor sign-in required for all staff, only once enrolled): then a public page may show a draft or
 * scheduled record as a preview, and the server makes that answer private. Any failure means no.
 */
export async function canPreviewContent(context: AppLoadContext, _request: Request): Promise<boolean> {
  return context.canPreviewContent();
}
