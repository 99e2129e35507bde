CREATE TABLE "disclosure_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"revision" integer NOT NULL,
	"reason" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" uuid,
	"published_by" text NOT NULL,
	"items" jsonb NOT NULL,
	"college_information" jsonb NOT NULL,
	"missing" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "disclosure_publications_month_revision_idx" ON "disclosure_publications" USING btree ("month","revision");--> statement-breakpoint
CREATE INDEX "disclosure_publications_published_idx" ON "disclosure_publications" USING btree ("month" DESC NULLS LAST,"revision" DESC NULLS LAST);