CREATE TABLE "privacy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"retention_months" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_run_enquiries" integer,
	"last_run_messages" integer
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "withdrawal_token_hash" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_withdrawal_token_idx" ON "enquiries" USING btree ("withdrawal_token_hash") WHERE "enquiries"."withdrawal_token_hash" is not null;