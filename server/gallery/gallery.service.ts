import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { ContentStatus } from "../../contract/content";
import {
  GALLERY_ALBUMS,
  GALLERY_WIDTHS,
  galleryInput,
  type GalleryAlbum,
  type galleryListQuery,
  type galleryPatchInput,
  type GalleryPhoto,
  type GalleryValues,
  type AlbumPhoto,
} from "../../contract/gallery";
import { systemActor, type Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db } from "../db/client";
import { conflict, notFound } from "../errors";
import { contentHash, readImage } from "../lib/image";
import { containsPattern } from "../lib/like";
import { contentPage } from "../lib/content-page";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import { isUuid } from "../lib/uuid";
import { parseInput } from "../lib/validate";
import type { Services } from "../module";
import type { Storage } from "../storage/storage";
import { galleryPhotos, type GalleryPhotoRow } from "./gallery.schema";

type ListQuery = z.output<typeof galleryListQuery>;
type PatchValues = z.output<typeof galleryPatchInput>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A photo's files, encoded and ready to store. */
export interface EncodedGalleryPhoto {
  hash: string;
  width: number;
  height: number;
  /** One WebP per width, smallest first. */
  files: { width: number; data: Buffer }[];
}

/** The widths to store of an image `width` pixels wide: never enlarged, so a small photo has fewer. */
function widthsFor(width: number): number[] {
  const largest = Math.min(width, GALLERY_WIDTHS[GALLERY_WIDTHS.length - 1]!);
  return [...GALLERY_WIDTHS.filter((target) => target < largest), largest];
}

/** Checks the upload is an image (400 otherwise) and re-encodes it as WebPs of the gallery's widths. */
export async function encodeGalleryPhoto(bytes: Uint8Array): Promise<EncodedGalleryPhoto> {
  const image = await readImage(bytes);
  const widths = widthsFor(image.width);
  const files = await Promise.all(
    widths.map(async (width) => ({ width, data: await image.webp({ width }, 80) })),
  );
  const largest = widths[widths.length - 1]!;
  return {
    hash: contentHash(files[files.length - 1]!.data),
    width: largest,
    height: Math.max(1, Math.round((image.height * largest) / image.width)),
    files,
  };
}

const fileKey = (imageKey: string, width: number) => `${imageKey}-${width}.webp`;

/** The fields an audit entry compares. */
const AUDITED_FIELDS = ["alt", "caption", "album", "position", "status", "imageKey"] as const;

const inAlbumOrder = [asc(galleryPhotos.position), asc(galleryPhotos.createdAt), asc(galleryPhotos.id)];

export function createGalleryService(db: Db, storage: Storage, services: Pick<Services, "audit">) {
  const cache = createTtlCache(CONTENT_CACHE_MS);

  function toRecord(row: GalleryPhotoRow): GalleryPhoto {
    const images = row.widths.map((width) => ({ width, url: storage.url(fileKey(row.imageKey, width)) }));
    return {
      _id: row.id,
      alt: row.alt,
      caption: row.caption,
      album: row.album as GalleryAlbum,
      order: row.position,
      status: row.status as ContentStatus,
      url: images[images.length - 1]!.url,
      thumbUrl: images[0]!.url,
      width: row.width,
      height: row.height,
      images,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function findRow(id: string): Promise<GalleryPhotoRow> {
    const [row] = isUuid(id) ? await db.select().from(galleryPhotos).where(eq(galleryPhotos.id, id)) : [];
    if (!row) throw notFound("Photo not found");
    return row;
  }

  async function storeFiles(id: string, photo: EncodedGalleryPhoto) {
    const imageKey = `gallery/${id}-${photo.hash}`;
    await Promise.all(
      photo.files.map((file) => storage.put(fileKey(imageKey, file.width), file.data, "image/webp")),
    );
    return imageKey;
  }

  const removeFiles = (row: Pick<GalleryPhotoRow, "imageKey" | "widths">) =>
    Promise.all(row.widths.map((width) => storage.remove(fileKey(row.imageKey, width))));

  /**
   * Takes the album's lock for the rest of the transaction (so two writers never number it at once) and
   * returns its photos' ids in order.
   */
  async function lockAlbum(tx: Tx, album: string): Promise<string[]> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gallery_photos:${album}`}))`);
    const rows = await tx
      .select({ id: galleryPhotos.id })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.album, album))
      .orderBy(...inAlbumOrder);
    return rows.map((row) => row.id);
  }

  /** Numbers the album 1..n in the order of `ids` (writing only the rows whose place changed). */
  async function renumber(tx: Tx, album: string, ids: string[]) {
    const current = await tx
      .select({ id: galleryPhotos.id, position: galleryPhotos.position })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.album, album));
    const now = new Map(current.map((row) => [row.id, row.position]));
    const changed = ids.map((id, index) => [id, index + 1] as const).filter(([id, to]) => now.get(id) !== to);
    if (changed.length === 0) return;
    const values = sql.join(
      changed.map(([id, position]) => sql`(${id}::uuid, ${position}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${galleryPhotos} set position = v.position from (values ${values}) as v(id, position) where ${galleryPhotos.id} = v.id`,
    );
  }

  /** `ids` with `id` put at place `order` (1-based, clamped; absent: first). */
  const placed = (ids: string[], id: string, order: number | undefined) => {
    const rest = ids.filter((other) => other !== id);
    const at = Math.min(Math.max((order ?? 1) - 1, 0), rest.length);
    return [...rest.slice(0, at), id, ...rest.slice(at)];
  };

  async function reread(tx: Tx, id: string) {
    const [row] = await tx.select().from(galleryPhotos).where(eq(galleryPhotos.id, id));
    if (!row) throw notFound("Photo not found");
    return row;
  }

  async function page(where: SQL | undefined, query: ListQuery) {
    const { rows, pagination } = await contentPage(
      db,
      galleryPhotos,
      where,
      [asc(galleryPhotos.album), ...inAlbumOrder],
      query,
    );
    return { photos: rows.map(toRecord), pagination };
  }

  async function albumSizes(): Promise<Record<GalleryAlbum, number>> {
    const rows = await db
      .select({ album: galleryPhotos.album, n: sql<number>`count(*)::int` })
      .from(galleryPhotos)
      .groupBy(galleryPhotos.album);
    const sizes = Object.fromEntries(GALLERY_ALBUMS.map((album) => [album, 0])) as Record<
      GalleryAlbum,
      number
    >;
    for (const row of rows) if (row.album in sizes) sizes[row.album as GalleryAlbum] = row.n;
    return sizes;
  }

  return {
    /** Staff: every photo, by album and place, with search, album and status filters. */
    async list(query: ListQuery) {
      const term = query.search ? containsPattern(query.search) : undefined;
      const result = await page(
        and(
          query.album ? eq(galleryPhotos.album, query.album) : undefined,
          query.status ? eq(galleryPhotos.status, query.status) : undefined,
          term ? or(ilike(galleryPhotos.alt, term), ilike(galleryPhotos.caption, term)) : undefined,
        ),
        query,
      );
      return { ...result, albumSizes: await albumSizes() };
    },

    /** Visitors: published photos only. */
    listPublic(query: ListQuery) {
      return page(
        and(
          eq(galleryPhotos.status, "published"),
          query.album ? eq(galleryPhotos.album, query.album) : undefined,
        ),
        query,
      );
    },

    async get(id: string): Promise<GalleryPhoto> {
      return toRecord(await findRow(id));
    },

    async getPublic(id: string): Promise<GalleryPhoto> {
      const row = await findRow(id);
      if (row.status !== "published") throw notFound("Photo not found");
      return toRecord(row);
    },

    /**
     * The status of the photo a stored file belongs to, or null when no photo holds it (cached like the pages,
     * cleared by every gallery write): /media serves a published photo's files to anyone and a draft's to
     * staff only (issue 19, finding 4).
     */
    async fileStatus(key: string): Promise<ContentStatus | null> {
      const imageKey = /^(gallery\/.+)-\d+\.webp$/.exec(key)?.[1];
      if (!imageKey) return null;
      const files = await cache.get("file-statuses", async () => {
        const rows = await db
          .select({
            imageKey: galleryPhotos.imageKey,
            widths: galleryPhotos.widths,
            status: galleryPhotos.status,
          })
          .from(galleryPhotos);
        return new Map(rows.map((row) => [row.imageKey, row]));
      });
      const row = files.get(imageKey);
      if (!row || !row.widths.some((width) => fileKey(row.imageKey, width) === key)) return null;
      return row.status as ContentStatus;
    },

    /**
     * A public page's photos: the album's published photos in order (cached; ADR 011). With `includeDrafts`
     * (a staff preview, never cached) the drafts too, in their place and marked `draft`.
     */
    album(album: GalleryAlbum, options: { includeDrafts?: boolean } = {}): Promise<AlbumPhoto[]> {
      const read = async () => {
        const rows = await db
          .select()
          .from(galleryPhotos)
          .where(
            and(
              eq(galleryPhotos.album, album),
              options.includeDrafts ? undefined : eq(galleryPhotos.status, "published"),
            ),
          )
          .orderBy(...inAlbumOrder)
          .limit(1000);
        return rows.map((row): AlbumPhoto => {
          const { _id, alt, caption, url, width, height, images } = toRecord(row);
          const photo = { _id, alt, caption, url, width, height, images };
          return row.status === "published" ? photo : { ...photo, draft: true };
        });
      };
      return options.includeDrafts ? read() : cache.get(`album:${album}`, read);
    },

    /** Adds a photo at its place in the album (first unless `order` says otherwise). */
    async create(actor: Actor, values: GalleryValues, bytes: Uint8Array): Promise<GalleryPhoto> {
      const photo = await encodeGalleryPhoto(bytes);
      const id = crypto.randomUUID();
      const imageKey = await storeFiles(id, photo);
      try {
        const row = await db.transaction(async (tx) => {
          const ids = await lockAlbum(tx, values.album);
          const [inserted] = await tx
            .insert(galleryPhotos)
            .values({
              id,
              album: values.album,
              position: 0,
              alt: values.alt,
              caption: values.caption ?? "",
              status: values.status,
              imageKey,
              widths: photo.files.map((file) => file.width),
              width: photo.width,
              height: photo.height,
            })
            .returning();
          await renumber(tx, values.album, placed(ids, id, values.order));
          const row = await reread(tx, inserted!.id);
          await services.audit.record(tx, actor, {
            action: "gallery.create",
            entity: "gallery-photo",
            entityId: id,
            changes: diffChanges(null, row, AUDITED_FIELDS),
          });
          return row;
        });
        cache.clear();
        return toRecord(row);
      } catch (error) {
        await removeFiles({ imageKey, widths: photo.files.map((file) => file.width) });
        throw error;
      }
    },

    /**
     * Changes fields and/or replaces the picture. `order` moves the photo to that place in its album; a
     * change of album puts it at `order` (or first) in the new one.
     */
    async update(actor: Actor, id: string, patch: PatchValues, bytes?: Uint8Array): Promise<GalleryPhoto> {
      const current = await findRow(id);
      const merged = parseInput(galleryInput, {
        alt: patch.alt ?? current.alt,
        caption: patch.caption ?? current.caption,
        album: patch.album ?? current.album,
        status: patch.status ?? current.status,
        order: patch.order,
      });
      const photo = bytes ? await encodeGalleryPhoto(bytes) : undefined;
      const imageKey = photo ? await storeFiles(current.id, photo) : undefined;
      const newFiles =
        photo && imageKey ? { imageKey, widths: photo.files.map((file) => file.width) } : undefined;
      try {
        const row = await db.transaction(async (tx) => {
          const moved = merged.album !== current.album;
          // Both albums' locks, always in the same order, when the photo changes album.
          const locked = new Map<string, string[]>();
          for (const album of [...new Set([current.album, merged.album])].sort())
            locked.set(album, await lockAlbum(tx, album));
          const [updated] = await tx
            .update(galleryPhotos)
            .set({
              alt: merged.alt,
              caption: merged.caption ?? "",
              album: merged.album,
              status: merged.status,
              ...(photo && newFiles ? { ...newFiles, width: photo.width, height: photo.height } : {}),
              updatedAt: new Date(),
            })
            .where(eq(galleryPhotos.id, current.id))
            .returning();
          if (!updated) throw notFound("Photo not found");
          if (moved) {
            const left = locked.get(current.album)!.filter((other) => other !== current.id);
            await renumber(tx, current.album, left);
            await renumber(tx, merged.album, placed(locked.get(merged.album)!, current.id, merged.order));
          } else if (merged.order !== undefined) {
            await renumber(tx, merged.album, placed(locked.get(merged.album)!, current.id, merged.order));
          }
          const row = await reread(tx, current.id);
          await services.audit.record(tx, actor, {
            action: photo ? "gallery.replace" : "gallery.update",
            entity: "gallery-photo",
            entityId: current.id,
            changes: diffChanges(current, row, AUDITED_FIELDS),
          });
          return row;
        });
        cache.clear();
        if (newFiles && newFiles.imageKey !== current.imageKey) await removeFiles(current);
        return toRecord(row);
      } catch (error) {
        if (newFiles && newFiles.imageKey !== current.imageKey) await removeFiles(newFiles);
        throw error;
      }
    },

    /** Swaps the photo with its neighbour in the album: one place up (towards the start) or down. */
    async move(actor: Actor, id: string, direction: "up" | "down"): Promise<GalleryPhoto> {
      const current = await findRow(id);
      const row = await db.transaction(async (tx) => {
        const ids = await lockAlbum(tx, current.album);
        const at = ids.indexOf(current.id);
        if (at < 0) throw notFound("Photo not found");
        const to = direction === "up" ? at - 1 : at + 1;
        if (to < 0 || to >= ids.length)
          throw conflict(direction === "up" ? "The photo is already first" : "The photo is already last");
        const before = await reread(tx, current.id);
        await renumber(tx, current.album, placed(ids, current.id, to + 1));
        const after = await reread(tx, current.id);
        await services.audit.record(tx, actor, {
          action: "gallery.move",
          entity: "gallery-photo",
          entityId: current.id,
          changes: diffChanges(before, after, AUDITED_FIELDS),
        });
        return after;
      });
      cache.clear();
      return toRecord(row);
    },

    /** Deletes the photo and its files; the album closes the gap. */
    async remove(actor: Actor, id: string) {
      const row = await findRow(id);
      await db.transaction(async (tx) => {
        const ids = await lockAlbum(tx, row.album);
        const [deleted] = await tx.delete(galleryPhotos).where(eq(galleryPhotos.id, row.id)).returning();
        if (!deleted) throw notFound("Photo not found");
        await renumber(
          tx,
          row.album,
          ids.filter((other) => other !== row.id),
        );
        await services.audit.record(tx, actor, {
          action: "gallery.delete",
          entity: "gallery-photo",
          entityId: deleted.id,
          changes: diffChanges(deleted, null, AUDITED_FIELDS),
        });
      });
      cache.clear();
      await removeFiles(row);
    },

    /**
     * SAMPLE_DATA: the site's generated gallery and Media Centre pictures as a fresh installation's photos,
     * when there are none. Trusted files of the repository, already WebPs of the gallery's widths: stored as
     * they are and inserted in one batch with one audit entry (a start-up must stay quick).
     */
    async seedSamples(
      load: () => Promise<
        {
          album: GalleryAlbum;
          alt: string;
          caption: string;
          width: number;
          height: number;
          files: { width: number; data: Buffer }[];
        }[]
      >,
    ) {
      const [any] = await db.select({ id: galleryPhotos.id }).from(galleryPhotos).limit(1);
      if (any) return;
      const samples = await load();
      if (samples.length === 0) return;
      const rows = await Promise.all(
        samples.map(async (sample) => {
          const id = crypto.randomUUID();
          const imageKey = await storeFiles(id, {
            hash: contentHash(sample.files[sample.files.length - 1]!.data),
            width: sample.width,
            height: sample.height,
            files: sample.files,
          });
          return { id, sample, imageKey };
        }),
      );
      const positions = new Map<string, number>();
      await db.transaction(async (tx) => {
        await tx.insert(galleryPhotos).values(
          rows.map(({ id, sample, imageKey }) => {
            const position = (positions.get(sample.album) ?? 0) + 1;
            positions.set(sample.album, position);
            return {
              id,
              album: sample.album,
              position,
              alt: sample.alt,
              caption: sample.caption,
              status: "published",
              imageKey,
              widths: sample.files.map((file) => file.width),
              width: sample.width,
              height: sample.height,
            };
          }),
        );
        await services.audit.record(tx, systemActor, {
          action: "gallery.seed",
          entity: "gallery-photo",
          details: { count: rows.length },
        });
      });
      cache.clear();
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
