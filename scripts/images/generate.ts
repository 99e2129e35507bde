// Regenerates the site's illustrations: `npm run images`. Each scripts/images/*.images.ts file exports
// `images: IllustrationSpec[]` for one part of the site; the WebP files are committed under public/images.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { writeIllustration, type IllustrationSpec } from "./illustration";

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
let count = 0;
for (const file of (await readdir(here)).filter((name) => name.endsWith(".images.ts")).sort()) {
  if (only && !file.startsWith(only)) continue;
  const module = (await import(pathToFileURL(path.join(here, file)).href)) as { images: IllustrationSpec[] };
  for (const spec of module.images) count += (await writeIllustration(spec)).length;
}
process.stdout.write(`wrote ${count} images\n`);
