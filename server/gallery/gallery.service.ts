import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { UploadedImage } from "../../contract/collections/collection";
import {
  GALLERY_ALBUMS,
  GALLERY_WIDTHS,
  galleryCollection,
  galleryFileKey,
  type AlbumPhoto,
  type GalleryAlbum,
  type galleryListQuery,
  type GalleryPatch,
  type GalleryPhoto,
  type GalleryValues,
} from "../../contract/collections/gallery";
import type { AuditEntity } from "../../contract/audit";
import { systemActor, type Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { StaffRecordOut } from "../collections/collection.service";
import { collectionRecords, collectionRevisions } from "../collections/collections.schema";
import type { Db } from "../db/client";
import { conflict, notFound } from "../errors";
import { contentHash, encodeWidths, type EncodedWidths } from "../lib/image";
import type { Services } from "../module";
import type { Storage } from "../storage/storage";

type ListQuery = z.output<typeof galleryListQuery>;
type PatchValues = GalleryPatch;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The gallery's extension of its collection (ADR 017): the API's flat photo, each album kept numbered 1..n
 * (`order`, `/move`, `albumSizes`), the three image widths, the sample photos and the public pages' albums.
 * Storage, validation, audit, revisions, files and cache are the collection's.
 */

/** Checks the upload is an image (400 naming `photo` otherwise) and re-encodes it at the gallery's widths. */
export const encodeGalleryPhoto = (bytes: Uint8Array): Promise<EncodedWidths> =>
  encodeWidths(bytes, GALLERY_WIDTHS, { field: "photo", quality: 80 });

const entity = galleryCollection.audit.entity as AuditEntity;
const mine = eq(collectionRecords.collection, galleryCollection.name);
const inAlbum = (album: string) => and(mine, sql`${collectionRecords.data} ->> 'album' = ${album}`);
const inAlbumOrder = [
  asc(collectionRecords.sortKey),
  asc(collectionRecords.createdAt),
  asc(collectionRecords.id),
];

/** A record as the API answers it (issue 11's photo). */
function toPhoto(record: Record<string, unknown> & { _id: string }): GalleryPhoto {
  const photo = record.photo as UploadedImage;
  return {
    _id: record._id,
    alt: record.alt as string,
    caption: (record.caption as string | null) ?? "",
    album: record.album as GalleryAlbum,
    order: record.position as number,
    status: (record.status as GalleryPhoto["status"] | undefined) ?? "published",
    url: photo.url,
    thumbUrl: photo.images[0]!.url,
    width: photo.width,
    height: photo.height,
    images: photo.images,
    createdAt: record.createdAt as string,
    updatedAt: record.updatedAt as string,
  };
}

/** `ids` with `id` put at place `order` (1-based, clamped; absent: first). */
const placed = (ids: string[], id: string, order: number | null | undefined) => {
  const rest = ids.filter((other) => other !== id);
  const at = Math.min(Math.max((order ?? 1) - 1, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
};

export function createGalleryService(
  db: Db,
  storage: Storage,
  services: Pick<Services, "audit" | "collections">,
) {
  const collection = () => services.collections.of(galleryCollection.name);

  /**
   * Takes the album's lock for the rest of the transaction (so two writers never number it at once) and
   * returns its photos' ids in order.
   */
  async function lockAlbum(tx: Tx, album: string): Promise<string[]> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gallery_photos:${album}`}))`);
    const rows = await tx
      .select({ id: collectionRecords.id })
      .from(collectionRecords)
      .where(inAlbum(album))
      .orderBy(...inAlbumOrder);
    return rows.map((row) => row.id);
  }

  /** Numbers the album 1..n in the order of `ids`, in the saved and the published version (only rows whose place changed). */
  async function renumber(tx: Tx, album: string, ids: string[]) {
    const current = await tx
      .select({ id: collectionRecords.id, data: collectionRecords.data })
      .from(collectionRecords)
      .where(inAlbum(album));
    const now = new Map(current.map((row) => [row.id, row.data]));
    const changed = ids
      .map((id, index) => [id, index + 1] as const)
      .filter(([id, to]) => now.has(id) && now.get(id)!.position !== to);
    if (changed.length === 0) return;
    const values = sql.join(
      changed.map(([id, position]) => {
        const { sortKey } = collection().columnsOf({ ...now.get(id)!, position });
        return sql`(${id}::uuid, ${position}::int, ${sortKey}::text)`;
      }),
      sql`, `,
    );
    await tx.execute(sql`update ${collectionRecords} set
      data = jsonb_set(data, '{position}', to_jsonb(v.position)),
      published = case when published is null then null else jsonb_set(published, '{position}', to_jsonb(v.position)) end,
      sort_key = v.sort_key
      from (values ${values}) as v(id, position, sort_key) where ${collectionRecords.id} = v.id`);
  }

  /** Runs `work` holding the albums' locks (always in the same order), then clears the public cache. */
  async function arranging<T>(albums: string[], work: (tx: Tx, locked: Map<string, string[]>) => Promise<T>) {
    const result = await db.transaction(async (tx) => {
      const locked = new Map<string, string[]>();
      for (const album of [...new Set(albums)].sort()) locked.set(album, await lockAlbum(tx, album));
      return work(tx, locked);
    });
    collection().forget();
    return result;
  }

  const sizeOf = async (album: string) => (await albumSizes())[album as GalleryAlbum] ?? 0;
  /** A new place `order` in an album of `size` photos, as the record first stores it (then renumbered). */
  const slot = (order: number | null | undefined, size: number) =>
    Math.min(Math.max(order ?? 1, 1), size + 1);

  async function albumSizes(): Promise<Record<GalleryAlbum, number>> {
    const rows = await db
      .select({ album: sql<string>`${collectionRecords.data} ->> 'album'`, n: sql<number>`count(*)::int` })
      .from(collectionRecords)
      .where(mine)
      .groupBy(sql`${collectionRecords.data} ->> 'album'`);
    const sizes = Object.fromEntries(GALLERY_ALBUMS.map((album) => [album, 0])) as Record<
      GalleryAlbum,
      number
    >;
    for (const row of rows) if (row.album in sizes) sizes[row.album as GalleryAlbum] = row.n;
    return sizes;
  }

  const get = async (id: string) => toPhoto(await collection().get(id));

  return {
    /** Staff: every photo, by album and place, with search, album and status filters, and each album's size. */
    async list(query: ListQuery) {
      const { photos, pagination } = await collection().list(query);
      return {
        photos: (photos as StaffRecordOut[]).map(toPhoto),
        pagination,
        albumSizes: await albumSizes(),
      };
    },

    /** Visitors: published photos only (a gallery draft is off the site: its saved version is the published one). */
    async listPublic(query: ListQuery) {
      const { photos, pagination } = await collection().list({
        page: query.page,
        limit: query.limit,
        album: query.album,
        status: "published",
      });
      return { photos: (photos as StaffRecordOut[]).map(toPhoto), pagination };
    },

    get,

    async getPublic(id: string): Promise<GalleryPhoto> {
      const photo = await get(id);
      if (photo.status !== "published") throw notFound("Photo not found");
      return photo;
    },

    /** A photo's published versions (the collection's). */
    revisions: (id: string) => collection().revisions(id),

    /** Makes a revision the photo's saved version, a draft in its place; answers the photo as GET does. */
    async restore(actor: Actor, id: string, revisionId: string): Promise<GalleryPhoto> {
      await collection().restore(actor, id, revisionId);
      return get(id);
    },

    /**
     * A public page's photos: the album's published photos in order (cached by the collection; ADR 011). With
     * `includeDrafts` (a staff preview, never cached) the drafts too, in their place and marked `draft`.
     */
    async album(album: GalleryAlbum, options: { includeDrafts?: boolean } = {}): Promise<AlbumPhoto[]> {
      const records = await collection().pageRecords({ preview: options.includeDrafts });
      return records
        .filter((record) => record.album === album)
        .map((record) => {
          const { _id, alt, caption, url, width, height, images } = toPhoto(record);
          const photo = { _id, alt, caption, url, width, height, images };
          return record.draft ? { ...photo, draft: true as const } : photo;
        });
    },

    /** Who may open a stored file `gallery/{id}-…` (/media): the collection's rule for its record. */
    fileAccess: (key: string) => {
      const recordId = /^gallery\/([0-9a-f-]{36})-[0-9a-f]+-\d+\.webp$/.exec(key)?.[1];
      return recordId ? collection().fileAccess(recordId, key) : Promise.resolve(null);
    },

    /** Adds a photo at its place in the album (first unless `order` says otherwise). */
    async create(actor: Actor, values: GalleryValues, bytes: Uint8Array): Promise<GalleryPhoto> {
      const photo = await encodeGalleryPhoto(bytes);
      const { order, ...fields } = values;
      const position = slot(order, await sizeOf(values.album));
      const created = await collection().create(
        actor,
        { ...fields, position, photo: { alt: values.alt } },
        { photo },
      );
      await arranging([values.album], (tx, locked) =>
        renumber(tx, values.album, placed(locked.get(values.album)!, created._id, position)),
      );
      return get(created._id);
    },

    /**
     * Changes fields and/or replaces the picture. `order` moves the photo to that place in its album; a
     * change of album puts it at `order` (or first) in the new one.
     */
    async update(actor: Actor, id: string, patch: PatchValues, bytes?: Uint8Array): Promise<GalleryPhoto> {
      const current = await get(id);
      const photo = bytes ? await encodeGalleryPhoto(bytes) : undefined;
      const album = patch.album ?? current.album;
      const moved = album !== current.album;
      const position =
        moved || patch.order !== undefined
          ? slot(patch.order, (await sizeOf(album)) - (moved ? 0 : 1))
          : current.order;
      const { order: _order, ...fields } = patch;
      void _order;
      await collection().update(
        actor,
        current._id,
        { ...fields, position, photo: { alt: patch.alt ?? current.alt } },
        photo ? { photo } : {},
      );
      if (moved || patch.order !== undefined) {
        await arranging([current.album, album], async (tx, locked) => {
          if (moved) await renumber(tx, current.album, locked.get(current.album)!);
          await renumber(tx, album, placed(locked.get(album)!, current._id, position));
        });
      }
      return get(current._id);
    },

    /** Swaps the photo with its neighbour in the album: one place up (towards the start) or down. */
    async move(actor: Actor, id: string, direction: "up" | "down"): Promise<GalleryPhoto> {
      const current = await get(id);
      await arranging([current.album], async (tx, locked) => {
        const ids = locked.get(current.album)!;
        const at = ids.indexOf(current._id);
        if (at < 0) throw notFound("Photo not found");
        const to = direction === "up" ? at - 1 : at + 1;
        if (to < 0 || to >= ids.length)
          throw conflict(direction === "up" ? "The photo is already first" : "The photo is already last");
        await renumber(tx, current.album, placed(ids, current._id, to + 1));
        const [row] = await tx
          .select({ data: collectionRecords.data })
          .from(collectionRecords)
          .where(eq(collectionRecords.id, current._id));
        // The place before the move as stored (a concurrent addition may have shifted it since it was read).
        const from = ids.indexOf(current._id) + 1;
        await services.audit.record(tx, actor, {
          action: "gallery.move",
          entity,
          entityId: current._id,
          changes: diffChanges({ position: from }, { position: row!.data.position }, ["position"]),
        });
      });
      return get(current._id);
    },

    /** Deletes the photo and its files; the album closes the gap. */
    async remove(actor: Actor, id: string) {
      const current = await get(id);
      await collection().remove(actor, current._id);
      await arranging([current.album], (tx, locked) =>
        renumber(tx, current.album, locked.get(current.album)!),
      );
    },

    /**
     * SAMPLE_DATA: the site's generated gallery and Media Centre pictures as a fresh installation's photos,
     * when there are none. Trusted files of the repository, already WebPs of the gallery's widths: stored as
     * they are and inserted in one batch, published (revision 1), with one audit entry (a start-up must stay quick).
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
      const [any] = await db
        .select({ id: collectionRecords.id })
        .from(collectionRecords)
        .where(mine)
        .limit(1);
      if (any) return;
      const samples = await load();
      if (samples.length === 0) return;
      const positions = new Map<string, number>();
      const records = await Promise.all(
        samples.map(async (sample) => {
          const id = crypto.randomUUID();
          const key = galleryFileKey(id, contentHash(sample.files[sample.files.length - 1]!.data));
          // Numbered in the samples' order (before anything is awaited).
          const position = (positions.get(sample.album) ?? 0) + 1;
          positions.set(sample.album, position);
          await Promise.all(
            sample.files.map((file) => storage.put(`${key}-${file.width}.webp`, file.data, "image/webp")),
          );
          const data = {
            alt: sample.alt,
            caption: sample.caption || null,
            album: sample.album,
            position,
            photo: {
              key,
              widths: sample.files.map((file) => file.width),
              width: sample.width,
              height: sample.height,
              alt: sample.alt,
            },
          };
          return { id, data };
        }),
      );
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx.insert(collectionRecords).values(
          records.map(({ id, data }) => ({
            ...collection().columnsOf(data),
            id,
            collection: galleryCollection.name,
            status: "published",
            published: data,
            publishedAt: now,
          })),
        );
        await tx.insert(collectionRevisions).values(
          records.map(({ id, data }) => ({
            recordId: id,
            number: 1,
            data,
            fields: Object.keys(galleryCollection.fields),
            actorEmail: null,
          })),
        );
        await services.audit.record(tx, systemActor, {
          action: "gallery.seed",
          entity,
          details: { count: records.length },
        });
      });
      collection().forget();
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
