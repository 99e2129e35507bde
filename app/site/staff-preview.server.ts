import type { AppLoadContext } from "react-router";
import { can } from "../../contract/permissions";

/**
 * Whether this request comes from a signed-in member of staff who may edit content: then a public page may
 * show a draft or scheduled record as a preview. Any failure (no session, ended session) means no.
 */
export async function canPreviewContent(context: AppLoadContext, _request: Request): Promise<boolean> {
  if (!context.sessionToken) return false;
  try {
    const session = await context.services.auth.authenticate(context.sessionToken);
    return can(session.user.role, "content:write");
  } catch {
    return false;
  }
}
