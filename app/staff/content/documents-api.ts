import type {
  DocumentCategory,
  DocumentListResponse,
  DocumentRecord,
  DocumentWithVersions,
} from "../../../contract/documents";
import { apiRequest } from "../api-client";
import type { ContentQuery } from "./content-list";

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

/** Uploads a new document (POST) or changes one (PATCH; a chosen file replaces the current one). */
export function saveDocument(id: string | null, form: FormData) {
  return apiRequest<{ data: DocumentRecord }>(id ? `documents/${encodeURIComponent(id)}` : "documents", {
    method: id ? "PATCH" : "POST",
    form,
    fallback: id ? "Failed to update document" : "Failed to upload document",
  });
}

export function deleteDocument(id: string) {
  return apiRequest(`documents/${encodeURIComponent(id)}`, {
    method: "DELETE",
    fallback: "Failed to delete document",
  });
}
