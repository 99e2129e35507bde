import { menuPaths } from "~/content/navigation";
import { siteOrigin } from "~/site/site-origin";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml: every public page, from the menu data (which reaches every page of public spec §2.1), the safety pages, each published notice and each NMC faculty list published. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = siteOrigin(context);
  const [notices, nmcLists] = await Promise.all([
    context.services.notices.sitemapSlugs(),
    context.services.nmc.all(),
  ]);
  const nmcMonths = [...new Set(nmcLists.map((list) => list.month))];
  const urls = [
    ...menuPaths().map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
    `  <url><loc>${escapeXml(`${origin}/notices`)}</loc></url>`,
    ...[
      "/faculty/department-wise/archive",
      "/faculty/mmc-aebas-attendance",
      // Linked from every page's header and footer, not from the menu.
      "/safety",
      "/safety/complaint",
      "/safety/status",
      // Linked from the hospital pages (issue 23).
      "/hospitals/appointment",
    ].map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
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
