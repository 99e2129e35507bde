import { createHash } from "node:crypto";
import sharp from "sharp";
import { invalid } from "../errors";
import type { Storage } from "../storage/local-storage";

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "tiff", "heif"]);
export const NOT_AN_IMAGE_MESSAGE = "The photo must be an image file (JPEG, PNG, WebP, GIF or AVIF)";
/** Refuses decompression bombs: a 5 MB file can claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEB_WIDTH = 600;
const THUMB_SIZE = 160;

export interface EncodedPhoto {
  hash: string;
  web: Buffer;
  thumb: Buffer;
}

const notAnImage = () => invalid(NOT_AN_IMAGE_MESSAGE, [{ field: "photo", message: NOT_AN_IMAGE_MESSAGE }]);

/**
 * Checks by content (not name or declared type) that the upload is an image, then re-encodes it: turned
 * upright by its EXIF orientation, all metadata dropped, a web-sized WebP and a square thumbnail.
 */
export async function encodePhoto(bytes: Uint8Array): Promise<EncodedPhoto> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const [web, thumb] = await Promise.all([
      upright.clone().resize({ width: WEB_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      upright
        .clone()
        .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: "cover", position: "attention" })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { hash: createHash("sha256").update(web).digest("hex").slice(0, 20), web, thumb };
  } catch {
    throw notAnImage();
  }
}

/** Storage keys of a member's photo: named by owner and content, so a URL never changes meaning. */
export const photoKeyFor = (memberId: string, photo: EncodedPhoto) => `faculty/${memberId}-${photo.hash}`;
const webFile = (key: string) => `${key}.webp`;
const thumbFile = (key: string) => `${key}-thumb.webp`;

export function createPhotoStore(storage: Storage) {
  return {
    async put(key: string, photo: EncodedPhoto) {
      await Promise.all([storage.put(webFile(key), photo.web), storage.put(thumbFile(key), photo.thumb)]);
    },
    async remove(key: string) {
      await Promise.all([storage.remove(webFile(key)), storage.remove(thumbFile(key))]);
    },
    /** The thumbnail's bytes (null when the file is gone). */
    thumbnail(key: string) {
      return storage.get(thumbFile(key));
    },
    urls(key: string | null) {
      return key
        ? { photo: storage.url(webFile(key)), photoThumb: storage.url(thumbFile(key)) }
        : { photo: null, photoThumb: null };
    },
  };
}
