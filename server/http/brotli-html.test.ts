import { brotliDecompressSync, constants, brotliCompressSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { brotliHtml } from "./brotli-html";

const PIECE = (index: number) => `<li class="item">राउंड ${index}: पंजीकरण और काउंसलिंग की तारीखें</li>`;
const html = (pieces: number) => Array.from({ length: pieces }, (_, index) => PIECE(index)).join("");

/** A page the way React streams one: many small writes in one turn, then (optionally) a later piece. */
function streamed(pieces: number, later?: Promise<string>) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const encoder = new TextEncoder();
      for (let index = 0; index < pieces; index++) controller.enqueue(encoder.encode(PIECE(index)));
      if (later) controller.enqueue(encoder.encode(await later));
      controller.close();
    },
  });
}

function appWith(body: () => ReadableStream<Uint8Array>) {
  const app = new Hono();
  app.use(brotliHtml());
  app.get("/", () => new Response(body(), { headers: { "Content-Type": "text/html; charset=utf-8" } }));
  return app;
}

describe("Brotli for pages", () => {
  it("compresses what a page writes in one turn as one block: within 15 % of the whole page compressed at once, and the same text", async () => {
    const response = await appWith(() => streamed(400)).request("/", {
      headers: { "Accept-Encoding": "br" },
    });
    expect(response.headers.get("Content-Encoding")).toBe("br");
    const compressed = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(compressed).toString()).toBe(html(400));
    const whole = brotliCompressSync(html(400), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    // Flushed write by write it was 11 times the size (7,691 bytes against 679).
    expect(compressed.length).toBeLessThanOrEqual(whole.length * 1.15);
  });

  it("still sends a streamed page in pieces: the first arrives before the page's later part exists", async () => {
    let release!: (text: string) => void;
    const later = new Promise<string>((resolve) => (release = resolve));
    const response = await appWith(() => streamed(10, later)).request("/", {
      headers: { "Accept-Encoding": "br" },
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    release("<p>later</p>");
    const rest: Uint8Array[] = [first.value!];
    for (let read = await reader.read(); !read.done; read = await reader.read()) rest.push(read.value);
    expect(brotliDecompressSync(Buffer.concat(rest)).toString()).toBe(`${html(10)}<p>later</p>`);
  });
});
