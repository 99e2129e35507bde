ALTER TABLE "popup" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "popup" ADD COLUMN "body_hi" text;--> statement-breakpoint
ALTER TABLE "popup" ADD COLUMN "primary_label_hi" text;--> statement-breakpoint
ALTER TABLE "popup" ADD COLUMN "secondary_label_hi" text;