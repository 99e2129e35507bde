CREATE TABLE "fee_table_sessions" (
	"table_id" text NOT NULL,
	"session" text NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_table_sessions_table_id_session_pk" PRIMARY KEY("table_id","session")
);
--> statement-breakpoint
-- The sessions published before the archive existed: each table's current published version.
INSERT INTO "fee_table_sessions" ("table_id", "session", "content", "published_at")
SELECT "id", "published"->>'session', "published", "published_at" FROM "fee_tables"
ON CONFLICT DO NOTHING;
