import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|xml|html)$/;

/**
 * Writes `name.br` (Brotli, quality 11) and `name.gz` (gzip -9) beside every compressible file of the client
 * build's `assets/`, once, at build time (ADR 013). The server sends them as they are (serveStatic with
 * `precompressed`), so the browser gets the smallest encoding without the server compressing per request.
 */
export function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      const dir = path.join(options.dir ?? "", "assets");
      const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(dir, file));
          if (source.length < 256) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(path.join(dir, `${file}.br`), br),
            writeFile(path.join(dir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}
