/**
 * Where uploaded media (faculty photos, documents) live. Two adapters: local disk (the default) and
 * S3-compatible object storage. The app serves objects at /media/<key> either way (those a domain's rule lets
 * the caller read: server/http/media.ts), so addresses never change when the storage does.
 */
export interface Storage {
  readonly kind: "local" | "s3";
  /** Stores `data` under `key` (a relative path such as "faculty/ab12-web.webp"). */
  put(key: string, data: Buffer | Uint8Array, contentType?: string): Promise<void>;
  /** The stored bytes, or null if there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream with its size, type and entity tag, or null (serving /media). */
  open(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** Every key in the storage (backups). */
  list(): AsyncIterable<string>;
  /** The public address of `key`. */
  url(key: string): string;
}

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
  /** A quoted entity tag. */
  etag: string;
}

const TYPES: Record<string, string> = {
  avif: "image/avif",
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  webp: "image/webp",
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

/** The media type of a key, from its extension. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return TYPES[extension] ?? "application/octet-stream";
}

/**
 * Whether `key` is a safe storage key: relative, forward slashes, no "." or ".." segments, no
 * control characters. Both adapters refuse anything else.
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.startsWith("/") || key.includes("\\")) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) return false;
  return key.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error("Invalid storage key");
}
