CREATE TABLE "opd_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opd_holidays_date_key" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "opd_season_ranges" (
	"season" text PRIMARY KEY NOT NULL,
	"from_day" text NOT NULL,
	"to_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opd_session_doctors" (
	"session_id" uuid NOT NULL,
	"faculty_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "opd_session_doctors_session_id_faculty_id_pk" PRIMARY KEY("session_id","faculty_id")
);
--> statement-breakpoint
CREATE TABLE "opd_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"department" text NOT NULL,
	"weekday" smallint NOT NULL,
	"from_time" time NOT NULL,
	"to_time" time NOT NULL,
	"room" text NOT NULL,
	"season" text DEFAULT 'all-year' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opd_session_doctors" ADD CONSTRAINT "opd_session_doctors_session_id_opd_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."opd_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opd_session_doctors" ADD CONSTRAINT "opd_session_doctors_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opd_session_doctors_faculty_idx" ON "opd_session_doctors" USING btree ("faculty_id");--> statement-breakpoint
CREATE INDEX "opd_sessions_week_idx" ON "opd_sessions" USING btree ("weekday","from_time");