import { mkdirSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Files under DATA_DIR/uploads, served at /media/<key>. An S3-compatible adapter can replace it. */
export interface Storage {
  readonly root: string;
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  url(key: string): string;
}

export function createLocalStorage(root: string): Storage {
  mkdirSync(root, { recursive: true });
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error("Storage key escapes the storage root");
    return full;
  };
  return {
    root: path.resolve(root),
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    url: (key) => `/media/${key}`,
  };
}
