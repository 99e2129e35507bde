import { contentHash, readImage } from "../lib/image";
import type { Storage } from "../storage/local-storage";

const WEB_WIDTH = 600;
const THUMB_SIZE = 160;

export interface EncodedPhoto {
  hash: string;
  web: Buffer;
  thumb: Buffer;
}

/**
 * Checks the upload is an image (server/lib/image.ts), then re-encodes it: a web-sized WebP and a square
 * thumbnail.
 */
export async function encodePhoto(bytes: Uint8Array): Promise<EncodedPhoto> {
  const image = await readImage(bytes);
  const [web, thumb] = await Promise.all([
    image.webp({ width: WEB_WIDTH, withoutEnlargement: true }, 80),
    image.webp({ width: THUMB_SIZE, height: THUMB_SIZE, fit: "cover", position: "attention" }, 75),
  ]);
  return { hash: contentHash(web), web, thumb };
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
