import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Photos of the Gallery and the Media Centre (issue 11): each stored as WebPs of a few widths. */
export const galleryPhotos = pgTable(
  "gallery_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    album: text("album").notNull(),
    /** Place in its album, 1 first; the service keeps each album numbered 1..n. */
    position: integer("position").notNull(),
    alt: text("alt").notNull(),
    caption: text("caption").notNull().default(""),
    status: text("status").notNull().default("published"),
    /** Storage key prefix: the files are `${imageKey}-${width}.webp`, one per width. */
    imageKey: text("image_key").notNull(),
    /** The stored widths, smallest first. */
    widths: integer("widths").array().notNull(),
    /** Size of the largest file. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("gallery_photos_album_idx").on(table.album, table.position)],
);

export type GalleryPhotoRow = typeof galleryPhotos.$inferSelect;
