-- Job openings become records of the "jobs" content collection (issue 20, ADR 017): every stored opening moves
-- over with its id, dates and status; a published one is its own published version with revision 1.
INSERT INTO "collection_records" ("id", "collection", "status", "data", "published", "slug", "sort_key", "search_text", "created_at", "updated_at", "published_at")
SELECT
  "id",
  'jobs',
  "status",
  "fields",
  CASE WHEN "status" = 'published' THEN "fields" END,
  NULL,
  "last_date"::text,
  lower("position"),
  "created_at",
  "updated_at",
  CASE WHEN "status" = 'published' THEN "updated_at" END
FROM (
  SELECT *, jsonb_build_object(
    'position', "position",
    'department', "department",
    'type', "type",
    'posts', "posts",
    'lastDate', "last_date"::text,
    'experience', "experience",
    'qualification', "qualification",
    'description', "description"
  ) AS "fields"
  FROM "jobs"
) AS "job"
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "collection_revisions" ("record_id", "number", "data", "fields", "actor_email", "at")
SELECT "r"."id", 1, "r"."published", '["position","department","type","posts","lastDate","experience","qualification","description"]'::jsonb, NULL, "r"."published_at"
FROM "collection_records" AS "r"
JOIN "jobs" AS "j" ON "j"."id" = "r"."id"
WHERE "r"."collection" = 'jobs' AND "r"."published" IS NOT NULL
ON CONFLICT DO NOTHING;
