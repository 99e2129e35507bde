import { Hono } from "hono";
import { messageBody } from "../../contract/common";
import { FILE_TOO_LARGE_MESSAGE, PHOTO_MAX_BYTES } from "../../contract/faculty";
import {
  CHOOSE_PHOTO_MESSAGE,
  galleryInput,
  galleryListQuery,
  galleryListResponse,
  galleryMoveInput,
  galleryPatchInput,
  galleryPhotoResponse,
  type GalleryPatch,
  type GalleryValues,
} from "../../contract/collections/gallery";
import { invalid } from "../errors";
import { readJson, setBodyLimit } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import { readMultipart, uploadedBytes, uploadLimit } from "../http/multipart";
import type { RouteDoc } from "../http/openapi";
import { actorOf, callerCan, refuseStaleSession, requirePermission } from "../http/permissions";
import { NOT_AN_IMAGE_MESSAGE } from "../lib/image";
import { parseInput } from "../lib/validate";
import type { GalleryService } from "./gallery.service";

/** Issue 11's API over the gallery collection (ADR 017): flat multipart fields, a `photo` part, `/move`. */
export function galleryRoutes(gallery: GalleryService) {
  const canWrite = requirePermission("content:write");
  const app = new Hono<AppEnv>();

  // Drafts are for those who may edit them; everyone else sees what is published.
  app.get("/", refuseStaleSession(), async (c) => {
    const query = parseInput(galleryListQuery, c.req.query());
    const data = callerCan(c, "content:write") ? await gallery.list(query) : await gallery.listPublic(query);
    return c.json({ success: true, data });
  });

  app.get("/:id", refuseStaleSession(), async (c) => {
    const id = c.req.param("id");
    const data = callerCan(c, "content:write") ? await gallery.get(id) : await gallery.getPublic(id);
    return c.json({ success: true, data });
  });

  app.post("/", canWrite, uploadLimit(PHOTO_MAX_BYTES), async (c) => {
    const body = await readMultipart(c.req.raw);
    const values = parseInput(galleryInput, body.fields) as GalleryValues;
    const photo = await uploadedBytes(body, "photo", PHOTO_MAX_BYTES);
    if (!photo) throw invalid(CHOOSE_PHOTO_MESSAGE, [{ field: "photo", message: CHOOSE_PHOTO_MESSAGE }]);
    const data = await gallery.create(actorOf(c), values, photo);
    return c.json({ success: true, message: "Photo added", data }, 201);
  });

  app.patch("/:id", canWrite, uploadLimit(PHOTO_MAX_BYTES), async (c) => {
    const body = await readMultipart(c.req.raw);
    const patch = parseInput(galleryPatchInput, body.fields) as GalleryPatch;
    const photo = await uploadedBytes(body, "photo", PHOTO_MAX_BYTES);
    const data = await gallery.update(actorOf(c), c.req.param("id"), patch, photo);
    return c.json({ success: true, message: "Photo updated", data });
  });

  app.post("/:id/move", canWrite, setBodyLimit(1024), async (c) => {
    const { direction } = parseInput(galleryMoveInput, await readJson(c));
    const data = await gallery.move(actorOf(c), c.req.param("id"), direction);
    return c.json({ success: true, message: direction === "up" ? "Moved up" : "Moved down", data });
  });

  app.delete("/:id", canWrite, async (c) => {
    await gallery.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Photo deleted" });
  });

  return app;
}

const notFoundResponse = { 404: { description: "No such photo (or, for visitors, a draft)" } };
const uploadErrors = {
  400: {
    description: `A missing or invalid field (alt text is required), "${CHOOSE_PHOTO_MESSAGE}", or "${NOT_AN_IMAGE_MESSAGE}" when the file is not an image by its content (nothing is stored)`,
  },
  413: { description: `"${FILE_TOO_LARGE_MESSAGE}" (photo over 5 MB)` },
};

export const galleryRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/gallery",
    tag: "Gallery",
    secure: "optional",
    summary:
      "List photos by album and place; visitors get published ones only, staff all (with search, status and each album's size)",
    query: galleryListQuery,
    responses: { 200: { description: "A page of photos", schema: galleryListResponse } },
  },
  {
    method: "get",
    path: "/gallery/{id}",
    tag: "Gallery",
    secure: "optional",
    summary: "One photo",
    responses: { 200: { description: "The photo", schema: galleryPhotoResponse }, ...notFoundResponse },
  },
  {
    method: "post",
    path: "/gallery",
    tag: "Gallery",
    secure: true,
    summary:
      "Add a photo (an image of at most 5 MB, checked by its content and re-encoded to WebPs 400, 800 and 1200 px wide) with its alt text; it goes first in its album unless order says otherwise",
    multipart: { fields: galleryInput, files: ["photo"] },
    responses: { 201: { description: "Added", schema: galleryPhotoResponse }, ...uploadErrors },
  },
  {
    method: "patch",
    path: "/gallery/{id}",
    tag: "Gallery",
    secure: true,
    summary:
      "Change a photo's fields (multipart or JSON), move it to place `order` of its album, and/or replace the picture",
    multipart: { fields: galleryPatchInput, files: ["photo"] },
    responses: {
      200: { description: "Updated", schema: galleryPhotoResponse },
      ...uploadErrors,
      ...notFoundResponse,
    },
  },
  {
    method: "post",
    path: "/gallery/{id}/move",
    tag: "Gallery",
    secure: true,
    summary: "Swap the photo with its neighbour in the album: up (towards the start) or down",
    body: galleryMoveInput,
    responses: {
      200: { description: "Moved: the photo with its new order", schema: galleryPhotoResponse },
      400: { description: "direction is not up or down" },
      409: { description: "The photo is already first (up) or last (down)" },
      ...notFoundResponse,
    },
  },
  {
    method: "delete",
    path: "/gallery/{id}",
    tag: "Gallery",
    secure: true,
    summary: "Delete a photo and its files; the photos after it move up one place",
    responses: { 200: { description: "Deleted", schema: messageBody }, ...notFoundResponse },
  },
];
