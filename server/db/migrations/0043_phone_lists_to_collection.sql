-- The site settings' phone lists become records of the "phone-lists" content collection (issue 20, ADR 017), so an
-- editor can add lists: each list an install stored (with its edited numbers) moves over under its key, published,
-- with revision 1, in the order and with the names the site showed; the seed markers keep the starting lists from
-- being added again (a list this install never stored, such as emergency before issue 23, is seeded with today's
-- numbers, which is what the site showed for it). Then the settings forget the lists.
INSERT INTO "collection_records" ("collection", "status", "data", "published", "slug", "sort_key", "search_text", "published_at")
SELECT 'phone-lists', 'published', "record"."data", "record"."data", "list"."key", "list"."sort_key",
  lower("list"."name" || '  ' || "list"."key"), now()
FROM "site_settings" AS "s"
CROSS JOIN (VALUES
  ('principal', 'principal', 'Principal''s office', 1, '000001000000001.0000'),
  ('hospitalReception', 'hospital-reception', 'Hospital reception', 2, '000001000000002.0000'),
  ('itOffice', 'it-office', 'IT office', 3, '000001000000003.0000'),
  ('emergency', 'emergency', 'Emergency (24x7)', 4, '000001000000004.0000'),
  ('ambulance', 'ambulance', 'Ambulance', 5, '000001000000005.0000')
) AS "list"("field", "key", "name", "position", "sort_key")
CROSS JOIN LATERAL (
  SELECT jsonb_build_object(
    'name', jsonb_build_object('en', "list"."name", 'hi', NULL),
    'key', "list"."key",
    'numbers', (
      SELECT jsonb_agg(jsonb_build_object('number', "n"."number") ORDER BY "n"."at")
      FROM jsonb_array_elements_text("s"."data" -> 'phoneDirectory' -> "list"."field") WITH ORDINALITY AS "n"("number", "at")
    ),
    'onContactPage', true,
    'position', "list"."position"
  ) AS "data"
) AS "record"
WHERE "s"."id" = 'site'
  AND jsonb_typeof("s"."data" -> 'phoneDirectory' -> "list"."field") = 'array'
  AND jsonb_array_length("s"."data" -> 'phoneDirectory' -> "list"."field") > 0
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "collection_revisions" ("record_id", "number", "data", "fields", "actor_email", "at")
SELECT "id", 1, "published", '["name","key","numbers","onContactPage","position"]'::jsonb, NULL, "published_at"
FROM "collection_records"
WHERE "collection" = 'phone-lists' AND "published" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "collection_seeds" ("collection")
SELECT DISTINCT 'phone-lists' FROM "collection_records" WHERE "collection" = 'phone-lists'
UNION
SELECT 'phone-lists#' || "slug" FROM "collection_records" WHERE "collection" = 'phone-lists'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "site_settings" SET "data" = "data" - 'phoneDirectory' WHERE "data" -> 'phoneDirectory' IS NOT NULL;
