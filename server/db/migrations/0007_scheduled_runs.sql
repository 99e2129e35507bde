CREATE TABLE "scheduled_runs" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "scheduled_runs_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
CREATE INDEX "scheduled_runs_started_at_idx" ON "scheduled_runs" USING btree ("started_at");