import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { messageBody } from "../../contract/common";
import { languageQuery, UPLOAD_MAX_BYTES, type AnyCollection } from "../../contract/collections/collection";
import { invalid } from "../errors";
import { readJson, setBodyLimit } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import { readMultipart, uploadedBytes, uploadLimit } from "../http/multipart";
import type { RouteDoc } from "../http/openapi";
import { actorOf, callerCan, refuseStaleSession, requirePermission } from "../http/permissions";
import { revisionRouteDocs, revisionRoutes } from "../http/revision-routes";
import { parseInput } from "../lib/validate";
import type { CollectionService } from "./collection.service";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const isMultipart = (c: Context<AppEnv>) =>
  (c.req.header("content-type") ?? "").includes("multipart/form-data");
const uploadFieldsOf = (declaration: AnyCollection) =>
  Object.entries(declaration.fields)
    .filter(([, spec]) => spec.type === "upload")
    .map(([name]) => name);

/**
 * A collection's REST routes: GET/POST /api/{name}, GET/PATCH/DELETE /api/{name}/{id}, its revisions and
 * restore. Callers who may write get every record with its staff fields; visitors the published versions.
 * (An `ownApi` collection's module serves all of its routes, `revisionRoutes` among them.)
 */
export function collectionRoutes(collection: CollectionService) {
  const { declaration, contract } = collection;
  const { access } = declaration;
  const One = capitalised(declaration.labels.one);
  const canWrite = requirePermission(access.write);
  const app = new Hono<AppEnv>();
  // A record may hold several long Markdown texts in two languages; with images, a file per upload field.
  const uploadNames = uploadFieldsOf(declaration);
  const jsonLimit = setBodyLimit(512 * 1024);
  const multipartLimit = uploadLimit(UPLOAD_MAX_BYTES * Math.max(uploadNames.length, 1) + 512 * 1024);
  const bodyLimit = createMiddleware<AppEnv>((c, next) =>
    uploadNames.length && isMultipart(c) ? multipartLimit(c, next) : jsonLimit(c, next),
  );

  /** The record's fields (JSON, or multipart's `data` part) and the files sent with them, checked and encoded. */
  async function readRecord(c: Context<AppEnv>) {
    if (!uploadNames.length || !isMultipart(c)) return { json: await readJson(c), uploads: {} };
    const body = await readMultipart(c.req.raw);
    let json: unknown;
    try {
      json = JSON.parse(typeof body.fields.data === "string" ? body.fields.data : "");
    } catch {
      json = undefined;
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      const message = "data must be the record's fields as a JSON object";
      throw invalid(message, [{ field: "data", message }]);
    }
    const files: Record<string, Uint8Array> = {};
    for (const name of Object.keys(body.files))
      files[name] = (await uploadedBytes(body, name, UPLOAD_MAX_BYTES))!;
    return { json, uploads: await collection.prepareUploads(files) };
  }
  const readGuard = access.read === "public" ? refuseStaleSession() : requirePermission(access.read);

  app.get("/", readGuard, async (c) => {
    const query = parseInput(contract.listQuery, c.req.query());
    const data = callerCan(c, access.write)
      ? await collection.list(query)
      : await collection.listPublic(query);
    return c.json({ success: true, data });
  });

  app.get("/:id", readGuard, async (c) => {
    const id = c.req.param("id");
    const { language } = parseInput(languageQuery, c.req.query());
    const data = callerCan(c, access.write)
      ? await collection.get(id)
      : await collection.getPublic(id, language);
    return c.json({ success: true, data });
  });

  app.post("/", canWrite, bodyLimit, async (c) => {
    const { json, uploads } = await readRecord(c);
    const values = parseInput(contract.input, json);
    const data = await collection.create(actorOf(c), values, uploads);
    return c.json({ success: true, message: `${One} created`, data }, 201);
  });

  app.patch("/:id", canWrite, bodyLimit, async (c) => {
    const { json, uploads } = await readRecord(c);
    const patch = parseInput(contract.patchInput, json);
    const data = await collection.update(actorOf(c), c.req.param("id"), patch, uploads);
    return c.json({ success: true, message: `${One} updated`, data });
  });

  app.delete("/:id", canWrite, async (c) => {
    await collection.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: `${One} deleted` });
  });

  app.route("/", revisionRoutes(access.write, collection));
  return app;
}

/** A collection's OpenAPI entries, from the same schemas that validate its routes. */
export function collectionRouteDocs(
  declaration: AnyCollection,
  contract: CollectionService["contract"],
): RouteDoc[] {
  const path = `/${declaration.name}`;
  const tag = capitalised(declaration.labels.many);
  const { one, many } = declaration.labels;
  const secure = declaration.access.read === "public" ? "optional" : true;
  const notFound = { 404: { description: `No such ${one} (or, for visitors, none published)` } };
  const badInput = { 400: { description: "A missing or invalid field (each listed in errors)" } };
  const writer = `needs ${declaration.access.write}`;
  const uploads = uploadFieldsOf(declaration);
  const multipartNote = uploads.length
    ? `. With an image: multipart/form-data, a \`data\` part holding these JSON fields and a file part named ${uploads.join(", ")} (an image of at most 5 MB, checked by content: 400 naming the field otherwise, nothing stored), its alt text in the field's { alt }`
    : "";
  const records: RouteDoc[] = [
    {
      method: "get",
      path,
      tag,
      secure,
      summary: `List ${many}. Visitors get published versions (public fields); staff who may write get every record with its status`,
      query: contract.listQuery,
      responses: {
        200: { description: `A page of ${many}`, schema: contract.staffListResponse },
        ...badInput,
      },
    },
    {
      method: "get",
      path: `${path}/{id}`,
      tag,
      secure,
      summary: `One ${one} by id (visitors: also by its address name; the published version)`,
      query: languageQuery,
      responses: { 200: { description: `The ${one}`, schema: contract.staffResponse }, ...notFound },
    },
    {
      method: "post",
      path,
      tag,
      secure: true,
      summary: `Create a ${one} (${writer}); status published makes it visible and keeps a revision${multipartNote}`,
      body: contract.inputObject,
      responses: {
        201: { description: "Created", schema: contract.staffResponse },
        ...badInput,
        409: { description: "Its address name is taken, or the collection is full" },
      },
    },
    {
      method: "patch",
      path: `${path}/{id}`,
      tag,
      secure: true,
      summary: `Change a ${one} (${writer}): fields sent replace the stored ones. Saved as a draft, visitors keep the published version${multipartNote}`,
      body: contract.patchObject,
      responses: {
        200: { description: "Updated", schema: contract.staffResponse },
        ...badInput,
        ...notFound,
      },
    },
    {
      method: "delete",
      path: `${path}/{id}`,
      tag,
      secure: true,
      summary: `Delete a ${one} (${writer})`,
      responses: { 200: { description: "Deleted", schema: messageBody }, ...notFound },
    },
  ];
  return [
    ...records,
    ...revisionRouteDocs({
      path,
      tag,
      one,
      revisions: contract.revisionsResponse,
      restored: contract.staffResponse,
    }),
  ];
}
