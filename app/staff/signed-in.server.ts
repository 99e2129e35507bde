import type { AppLoadContext } from "react-router";
import type { User } from "../../contract/auth";

/**
 * Who signed in, as `GET /api/me` answers it, read on the server from the session cookie the page request
 * carries (the API's own session check), or null; and whether two-factor sign-in is required of them and not
 * yet on (`GET /api/me/2fa`'s `mustEnroll`). The back-office's shell renders on the server with it (ADR 028).
 */
export async function signedInStaff(
  context: AppLoadContext,
): Promise<{ user: User; mustEnroll: boolean } | null> {
  if (!context.sessionToken) return null;
  const session = await context.services.auth.authenticate(context.sessionToken).catch(() => undefined);
  if (!session) return null;
  return { user: session.user, mustEnroll: await context.services.twoFactor.mustEnroll(session.user._id) };
}
