-- Notices become records of the "notices" content collection (issue 20, ADR 017): every stored notice moves over
-- with its id, slug (its public address), dates and status; a published one is its own published version with
-- revision 1. Date-times are stored as the API writes them (ISO, UTC, milliseconds), which also orders them.
INSERT INTO "collection_records" ("id", "collection", "status", "data", "published", "slug", "sort_key", "search_text", "created_at", "updated_at", "published_at")
SELECT
  "id",
  'notices',
  "status",
  "fields",
  CASE WHEN "status" = 'published' THEN "fields" END,
  "slug",
  lower("fields" ->> 'publishAt'),
  lower("title"),
  "created_at",
  "updated_at",
  CASE WHEN "status" = 'published' THEN "updated_at" END
FROM (
  SELECT *, jsonb_build_object(
    'title', "title",
    'category', "category",
    'eventDate', "event_date"::text,
    'place', "place",
    'publishAt', to_char("publish_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'expireAt', to_char("expire_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'body', "body",
    'link', "link",
    'pinned', "pinned",
    'documentId', "document_id"::text
  ) AS "fields"
  FROM "notices"
) AS "notice"
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "collection_revisions" ("record_id", "number", "data", "fields", "actor_email", "at")
SELECT "r"."id", 1, "r"."published", '["title","category","eventDate","place","publishAt","expireAt","body","link","pinned","documentId"]'::jsonb, NULL, "r"."published_at"
FROM "collection_records" AS "r"
JOIN "notices" AS "n" ON "n"."id" = "r"."id"
WHERE "r"."collection" = 'notices' AND "r"."published" IS NOT NULL
ON CONFLICT DO NOTHING;
