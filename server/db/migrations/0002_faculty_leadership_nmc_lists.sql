CREATE TABLE "nmc_faculty_list_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"faculty_id" uuid,
	"department" text,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"qualification" text NOT NULL,
	"medical_council" text,
	"reg_no" text NOT NULL,
	"aebas_id" text,
	"leadership_role" text,
	"photo_key" text
);
--> statement-breakpoint
CREATE TABLE "nmc_faculty_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"revision" integer NOT NULL,
	"reason" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" uuid,
	"published_by" text NOT NULL,
	"members" integer NOT NULL,
	"departments" integer NOT NULL,
	"gaps" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "leadership_role" text;--> statement-breakpoint
ALTER TABLE "nmc_faculty_list_rows" ADD CONSTRAINT "nmc_faculty_list_rows_list_id_nmc_faculty_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."nmc_faculty_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nmc_faculty_list_rows_list_idx" ON "nmc_faculty_list_rows" USING btree ("list_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "nmc_faculty_lists_month_revision_idx" ON "nmc_faculty_lists" USING btree ("month","revision");--> statement-breakpoint
CREATE INDEX "nmc_faculty_lists_published_idx" ON "nmc_faculty_lists" USING btree ("month" DESC NULLS LAST,"revision" DESC NULLS LAST);