import type { AppLoadContext } from "react-router";
import type { DocumentCategory } from "../../../contract/collections/documents";
import { isStaffPreview } from "../preview-request.server";

/**
 * A category's documents for its public page (the documents service, ADR 011); with `?preview`, a signed-in
 * editor also sees the drafts in their place, marked `draft` (issue 11).
 */
export async function loadCategoryDocuments(
  context: AppLoadContext,
  request: Request,
  category: DocumentCategory,
) {
  const preview = await isStaffPreview(context, request);
  const documents = await context.services.documents.byCategory(category, { includeDrafts: preview });
  return { documents, preview };
}
