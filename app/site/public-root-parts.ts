/**
 * The public site's parts of the root layout: its JSON-LD and its last-resort error pages. Public pages never
 * hydrate (ADR 013), so the root renders these on the server only and they stay out of the browser's bundle,
 * which only the back-office loads (ADR 028).
 */
export { NotFoundContent } from "./not-found-content";
export { ServerErrorContent } from "./server-error-content";
export { StructuredData } from "./structured-data";
