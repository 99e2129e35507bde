import type { AppLoadContext } from "react-router";
import type { DocumentCategory } from "../../../contract/collections/documents";
import { isStaffPreview } from "../preview-request.server";

/**
 * A category's documents for its public page (the documents service, ADR 011), titled in the page's language
 * (an English title where there is no Hindi one is listed in the document's `fallbacks`); with `?preview`, a
 * signed-in editor also sees the drafts in their place, marked `draft` (issue 11).
 */
export async function loadCategoryDocuments(
  context: AppLoadContext,
  request: Request,
  category: DocumentCategory,
) {
  const preview = await isStaffPreview(context, request);
  const documents = await context.services.documents.byCategory(category, {
    includeDrafts: preview,
    language: context.language,
  });
  return { documents, preview };
}
