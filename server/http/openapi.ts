import { z } from "zod";
import { errorBodySchema } from "../../contract/common";

/** One documented endpoint, described with the same zod schemas that validate it. */
export interface RouteDoc {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI form, relative to /api: "/faculty/{id}". */
  path: string;
  summary: string;
  tag: string;
  /** true: staff only; "optional": anonymous allowed, more fields for staff. */
  secure?: boolean | "optional";
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart body: the schema's fields plus named file fields. */
  multipart?: { fields?: z.ZodObject; files: string[] };
  responses: Record<number, { description: string; schema?: z.ZodType }>;
}

const toSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Record<string, unknown>;

export function buildOpenApiDocument(routes: RouteDoc[], serverUrl = "/api") {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters: unknown[] = [];
    for (const match of route.path.matchAll(/\{(\w+)\}/g)) {
      parameters.push({ name: match[1], in: "path", required: true, schema: { type: "string" } });
    }
    if (route.query) {
      const querySchema = toSchema(route.query, "input") as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(querySchema.properties ?? {})) {
        parameters.push({
          name,
          in: "query",
          required: querySchema.required?.includes(name) ?? false,
          schema,
        });
      }
    }
    let requestBody: unknown;
    if (route.body) {
      requestBody = {
        required: true,
        content: { "application/json": { schema: toSchema(route.body, "input") } },
      };
    } else if (route.multipart) {
      const fields = route.multipart.fields
        ? toSchema(route.multipart.fields, "input")
        : { type: "object", properties: {} };
      const properties = { ...(fields.properties as object) } as Record<string, unknown>;
      for (const file of route.multipart.files) properties[file] = { type: "string", format: "binary" };
      requestBody = {
        required: true,
        content: { "multipart/form-data": { schema: { ...fields, properties } } },
      };
    }
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(route.responses)) {
      const schema = response.schema ?? (Number(status) >= 400 ? errorBodySchema : undefined);
      responses[status] = {
        description: response.description,
        ...(schema ? { content: { "application/json": { schema: toSchema(schema, "output") } } } : {}),
      };
    }
    if (route.secure === true && !responses[401]) {
      responses[401] = {
        description: "Missing, expired or revoked token",
        content: { "application/json": { schema: toSchema(errorBodySchema, "output") } },
      };
    }
    paths[route.path] ??= {};
    paths[route.path]![route.method] = {
      summary: route.summary,
      tags: [route.tag],
      ...(route.secure === true ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
      ...(route.secure === "optional" ? { security: [{}, { bearer: [] }, { cookie: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Medical College API",
      version: "1.0.0",
      description:
        "REST API of the college website and staff back-office. Staff calls take the session token as `Authorization: Bearer`, or the session cookie plus an `X-XSRF-TOKEN` header copied from the `XSRF-TOKEN` cookie on unsafe methods.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        cookie: { type: "apiKey", in: "cookie", name: "session" },
      },
    },
    paths,
  };
}
