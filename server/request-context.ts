import type { Language } from "../contract/language";
import type { Services } from "./services";

/** What the public pages' loaders and actions receive from the server (React Router load context). */
export type RequestContext = {
  services: Services;
  /** The page's language: Hindi under /hi (rendered by the handler mounted there, ADR 029), else English. */
  language: Language;
  /** CSP nonce for the inline scripts React Router renders. */
  nonce: string;
  clientAddress: string;
  /**
   * The staff session token the request presents, read with the cookie name the API uses for it (`__Host-`
   * prefixed over https), so pages never guess cookie names. A page must still authenticate it.
   */
  sessionToken?: string;
  requestId?: string;
  /**
   * Whether the request comes from signed-in staff who may edit content and may act now (the two-factor
   * enrolment gate, `staffMay`): then a public page may show drafts as a preview. A yes makes the page's
   * answer private (`Cache-Control: private, no-store`, `Vary: Cookie`), so no cache hands the draft on.
   */
  canPreviewContent: () => Promise<boolean>;
  /** Logs a page's unexpected error by class and code only (its message can quote personal data). */
  reportError?: (error: unknown) => void;
};
