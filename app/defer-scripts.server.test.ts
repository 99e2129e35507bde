import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferModuleScripts, deferModuleScriptsInHtml } from "./defer-scripts.server";

// The shape React Router 7's <Scripts/> renders (modulepreloads hoisted into the head by React 19).
const html =
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js" nonce="n1"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="n1"/><link rel="stylesheet" href="/assets/root.css"/>` +
  `</head><body><main>Hello</main><script nonce="n1">window.__reactRouterContext = {};</script>` +
  `<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root-3.js";\nimport("/assets/entry.client-2.js");</script>` +
  `<script nonce="n1">window.__reactRouterContext.streamController.enqueue("x");</script></body></html>`;

describe("deferModuleScriptsInHtml", () => {
  const out = deferModuleScriptsInHtml(html, "n1");

  it("drops the modulepreload links and keeps the stylesheet", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("turns the module script into a loader that imports nothing and runs after the first paint", () => {
    const module = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(module).not.toMatch(/^\s*;?\s*import\s/m);
    expect(module).toContain("first-contentful-paint");
    expect(module).toContain('addEventListener("load"');
    // The original module source travels as a string, with its nonce.
    expect(module).toContain(
      JSON.stringify(';\nimport * as route0 from "/assets/root-3.js";\nimport("/assets/entry.client-2.js");'),
    );
    expect(module).toContain('e.nonce="n1"');
  });

  it("leaves the other inline scripts alone", () => {
    expect(out).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
    expect(out).toContain("streamController.enqueue");
  });
});

describe("deferModuleScripts (stream)", () => {
  it("gives the same document however the HTML is cut into chunks", async () => {
    const chunks = html.match(/[\s\S]{1,7}/g)!.map((part) => Buffer.from(part));
    const streamed = await text(Readable.from(chunks).pipe(deferModuleScripts("n1")));
    expect(streamed).toBe(deferModuleScriptsInHtml(html, "n1"));
  });

  it("passes a document without a module script through, minus preloads", async () => {
    const plain = "<html><head></head><body>No scripts</body></html>";
    expect(await text(Readable.from([Buffer.from(plain)]).pipe(deferModuleScripts(undefined)))).toBe(plain);
  });
});
