import { collegeDate } from "../../../contract/college-time";
import { msrDuty } from "../../../contract/msr-hub";
import { nmcDuty } from "../../../contract/nmc-calendar";

/**
 * What the dashboard's panels load and under which keys: the screen's hooks and its server loader
 * (`dashboard-loader.server.ts`) use the same, so the loader's answers seed the hooks' first render (ADR 028).
 */

/** When a month's publication went out; null while the month is not published. */
export interface PublishedOn {
  publishedAt: string;
}

/**
 * A month's publication as the disclosure status card keeps it: its date alone (the card shows nothing else,
 * and a whole publication, the hub's items or the list's rows, would only weigh down the page).
 */
export const publishedOn = (publication: { publishedAt: string | Date } | null): PublishedOn | null =>
  publication ? { publishedAt: new Date(publication.publishedAt).toISOString() } : null;

/** The disclosure status card's months today (the MSR hub's and the NMC list's) and their keys. */
export function disclosureStatusMonths(now: Date) {
  const hub = msrDuty(now);
  const list = nmcDuty(now);
  return { hub, list, hubKey: `status-hub-${hub.dueMonth}`, listKey: `status-list-${list.dueMonth}` };
}

/** 1 January of this year to today (India time): the season so far, the sources panel's first range. */
export function seasonRange() {
  const today = collegeDate();
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

export const sourcesKey = (range: { from: string; to: string }) =>
  `enquiry-sources ${range.from} ${range.to}`;

/** The recent activity panel's query: the trail's newest six entries, unfiltered. */
export const RECENT_ACTIVITY_QUERY = {
  actor: "",
  action: "",
  entity: "",
  entityId: "",
  from: "",
  to: "",
  page: 1,
  limit: 6,
};
