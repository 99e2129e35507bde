import { MSR_ARCHIVE_PATH, MSR_ITEM_LETTERS, msrItemPath, msrMonthPath } from "../../../contract/disclosures";
import { privacyNoticeCollection } from "../../../contract/collections/privacy-notice";
import { menuPaths } from "~/content/navigation";
import { newest } from "~/site/content/last-updated";
import { siteOrigin } from "~/site/site-origin";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml: every public page, from the menu data (which reaches every page of public spec §2.1), the safety pages, the privacy notice, each published notice, each NMC faculty list published and each earlier fee session. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = siteOrigin(context);
  const [notices, nmcLists, msrMonths, ugSessions, pgSessions, [privacyNotice], privacySettings] =
    await Promise.all([
      context.services.notices.sitemapSlugs(),
      context.services.nmc.all(),
      context.services.disclosures.publications.all(),
      context.services.fees.sessions("ug"),
      context.services.fees.sessions("pg"),
      context.services.collections.pages(privacyNoticeCollection).records(),
      context.services.privacy.settings(),
    ]);
  const earlierFeeSessions = [
    ...ugSessions.filter((s) => !s.current).map((s) => `/academics/ug-fee-structure/${s.session}`),
    ...pgSessions.filter((s) => !s.current).map((s) => `/academics/pg-fee-structure/${s.session}`),
  ];
  const privacyUpdated = newest([privacyNotice?.updatedAt, privacySettings.updatedAt]);
  const nmcMonths = [...new Set(nmcLists.map((list) => list.month))];
  const urls = [
    ...menuPaths().map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
    ...[
      "/faculty/department-wise/archive",
      "/faculty/mmc-aebas-attendance",
      // Linked from every page's header and footer, not from the menu.
      "/safety",
      "/safety/complaint",
      "/safety/status",
      // MSR B.1.11: the hub is in the Student menu; its twelve items and the pro-forma are linked from it.
      ...MSR_ITEM_LETTERS.map(msrItemPath),
      MSR_ARCHIVE_PATH,
      ...[...new Set(msrMonths.map((publication) => publication.month))].map(msrMonthPath),
      "/college-information",
      // Linked from the hospital pages (issue 23).
      "/hospitals/appointment",
    ].map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
    ...earlierFeeSessions.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
    ...(privacyNotice
      ? [
          `  <url><loc>${escapeXml(`${origin}/privacy`)}</loc>${privacyUpdated ? `<lastmod>${privacyUpdated.slice(0, 10)}</lastmod>` : ""}</url>`,
        ]
      : []),
    ...nmcMonths.map(
      (month) => `  <url><loc>${escapeXml(`${origin}/faculty/department-wise/${month}`)}</loc></url>`,
    ),
    ...notices.map(
      (notice) =>
        `  <url><loc>${escapeXml(`${origin}/notices/${notice.slug}`)}</loc><lastmod>${notice.updatedAt.slice(0, 10)}</lastmod></url>`,
    ),
  ].join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
