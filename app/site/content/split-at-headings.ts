/**
 * Rendered Markdown cut before each second-level heading, so a page can place its text's sections around what it
 * adds between them (the OPD page: its timings before the timetable, registration after it). Text before the first
 * heading stays with the first part.
 */
export function splitAtHeadings(html: string): string[] {
  const parts = html.split(/(?=<h2[\s>])/).filter((part) => part.trim());
  return parts.length ? parts : [""];
}
