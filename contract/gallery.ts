import { z } from "zod";
import {
  limitField,
  optionalText,
  pageField,
  plainText,
  requiredText,
  searchField,
  successBody,
} from "./common";
import { contentPaginationSchema, contentStatusField, CONTENT_STATUSES } from "./content";

/** The two photo albums: the Gallery page and the Media Centre's news clippings. */
export const GALLERY_ALBUMS = ["gallery", "media"] as const;
export type GalleryAlbum = (typeof GALLERY_ALBUMS)[number];

/** Each album's name and the public page that shows it. */
export const GALLERY_ALBUM_INFO: Record<GalleryAlbum, { label: string; page: string }> = {
  gallery: { label: "Gallery", page: "/gallery" },
  media: { label: "Media Centre", page: "/about/media-center" },
};

/** The widths (px) each photo is stored at, as WebPs: the grid's srcset and the full-screen view's. */
export const GALLERY_WIDTHS = [400, 800, 1200] as const;

/** Photos revealed per 'Load More' on the public pages (public spec §9). */
export const GALLERY_PAGE_SIZE = 6;

export const ALT_LABEL = "Alt text";
export const CHOOSE_PHOTO_MESSAGE = "Please choose a photo";

const albumField = z.enum(GALLERY_ALBUMS, { error: "album must be gallery or media" });

/** A position in its album: 1 is shown first. */
const orderField = z.coerce
  .number({ error: "order must be a number" })
  .int({ error: "order must be a whole number" })
  .min(1, { error: "order must be 1 or more" })
  .max(100_000, { error: "order must be at most 100000" });

const galleryFields = {
  /** What the photo shows, for readers who cannot see it: required. */
  alt: requiredText(ALT_LABEL, 300),
  /** Shown under the photo (the alt text stands in when there is none). */
  caption: optionalText("Caption", 300),
  album: albumField.default("gallery"),
  /** Where in the album it goes (1 = first); absent: first. */
  order: orderField.optional(),
  status: contentStatusField.default("published"),
};

/** POST /api/gallery (multipart, with `photo`). */
export const galleryInput = z.object(galleryFields);
export type GalleryValues = z.output<typeof galleryInput>;

/**
 * PATCH /api/gallery/{id} (multipart or JSON): fields sent replace the stored ones (an empty caption clears
 * it), `order` moves the photo to that place in its album, a `photo` replaces the picture.
 */
export const galleryPatchInput = z.object({
  alt: galleryFields.alt.optional(),
  // Sent empty (or null): no caption.
  caption: z.preprocess((value) => (value === null ? "" : value), plainText("Caption", 300).optional()),
  // No defaults here: a field left out keeps its value (zod applies defaults inside .partial()).
  album: albumField.optional(),
  order: orderField.optional(),
  status: contentStatusField.optional(),
});

/** POST /api/gallery/{id}/move: one place towards the start (up) or the end (down) of its album. */
export const galleryMoveInput = z.object({
  direction: z.enum(["up", "down"], { error: "direction must be up or down" }),
});

export const galleryImageSchema = z.object({ width: z.number().int(), url: z.string() });

export const galleryPhotoSchema = z.object({
  _id: z.string(),
  alt: z.string(),
  caption: z.string(),
  album: albumField,
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
  images: z.array(galleryImageSchema),
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

export const galleryListQuery = z.object({
  page: pageField,
  limit: limitField(20, 200),
  album: albumField.optional(),
  /** Staff only: alt text or caption contains. */
  search: searchField(),
  /** Staff only. */
  status: contentStatusField.optional(),
});
export type GalleryListQuery = z.input<typeof galleryListQuery>;

export const galleryListResponse = successBody(
  z.object({
    photos: z.array(galleryPhotoSchema),
    pagination: contentPaginationSchema,
    /** Staff only: how many photos each album holds (the last place of each). */
    albumSizes: z.record(albumField, z.number().int()).optional(),
  }),
);
export type GalleryListResponse = z.infer<typeof galleryListResponse>;
export const galleryPhotoResponse = successBody(galleryPhotoSchema);
