ALTER TABLE "appointment_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;