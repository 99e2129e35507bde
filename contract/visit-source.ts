import type { EnquiryCampaign } from "./enquiry";

/**
 * Where a visit came from, kept from its first page in a first-party cookie the server sets on the
 * landing page's response (so it works without JavaScript); the enquiry form's post reads it back.
 */
export interface VisitSource {
  campaign: EnquiryCampaign | null;
  /** The referring site's origin (never its path or query, which may carry a search or a token). */
  referrer: string | null;
}

export const VISIT_SOURCE_COOKIE = "enquiry_visit";
/** The header the enquiry form's script sends the cookie's value in (its JSON post carries no cookies). */
export const VISIT_SOURCE_HEADER = "X-Visit-Source";
const MAX_PARAM = 100;
const MAX_REFERRER = 200;

const clean = (value: string | null | undefined, max: number) => {
  const text = value
    // eslint-disable-next-line no-control-regex -- control characters never reach the database
    ?.replace(/[\u0000-\u001F\u007F-\u009F]/g, "")
    .trim()
    .slice(0, max);
  return text ? text : null;
};

/** The landing address's utm_source, utm_medium and utm_campaign; null when it has none of them. */
export function campaignOf(params: URLSearchParams): EnquiryCampaign | null {
  const campaign = {
    source: clean(params.get("utm_source"), MAX_PARAM),
    medium: clean(params.get("utm_medium"), MAX_PARAM),
    name: clean(params.get("utm_campaign"), MAX_PARAM),
  };
  return campaign.source || campaign.medium || campaign.name ? campaign : null;
}

/** The referring page's origin when it is another site than this one. */
export function externalOrigin(referer: string | null | undefined, ownHost: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.host === ownHost ? null : clean(url.origin, MAX_REFERRER);
  } catch {
    return null;
  }
}

/** The cookie's value before the cookie's own URI encoding. */
export const formatVisitSource = (visit: VisitSource) =>
  JSON.stringify({
    c: visit.campaign && [visit.campaign.source, visit.campaign.medium, visit.campaign.name],
    r: visit.referrer,
  });

/** The cookie's raw (URI-encoded) value read back; anything malformed counts as no source rather than an error. */
export function parseVisitSource(value: string | null | undefined): VisitSource | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as { c?: unknown; r?: unknown };
    const parts = Array.isArray(parsed.c)
      ? parsed.c.map((part) => (typeof part === "string" ? part : null))
      : null;
    const campaign = parts
      ? {
          source: clean(parts[0], MAX_PARAM),
          medium: clean(parts[1], MAX_PARAM),
          name: clean(parts[2], MAX_PARAM),
        }
      : null;
    const referrer = typeof parsed.r === "string" ? clean(parsed.r, MAX_REFERRER) : null;
    return {
      campaign: campaign && (campaign.source || campaign.medium || campaign.name) ? campaign : null,
      referrer,
    };
  } catch {
    return null;
  }
}

/** The visit source from a request's Cookie header. */
export function visitSourceFromCookieHeader(header: string | null | undefined): VisitSource | null {
  for (const part of header?.split(";") ?? []) {
    const [name, ...rest] = part.trim().split("=");
    if (name === VISIT_SOURCE_COOKIE) return parseVisitSource(rest.join("="));
  }
  return null;
}
