import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { afterPaintScript } from "./after-paint";

/** React Router's module script: `<script … type="module" async="">import …; import(entry)</script>`. */
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

const safeJson = (value: string) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The body of an inline module script that imports nothing: after the first paint (afterPaintScript) it
 * adds React Router's original module script to the head, which then imports the route modules and starts
 * hydration. React 19's hydration skips elements added to the head, and React Router's <Scripts/> renders
 * its scripts with `suppressHydrationWarning`, so the rewritten script hydrates as the original would.
 */
export function afterPaintLoader(moduleSource: string, nonce: string | undefined): string {
  return afterPaintScript(
    `const e=document.createElement("script");e.type="module";` +
      (nonce ? `e.nonce=${safeJson(nonce)};` : "") +
      `e.textContent=${safeJson(moduleSource)};document.head.append(e);`,
  );
}

/** Rewrites one HTML document: no `modulepreload` links, and the module script loads after paint. */
export function deferModuleScriptsInHtml(html: string, nonce: string | undefined): string {
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(MODULE_SCRIPT, (_whole, open: string, source: string, close: string) =>
      source.trim() ? `${open}${afterPaintLoader(source, nonce)}${close}` : `${open}${source}${close}`,
    );
}

/**
 * A stream transform for `"after-paint"` pages: buffers the document until React Router's module script has
 * gone by (it is part of the shell, so this delays nothing), rewrites that part, then passes the rest
 * (streamed data, late Suspense boundaries) through untouched.
 */
export function deferModuleScripts(nonce: string | undefined): Transform {
  const decoder = new StringDecoder("utf8");
  let buffer = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      buffer += decoder.write(chunk);
      if (!MODULE_SCRIPT.test(buffer)) return callback();
      done = true;
      const out = deferModuleScriptsInHtml(buffer, nonce);
      buffer = "";
      callback(null, out);
    },
    flush(callback) {
      buffer += decoder.end();
      callback(null, done ? undefined : deferModuleScriptsInHtml(buffer, nonce));
    },
  });
}
