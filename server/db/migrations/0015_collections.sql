CREATE TABLE "collection_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"data" jsonb NOT NULL,
	"published" jsonb,
	"slug" text,
	"sort_key" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collection_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"actor_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_seeds" (
	"collection" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_revisions" ADD CONSTRAINT "collection_revisions_record_id_collection_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."collection_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_records_list_idx" ON "collection_records" USING btree ("collection","sort_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_records_slug_idx" ON "collection_records" USING btree ("collection","slug") WHERE "collection_records"."slug" is not null;--> statement-breakpoint
CREATE INDEX "collection_records_search_idx" ON "collection_records" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "collection_revisions_number_idx" ON "collection_revisions" USING btree ("record_id","number");