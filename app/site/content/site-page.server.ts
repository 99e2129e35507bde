import { data, type AppLoadContext } from "react-router";
import { sitePagesCollection, type SitePagePath } from "../../../contract/collections/site-pages";
import { isStaffPreview } from "../preview-request.server";

/**
 * A Markdown page's text from the site-pages collection in the page's language (a staff preview shows its
 * draft); 404 if none.
 */
export async function loadSitePage(context: AppLoadContext, request: Request, path: SitePagePath) {
  const preview = await isStaffPreview(context, request);
  const page = await context.services.collections
    .pages(sitePagesCollection)
    .record(path, { preview, language: context.language });
  if (!page) throw data("Not found", { status: 404 });
  return { page, preview };
}

export type SitePage = Awaited<ReturnType<typeof loadSitePage>>["page"];
