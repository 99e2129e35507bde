-- Documents become records of the "documents" content collection (issue 20, ADR 017): every stored document moves
-- over with its id (its public address /documents/file/{id}.pdf), fields, status, dates and current file; a
-- published one is its own published version with revision 1. Its file versions stay in document_versions, whose
-- rows (and examination results naming a document) now point at the record; then the documents table goes.
INSERT INTO "collection_records" ("id", "collection", "status", "data", "published", "slug", "sort_key", "search_text", "created_at", "updated_at", "published_at")
SELECT
  "id",
  'documents',
  "status",
  "fields",
  CASE WHEN "status" = 'published' THEN "fields" END,
  NULL,
  "date"::text,
  lower("title"),
  "created_at",
  "updated_at",
  CASE WHEN "status" = 'published' THEN "updated_at" END
FROM (
  SELECT *, jsonb_build_object(
    'title', "title",
    'category', "category",
    'date', "date"::text,
    'file', jsonb_build_object('key', "file_key", 'fileName', "file_name", 'size', "file_size", 'version', "version")
  ) AS "fields"
  FROM "documents"
) AS "document"
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "collection_revisions" ("record_id", "number", "data", "fields", "actor_email", "at")
SELECT "r"."id", 1, "r"."published", '["title","category","date","file"]'::jsonb, NULL, "r"."published_at"
FROM "collection_records" AS "r"
JOIN "documents" AS "d" ON "d"."id" = "r"."id"
WHERE "r"."collection" = 'documents' AND "r"."published" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "document_versions" DROP CONSTRAINT "document_versions_document_id_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_results" DROP CONSTRAINT "exam_results_document_id_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_collection_records_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."collection_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_document_id_collection_records_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."collection_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP TABLE "documents";
