ALTER TABLE "appointment_requests" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD COLUMN "last_run_appointments" integer;