import { Hono } from "hono";
import { messageBody } from "../../contract/common";
import {
  CHOOSE_PDF_MESSAGE,
  DOCUMENT_MAX_BYTES,
  documentInput,
  documentInputObject,
  documentListQuery,
  documentListResponse,
  documentPatchInput,
  documentPatchObject,
  documentResponse,
} from "../../contract/collections/documents";
import { languageQuery } from "../../contract/collections/collection";
import { FILE_TOO_LARGE_MESSAGE } from "../../contract/faculty";
import { invalid, tooLarge } from "../errors";
import type { AppEnv } from "../http/context";
import { serveStored } from "../http/media";
import { STAFF_ONLY_CACHING, staffMay } from "../http/staff-access";
import { readMultipart, uploadLimit, type MultipartBody } from "../http/multipart";
import type { RouteDoc } from "../http/openapi";
import {
  actorOf,
  callerCan,
  presentedToken,
  refuseStaleSession,
  requirePermission,
} from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { Services } from "../module";
import type { DocumentsService, UploadedPdf } from "./documents.service";

async function pdfOf(body: MultipartBody): Promise<UploadedPdf | undefined> {
  const file = body.files.file;
  if (!file) return undefined;
  if (file.size > DOCUMENT_MAX_BYTES) throw tooLarge(FILE_TOO_LARGE_MESSAGE);
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name || "document.pdf" };
}

/** The record's fields: the form's fields, or (the back-office's generic form) a `data` part holding them as JSON. */
function fieldsOf(body: MultipartBody): unknown {
  if (typeof body.fields.data !== "string") return body.fields;
  try {
    return JSON.parse(body.fields.data) as unknown;
  } catch {
    const message = "data must be the record's fields as a JSON object";
    throw invalid(message, [{ field: "data", message }]);
  }
}

/**
 * `/api/documents`: the documents collection's records with their file, as the API has always taken them
 * (multipart fields and a `file` part) and answered them (`url`, `fileName`, `size`, `version`); the
 * collections module adds the revisions and restore (`ownApi`).
 */
export function documentsRoutes(documents: DocumentsService) {
  const canWrite = requirePermission("content:write");
  const app = new Hono<AppEnv>();

  app.get("/", refuseStaleSession(), async (c) => {
    const query = parseInput(documentListQuery, c.req.query());
    const data = callerCan(c, "content:write")
      ? await documents.list(query)
      : await documents.listPublic(query);
    return c.json({ success: true, data });
  });

  app.get("/:id", refuseStaleSession(), async (c) => {
    const id = c.req.param("id");
    const { language } = parseInput(languageQuery, c.req.query());
    const data = callerCan(c, "content:write")
      ? await documents.get(id)
      : await documents.getPublic(id, language);
    return c.json({ success: true, data });
  });

  app.post("/", canWrite, uploadLimit(DOCUMENT_MAX_BYTES), async (c) => {
    const body = await readMultipart(c.req.raw);
    const values = parseInput(documentInput, fieldsOf(body));
    const file = await pdfOf(body);
    if (!file) throw invalid(CHOOSE_PDF_MESSAGE, [{ field: "file", message: CHOOSE_PDF_MESSAGE }]);
    const data = await documents.create(actorOf(c), values, file);
    return c.json({ success: true, message: "Document uploaded", data }, 201);
  });

  app.patch("/:id", canWrite, uploadLimit(DOCUMENT_MAX_BYTES), async (c) => {
    const body = await readMultipart(c.req.raw);
    const patch = parseInput(documentPatchInput, fieldsOf(body));
    const data = await documents.update(actorOf(c), c.req.param("id"), patch, await pdfOf(body));
    return c.json({ success: true, message: "Document updated", data });
  });

  app.delete("/:id", canWrite, async (c) => {
    await documents.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Document deleted" });
  });

  return app;
}

/** A file name for saving a document: its title, in characters every system takes. */
const downloadName = (title: string) =>
  `${
    title
      .replace(/[^\w.\- ()]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 100) || "document"
  }.pdf`;

/**
 * The headers of every document file: PDF, named after its title, shown inline but inside a CSP sandbox, so a
 * PDF's JavaScript (where a browser's viewer runs it) gets an opaque origin and never the site's (issue 19,
 * informational finding; ADR 011).
 */
const documentHeaders = (title: string) => ({
  "Content-Type": "application/pdf",
  "Content-Disposition": `inline; filename="${downloadName(title)}"`,
  "Content-Security-Policy": "sandbox",
});

/** Published documents: any cache may keep them but must ask again each time (a withdrawn one is 404 at once). */
export const DOCUMENT_CACHE_CONTROL = "public, no-cache";

/**
 * The documents' public addresses (/documents/file/{id}.pdf, outside /api so crawlers may follow them): the
 * current file's bytes themselves, never a redirect to a stored file's address, so the document's status is
 * checked on every request (issue 19, finding 4). A draft (or withdrawn) document is 404, except to staff who
 * edit content and may act now (the two-factor enrolment gate), who get it privately (findings 12 and 16).
 * Caching revalidates: ETag (the version's content hash) and Last-Modified.
 */
export function documentFileRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.get("/documents/file/:file{[0-9a-fA-F-]{36}\\.pdf}", async (c) => {
    const file = await services.documents.currentFile(c.req.param("file").slice(0, 36));
    const staff = () => staffMay(services, presentedToken(c)?.token, "content:write");
    if (!file || (!file.published && !(await staff()))) return c.text("Not found", 404);
    const caching = file.published ? { "Cache-Control": DOCUMENT_CACHE_CONTROL } : STAFF_ONLY_CACHING;
    const served = await serveStored(c, services.storage, file.key, {
      headers: { ...documentHeaders(file.title), ...caching },
      etag: `"${file.key.slice(file.key.lastIndexOf("/") + 1, -".pdf".length)}"`,
      lastModified: file.updatedAt,
    });
    return served ?? c.text("Not found", 404);
  });
  return app;
}

const notFoundResponse = { 404: { description: "No such document (or, for visitors, a draft)" } };
const uploadErrors = {
  400: {
    description: `A missing or invalid field, or "${CHOOSE_PDF_MESSAGE}" / a file that is not a PDF by its content (nothing is stored)`,
  },
  413: { description: `"${FILE_TOO_LARGE_MESSAGE}" (over 20 MB)` },
};

export const documentsRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/documents",
    tag: "Documents",
    secure: "optional",
    summary:
      "List documents, newest first; visitors get published ones only (with ?language=hi each title in Hindi where it has one, else English listed in fallbacks), staff all (with search and status, and titleHi)",
    query: documentListQuery,
    responses: { 200: { description: "A page of documents", schema: documentListResponse } },
  },
  {
    method: "get",
    path: "/documents/{id}",
    tag: "Documents",
    secure: "optional",
    summary:
      "One document; staff also get every version of its file; visitors may ask ?language=hi for its Hindi title",
    query: languageQuery,
    responses: { 200: { description: "The document", schema: documentResponse }, ...notFoundResponse },
  },
  {
    method: "post",
    path: "/documents",
    tag: "Documents",
    secure: true,
    summary:
      "Upload a PDF (checked by its content, at most 20 MB). The record's url (/documents/file/{id}.pdf) is its public address",
    multipart: { fields: documentInputObject, files: ["file"] },
    responses: { 201: { description: "Uploaded", schema: documentResponse }, ...uploadErrors },
  },
  {
    method: "patch",
    path: "/documents/{id}",
    tag: "Documents",
    secure: true,
    summary:
      "Change a document's fields and/or replace its file: the new file becomes the next version, the url stays the same",
    multipart: { fields: documentPatchObject, files: ["file"] },
    responses: {
      200: { description: "Updated", schema: documentResponse },
      ...uploadErrors,
      ...notFoundResponse,
    },
  },
  {
    method: "delete",
    path: "/documents/{id}",
    tag: "Documents",
    secure: true,
    summary: "Delete a document and every version of its file",
    responses: { 200: { description: "Deleted", schema: messageBody }, ...notFoundResponse },
  },
];
