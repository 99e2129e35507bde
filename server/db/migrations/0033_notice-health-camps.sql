ALTER TABLE "notices" ADD COLUMN "event_date" date;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "place" text;