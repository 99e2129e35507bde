CREATE TABLE "appointment_request_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"phone_digits" text NOT NULL,
	"email" text,
	"department" text NOT NULL,
	"doctor_id" uuid,
	"preferred_date" date NOT NULL,
	"note" text,
	"status" text DEFAULT 'new' NOT NULL,
	"outcome" text,
	"confirmed_date" date,
	"confirmed_time" text,
	"confirmed_at" timestamp with time zone,
	"confirmation_emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_doctor_id_faculty_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."faculty"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_requests_status_created_idx" ON "appointment_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointment_requests_day_idx" ON "appointment_requests" USING btree ("preferred_date");--> statement-breakpoint
CREATE INDEX "appointment_requests_phone_idx" ON "appointment_requests" USING btree ("phone_digits");