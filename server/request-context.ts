import type { Services } from "./services";

/** What the public pages' loaders and actions receive from the server (React Router load context). */
export type RequestContext = {
  services: Services;
  /** CSP nonce for the inline scripts React Router renders. */
  nonce: string;
  clientAddress: string;
  /**
   * The staff session token the request presents, read with the cookie name the API uses for it (`__Host-`
   * prefixed over https), so pages never guess cookie names. A page must still authenticate it.
   */
  sessionToken?: string;
  requestId?: string;
  /** Logs a page's unexpected error by class and code only (its message can quote personal data). */
  reportError?: (error: unknown) => void;
};
