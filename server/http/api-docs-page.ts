import { html, raw } from "hono/html";
import type { buildOpenApiDocument } from "./openapi";

type Doc = ReturnType<typeof buildOpenApiDocument>;
type Operation = {
  summary: string;
  tags: string[];
  security?: unknown[];
  parameters?: {
    name: string;
    in: string;
    required: boolean;
    schema: { type?: string; default?: unknown; enum?: unknown[] };
  }[];
  requestBody?: {
    content: Record<
      string,
      { schema: { properties?: Record<string, { type?: string; format?: string }>; required?: string[] } }
    >;
  };
  responses: Record<string, { description: string }>;
};

/** A readable, self-contained API reference rendered from the OpenAPI document (no third-party script). */
export function renderApiDocsPage(doc: Doc) {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as Operation })),
  );
  const tags = [...new Set(operations.map((entry) => entry.op.tags[0] ?? "Other"))];
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>API reference · ${doc.info.title}</title>
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            margin: 0 auto;
            max-width: 960px;
            padding: 1rem;
            color: #1f2937;
          }
          h1 {
            margin-bottom: 0;
          }
          code {
            background: #f3f4f6;
            padding: 0 0.25rem;
            border-radius: 4px;
          }
          section.op {
            border: 1px solid #d1d5db;
            border-radius: 8px;
            padding: 0.75rem 1rem;
            margin: 0.75rem 0;
          }
          .method {
            display: inline-block;
            min-width: 4.5rem;
            font-weight: 700;
            text-transform: uppercase;
          }
          .secure {
            color: #92400e;
            font-size: 0.875rem;
          }
          table {
            border-collapse: collapse;
            width: 100%;
            font-size: 0.9rem;
          }
          td,
          th {
            border-top: 1px solid #e5e7eb;
            padding: 0.25rem 0.5rem;
            text-align: left;
            vertical-align: top;
          }
          a {
            color: #1d4ed8;
          }
        </style>
      </head>
      <body>
        <h1>${doc.info.title}</h1>
        <p>
          Version ${doc.info.version}. Base path <code>/api</code>. Machine-readable:
          <a href="/api/openapi.json">openapi.json</a> (OpenAPI 3.1).
        </p>
        <p>${doc.info.description}</p>
        ${tags.map(
          (tag) =>
            html`<h2 id="${tag.toLowerCase()}">${tag}</h2>
              ${operations
                .filter((entry) => (entry.op.tags[0] ?? "Other") === tag)
                .map(({ path, method, op }) => {
                  const body = op.requestBody ? Object.entries(op.requestBody.content)[0] : undefined;
                  return html`<section class="op">
                    <div>
                      <span class="method">${method}</span> <code>/api${path}</code>
                      ${
                        op.security && !op.security.some((entry) => Object.keys(entry as object).length === 0)
                          ? html`<span class="secure">· staff only</span>`
                          : op.security
                            ? html`<span class="secure">· more fields for staff</span>`
                            : ""
                      }
                    </div>
                    <p>${op.summary}</p>
                    ${
                      op.parameters?.length
                        ? html`<table>
                            <tr>
                              <th>Parameter</th>
                              <th>In</th>
                              <th>Type</th>
                              <th>Default</th>
                            </tr>
                            ${op.parameters.map(
                              (p) =>
                                html`<tr>
                                  <td><code>${p.name}</code>${p.required ? " *" : ""}</td>
                                  <td>${p.in}</td>
                                  <td>
                                    ${p.schema.enum ? p.schema.enum.join(" | ") : (p.schema.type ?? "")}
                                  </td>
                                  <td>${p.schema.default === undefined ? "" : String(p.schema.default)}</td>
                                </tr>`,
                            )}
                          </table>`
                        : ""
                    }
                    ${
                      body
                        ? html`<p>
                            Body (<code>${body[0]}</code>):
                            ${raw(
                              Object.entries(body[1].schema.properties ?? {})
                                .map(
                                  ([name, schema]) =>
                                    `<code>${name}</code>${body[1].schema.required?.includes(name) ? " *" : ""}${schema.format === "binary" ? " (file)" : ""}`,
                                )
                                .join(", "),
                            )}
                          </p>`
                        : ""
                    }
                    <p>
                      Responses:
                      ${Object.entries(op.responses)
                        .map(([status, response]) => `${status} ${response.description}`)
                        .join(" · ")}
                    </p>
                  </section>`;
                })}`,
        )}
      </body>
    </html>`;
}
