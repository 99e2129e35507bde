import type { User } from "../../contract/auth";

/** A signed-in request's session: the user, and the hash of the token that was presented. */
export interface AuthenticatedSession {
  user: User;
  tokenHash: string;
}

/**
 * What the HTTP layer asks of the auth service (`AuthService` is one): whether a presented token is a live
 * session. Kept apart from the service so that `server/http/` knows sessions by their shape alone.
 */
export interface SessionAuthenticator {
  /** The token's session; rejects (401) when there is none, or it has ended. */
  authenticate(token: string | undefined): Promise<AuthenticatedSession>;
}
