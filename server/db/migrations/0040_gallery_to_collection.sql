-- Gallery photos become records of the "gallery" content collection (issue 20, ADR 017): every stored photo moves
-- over with its id, album, place, dates and status; its files stay where they are (the upload field's `key` is the
-- old image key, its files `${key}-${width}.webp`). A published one is its own published version with revision 1.
-- The sort key is the collection's: the album's place among the albums, then the place in the album.
INSERT INTO "collection_records" ("id", "collection", "status", "data", "published", "slug", "sort_key", "search_text", "created_at", "updated_at", "published_at")
SELECT
  "id",
  'gallery',
  "status",
  "fields",
  CASE WHEN "status" = 'published' THEN "fields" END,
  NULL,
  CASE "album" WHEN 'gallery' THEN '0000' WHEN 'media' THEN '0001' ELSE '-001' END || ':' || lpad(("position" + 1000000000)::text || '.0000', 20, '0'),
  lower("alt" || ' ' || "caption"),
  "created_at",
  "updated_at",
  CASE WHEN "status" = 'published' THEN "updated_at" END
FROM (
  SELECT *, jsonb_build_object(
    'alt', "alt",
    'caption', NULLIF("caption", ''),
    'album', "album",
    'position', "position",
    'photo', jsonb_build_object(
      'key', "image_key",
      'widths', to_jsonb("widths"),
      'width', "width",
      'height', "height",
      'alt', "alt"
    )
  ) AS "fields"
  FROM "gallery_photos"
) AS "photo"
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "collection_revisions" ("record_id", "number", "data", "fields", "actor_email", "at")
SELECT "r"."id", 1, "r"."published", '["alt","caption","album","position","photo"]'::jsonb, NULL, "r"."published_at"
FROM "collection_records" AS "r"
JOIN "gallery_photos" AS "g" ON "g"."id" = "r"."id"
WHERE "r"."collection" = 'gallery' AND "r"."published" IS NOT NULL
ON CONFLICT DO NOTHING;
