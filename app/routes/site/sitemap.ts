import { MSR_ARCHIVE_PATH, MSR_ITEM_LETTERS, msrItemPath, msrMonthPath } from "../../../contract/disclosures";
import { privacyNoticeCollection } from "../../../contract/collections/privacy-notice";
import { HTML_LANG, LANGUAGES, pathInLanguage, type Language } from "../../../contract/language";
import { menuPaths } from "~/content/navigation";
import { newest } from "~/site/content/last-updated";
import { siteOrigin } from "~/site/site-origin";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface SitemapPage {
  path: string;
  lastmod?: string;
}

/** One page in one language, naming the page's address in every language (issue 24). */
function urlEntry(origin: string, page: SitemapPage, language: Language): string {
  const loc = (lang: Language) => escapeXml(`${origin}${pathInLanguage(page.path, lang)}`);
  const alternates = LANGUAGES.map(
    (lang) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${loc(lang)}"/>`,
  ).join("");
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : "";
  return `  <url><loc>${loc(language)}</loc>${lastmod}${alternates}</url>`;
}

/** sitemap.xml, in both languages: every public page, from the menu data (which reaches every page of public spec §2.1), the safety pages, the privacy notice, each published notice, each NMC faculty list published and each earlier fee session. */
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
  const pages: SitemapPage[] = [
    ...menuPaths().map((path) => ({ path })),
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
    ].map((path) => ({ path })),
    ...earlierFeeSessions.map((path) => ({ path })),
    ...(privacyNotice ? [{ path: "/privacy", lastmod: privacyUpdated?.slice(0, 10) }] : []),
    ...nmcMonths.map((month) => ({ path: `/faculty/department-wise/${month}` })),
    ...notices.map((notice) => ({ path: `/notices/${notice.slug}`, lastmod: notice.updatedAt.slice(0, 10) })),
  ];
  const urls = pages
    .flatMap((page) => LANGUAGES.map((language) => urlEntry(origin, page, language)))
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
