import { z } from "zod";
import { limitField, successBody } from "../common";
import { CONTENT_STATUSES, contentPaginationSchema, contentStatusField } from "../content";
import { collectionContract, defineCollection, shapeOf, type ValuesOf } from "./collection";

/**
 * Photos of the Gallery and the Media Centre (issue 11), a content collection since issue 20 (ADR 017). Their API
 * stays issue 11's (`/api/gallery`: flat multipart fields and a `photo` part, `order`, `/move`, `albumSizes`),
 * served by `server/gallery/` over the collection's service; the fields are declared here once.
 */

/** The two photo albums: the Gallery page and the Media Centre's news clippings. */
export const GALLERY_ALBUMS = ["gallery", "media"] as const;
export type GalleryAlbum = (typeof GALLERY_ALBUMS)[number];

/** Each album's name and the public page that shows it. */
export const GALLERY_ALBUM_INFO: Record<GalleryAlbum, { label: string; page: string }> = {
  gallery: { label: "Gallery", page: "/gallery" },
  media: { label: "Media Centre", page: "/about/media-center" },
};
const albumLabels = { gallery: GALLERY_ALBUM_INFO.gallery.label, media: GALLERY_ALBUM_INFO.media.label };

/** The widths (px) each photo is stored at, as WebPs: the grid's srcset and the full-screen view's. */
export const GALLERY_WIDTHS = [400, 800, 1200] as const;

/** Photos revealed per 'Load More' on the public pages (public spec §9). */
export const GALLERY_PAGE_SIZE = 6;

export const CHOOSE_PHOTO_MESSAGE = "Please choose a photo";

/** Where a photo's files are: `${key}-${width}.webp` (the addresses of issue 11). */
export const galleryFileKey = (recordId: string, hash: string) => `gallery/${recordId}-${hash}`;

export const galleryCollection = defineCollection({
  name: "gallery",
  plural: "photos",
  labels: { one: "photo", many: "photos" },
  audit: { entity: "gallery-photo", label: "Gallery photos" },
  fields: {
    /** What the photo shows, for readers who cannot see it. */
    alt: {
      type: "text",
      label: "Alt text",
      required: true,
      max: 300,
      hint: "What the photo shows, for readers who cannot see it (screen readers, slow connections)",
    },
    /** Shown under the photo (the alt text stands in when there is none). */
    caption: {
      type: "text",
      label: "Caption",
      max: 300,
      hint: "Shown under the photo; the alt text is shown when there is none",
    },
    album: {
      type: "choice",
      label: "Album",
      required: true,
      messageName: "album",
      choices: GALLERY_ALBUMS,
      choiceLabels: albumLabels,
      hint: "Gallery: /gallery; Media Centre: /about/media-center",
    },
    /** Place in its album, 1 first: the API's `order`; the server keeps each album numbered 1..n. */
    position: {
      type: "number",
      label: "Order",
      messageName: "order",
      integer: true,
      min: 1,
      max: 100_000,
    },
    photo: { type: "upload", label: "Photo", required: true, widths: GALLERY_WIDTHS },
  },
  titleField: "alt",
  listColumns: ["caption", "album", "position"],
  searchFields: ["alt", "caption"],
  orderBy: "position",
  filters: ["album"],
  access: { read: "public", write: "content:write" },
  publicRoute: () => "/gallery",
  description: "Photos of the Gallery and the Media Centre pages, in the order shown",
  searchLabel: "Search alt text and captions",
  addLabel: "Add Photo",
  draftWithdraws: true,
  ownApi: {
    auditPrefix: "gallery",
    groupBy: "album",
    uploadKey: galleryFileKey,
  },
});

// ---- The API of issue 11, from the declaration's fields ----

const fields = shapeOf(galleryCollection.fields);
const derived = collectionContract(galleryCollection);

/** The flat multipart fields: the declared ones (`position` as `order`, absent: first), and the status. */
const galleryFields = {
  alt: fields.alt!,
  caption: fields.caption!,
  album: z.preprocess((value) => value ?? "gallery", fields.album!),
  order: fields.position!,
  status: contentStatusField.default("published"),
};

/** POST /api/gallery (multipart, with `photo`). */
export const galleryInput = z.object(galleryFields);
type Declared = ValuesOf<typeof galleryCollection.fields>;
export type GalleryValues = Pick<Declared, "alt" | "caption" | "album"> & {
  order: number | null;
  status: (typeof CONTENT_STATUSES)[number];
};

/**
 * PATCH /api/gallery/{id} (multipart or JSON): fields sent replace the stored ones (an empty caption clears
 * it), `order` moves the photo to that place in its album, a `photo` replaces the picture.
 */
export const galleryPatchInput = z.object({
  alt: galleryFields.alt.optional(),
  caption: galleryFields.caption.optional(),
  album: fields.album!.optional(),
  order: galleryFields.order.optional(),
  status: contentStatusField.optional(),
});

export type GalleryPatch = Partial<GalleryValues>;

/** POST /api/gallery/{id}/move: one place towards the start (up) or the end (down) of its album. */
export const galleryMoveInput = z.object({
  direction: z.enum(["up", "down"], { error: "direction must be up or down" }),
});

/** A photo as the API answers it: the record's fields flat, `order` its place, the picture's sizes beside. */
export const galleryPhotoSchema = z.object({
  _id: z.string(),
  alt: z.string(),
  caption: z.string(),
  album: z.enum(GALLERY_ALBUMS),
  order: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  /** The largest WebP. */
  url: z.string(),
  /** The smallest WebP (thumbnails). */
  thumbUrl: z.string(),
  /** The size of the largest WebP. */
  width: z.number().int(),
  height: z.number().int(),
  /** Every stored width, smallest first (a srcset). */
  images: z.array(z.object({ width: z.number().int(), url: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/** A photo as the public pages show it. */
export type PublicPhoto = Pick<
  GalleryPhoto,
  "_id" | "alt" | "caption" | "url" | "width" | "height" | "images"
>;
/** A photo of a public page's album; `draft` only in a staff preview (issue 11). */
export type AlbumPhoto = PublicPhoto & { draft?: true };

export const galleryListQuery = derived.listQuery.extend({
  limit: limitField(20, 200),
  album: z.enum(GALLERY_ALBUMS, { error: "album must be gallery or media" }).optional(),
});
export type GalleryListQuery = z.input<typeof galleryListQuery>;

export const galleryListResponse = successBody(
  z.object({
    photos: z.array(galleryPhotoSchema),
    pagination: contentPaginationSchema,
    /** Staff only: how many photos each album holds (the last place of each). */
    albumSizes: z.record(z.enum(GALLERY_ALBUMS), z.number().int()).optional(),
  }),
);
export type GalleryListResponse = z.infer<typeof galleryListResponse>;
export const galleryPhotoResponse = successBody(galleryPhotoSchema);
