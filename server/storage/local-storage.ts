import { createReadStream, mkdirSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { assertValidKey, contentTypeOf, isValidKey, type Storage } from "./storage";

export type { Storage } from "./storage";

/** Files under a folder (DATA_DIR/uploads by default). */
export function createLocalStorage(root: string): Storage & { readonly root: string } {
  mkdirSync(root, { recursive: true });
  const base = path.resolve(root);
  const resolve = (key: string) => {
    assertValidKey(key);
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new Error("Storage key escapes the storage root");
    return full;
  };
  return {
    kind: "local",
    root: base,
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temporary = `${full}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, data);
      await rename(temporary, full);
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async open(key) {
      if (!isValidKey(key)) return null;
      const full = resolve(key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>,
        size: info.size,
        contentType: contentTypeOf(key),
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async *list() {
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(".part")) continue;
        const key = path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        if (isValidKey(key)) yield key;
      }
    },
    url: (key) => `/media/${key}`,
  };
}
