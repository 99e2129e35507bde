import type {
  DocumentCategory,
  DocumentListResponse,
  DocumentWithVersions,
} from "../../../contract/collections/documents";
import { apiRequest } from "../api-client";
import type { ContentQuery } from "./content-list";

/** The document picker's reads (the documents' screen is the generic collection list). */
export interface DocumentsQuery extends ContentQuery {
  category?: DocumentCategory | "";
}

export function listDocuments(query: DocumentsQuery) {
  return apiRequest<DocumentListResponse>("documents", {
    query: { ...query },
    fallback: "Failed to load documents",
  });
}

export function getDocument(id: string) {
  return apiRequest<{ data: DocumentWithVersions }>(`documents/${encodeURIComponent(id)}`, {
    fallback: "Failed to load the document",
  });
}
