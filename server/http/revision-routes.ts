import { Hono } from "hono";
import type { z } from "zod";
import type { Permission } from "../../contract/permissions";
import type { Actor } from "../actor";
import type { AppEnv } from "./context";
import type { RouteDoc } from "./openapi";
import { actorOf, requirePermission } from "./permissions";

/** A record's published versions and their restore, as a service offers them (a content collection's). */
export interface RecordHistory {
  revisions(id: string): Promise<unknown>;
  /** Makes a revision the record's saved version (a draft) and answers the record as its API shows it. */
  restore(actor: Actor, id: string, revisionId: string): Promise<unknown>;
}

/**
 * A record's history, for those with `write`: GET /{id}/revisions and POST /{id}/revisions/{revisionId}/restore
 * (ADR 017). A collection with an API of its own (gallery photos, documents) mounts them beside its routes with
 * a service that answers the restored record in that API's shape.
 */
export function revisionRoutes(write: Permission, history: RecordHistory) {
  const canWrite = requirePermission(write);
  const app = new Hono<AppEnv>();
  app.get("/:id/revisions", canWrite, async (c) => {
    const revisions = await history.revisions(c.req.param("id"));
    return c.json({ success: true, data: { revisions } });
  });
  app.post("/:id/revisions/:revisionId/restore", canWrite, async (c) => {
    const data = await history.restore(actorOf(c), c.req.param("id"), c.req.param("revisionId"));
    return c.json({ success: true, message: `Revision restored as a draft`, data });
  });
  return app;
}

/** The OpenAPI entries of `revisionRoutes` under `path` ("/gallery"): `restored` is the restore's answer. */
export function revisionRouteDocs({
  path,
  tag,
  one,
  revisions,
  restored,
}: {
  path: string;
  tag: string;
  /** How the API names a record: "photo". */
  one: string;
  revisions: z.ZodType;
  restored: z.ZodType;
}): RouteDoc[] {
  const notFound = { 404: { description: `No such ${one} (or, for visitors, none published)` } };
  return [
    {
      method: "get",
      path: `${path}/{id}/revisions`,
      tag,
      secure: true,
      summary: `A ${one}'s published versions, newest first: who, when, which fields changed`,
      responses: { 200: { description: "The revisions", schema: revisions }, ...notFound },
    },
    {
      method: "post",
      path: `${path}/{id}/revisions/{revisionId}/restore`,
      tag,
      secure: true,
      summary: `Make an earlier revision the ${one}'s saved version, as a draft (visitors keep the published one)`,
      responses: { 200: { description: "Restored as a draft", schema: restored }, ...notFound },
    },
  ];
}
