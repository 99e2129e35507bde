CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" text NOT NULL,
	"department" text NOT NULL,
	"type" text NOT NULL,
	"qualification" text NOT NULL,
	"experience" text NOT NULL,
	"posts" integer NOT NULL,
	"last_date" date NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("status","last_date");