/** Rules shared by the public forms' two doors: the REST endpoints and the pages' no-JavaScript posts. */

/** Largest body a public form may send. */
export const PUBLIC_FORM_MAX_BYTES = 32 * 1024;

/** A filled honeypot field marks a bot: answer as if accepted, store nothing. */
export const isBot = (input: { website?: string }) => Boolean(input.website?.trim());
