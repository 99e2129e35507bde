import { createHash } from "node:crypto";
import sharp, { type Metadata, type ResizeOptions, type Sharp } from "sharp";
import { invalid } from "../errors";

/**
 * Uploaded photos (faculty portraits, gallery photos): checked to be an image by their content (not by name or
 * declared type), then re-encoded, so what is stored and served is always a clean WebP of our making.
 */

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "tiff", "heif"]);
export const NOT_AN_IMAGE_MESSAGE = "The photo must be an image file (JPEG, PNG, WebP, GIF or AVIF)";
/** Refuses decompression bombs: a 5 MB file can claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

const notAnImage = (field: string, message = NOT_AN_IMAGE_MESSAGE) => invalid(message, [{ field, message }]);

/** An upload known to be an image: its upright size, and variants to encode from it. */
export interface CheckedImage {
  /** The format sharp read from the content ("jpeg", "png", …). */
  format: string;
  /** Width and height once turned upright by its EXIF orientation. */
  width: number;
  height: number;
  /**
   * A WebP of the image turned upright with all metadata dropped, resized as asked. A file that only looked
   * like an image (a truncated one) fails here with the same 400 as one that does not.
   */
  webp(resize: ResizeOptions, quality: number): Promise<Buffer>;
  /** The same, encoded as JPEG or PNG (evidence kept in the format it came in). */
  encode(format: "jpeg" | "png", resize: ResizeOptions, quality: number): Promise<Buffer>;
}

/** Checks by content that `bytes` are an image (400 naming `field` otherwise, with `message` if given). */
export async function readImage(
  bytes: Uint8Array,
  field = "photo",
  message = NOT_AN_IMAGE_MESSAGE,
): Promise<CheckedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw notAnImage(field, message);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage(field, message);
  const upright: Sharp = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const encoded = async (encode: (image: Sharp) => Sharp, resize: ResizeOptions) => {
    try {
      return await encode(upright.clone().resize(resize)).toBuffer();
    } catch {
      throw notAnImage(field, message);
    }
  };
  return {
    format: metadata.format,
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    webp: (resize, quality) => encoded((image) => image.webp({ quality }), resize),
    encode: (format, resize, quality) =>
      encoded((image) => (format === "png" ? image.png() : image.jpeg({ quality })), resize),
  };
}

/** A short hash of encoded bytes, for storage keys named by content (a URL never changes meaning). */
export const contentHash = (data: Uint8Array) => createHash("sha256").update(data).digest("hex").slice(0, 20);

/** An upload encoded as WebPs of a few widths (never enlarged), named by content. */
export interface EncodedWidths {
  hash: string;
  /** Size of the largest file. */
  width: number;
  height: number;
  /** One WebP per width, smallest first. */
  files: { width: number; data: Buffer }[];
}

/** Checks `bytes` are an image (400 naming `field`) and encodes WebPs at `targets` widths, none wider than it. */
export async function encodeWidths(
  bytes: Uint8Array,
  targets: readonly number[],
  options: { field: string; message?: string; quality?: number },
): Promise<EncodedWidths> {
  const image = await readImage(bytes, options.field, options.message);
  const largest = Math.min(image.width, targets[targets.length - 1]!);
  const widths = [...targets.filter((target) => target < largest), largest];
  const files = await Promise.all(
    widths.map(async (width) => ({ width, data: await image.webp({ width }, options.quality ?? 85) })),
  );
  return {
    hash: contentHash(files[files.length - 1]!.data),
    width: largest,
    height: Math.max(1, Math.round((image.height * largest) / image.width)),
    files,
  };
}
