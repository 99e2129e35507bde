import type { AppLoadContext } from "react-router";
import { can } from "../../contract/permissions";

/** The session cookie the back-office signs in with (server/http/permissions.ts SESSION_COOKIE). */
const SESSION_COOKIE = "session";

/**
 * Whether this request comes from a signed-in member of staff who may edit content: then a public page may
 * show a draft or scheduled record as a preview. Any failure (no cookie, ended session) means no.
 */
export async function canPreviewContent(context: AppLoadContext, request: Request): Promise<boolean> {
  const token = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!token) return false;
  try {
    const session = await context.services.auth.authenticate(decodeURIComponent(token));
    return can(session.user.role, "content:write");
  } catch {
    return false;
  }
}
