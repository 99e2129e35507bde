import type { Services } from "./services";

/** What the public pages' loaders and actions receive from the server (React Router load context). */
export type RequestContext = {
  services: Services;
  /** CSP nonce for the inline scripts React Router renders. */
  nonce: string;
  clientAddress: string;
  requestId?: string;
};
