CREATE TABLE "counselling_notifications" (
	"round_id" uuid NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counselling_notifications_round_id_enquiry_id_pk" PRIMARY KEY("round_id","enquiry_id"),
	CONSTRAINT "counselling_notifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "counselling_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"authority" text NOT NULL,
	"course" text NOT NULL,
	"round" text NOT NULL,
	"registration_from" date NOT NULL,
	"registration_to" date NOT NULL,
	"reporting_by" date NOT NULL,
	"link" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"notified_count" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "updates_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "counselling_notifications" ADD CONSTRAINT "counselling_notifications_round_id_counselling_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."counselling_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_notifications" ADD CONSTRAINT "counselling_notifications_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counselling_notifications_enquiry_idx" ON "counselling_notifications" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "counselling_rounds_public_idx" ON "counselling_rounds" USING btree ("status","course","reporting_by");--> statement-breakpoint
CREATE INDEX "enquiries_updates_consent_idx" ON "enquiries" USING btree ("course") WHERE "enquiries"."updates_consent_at" is not null;