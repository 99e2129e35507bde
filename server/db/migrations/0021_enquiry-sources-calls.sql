CREATE TABLE "enquiry_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"actor_id" uuid,
	"direction" text NOT NULL,
	"outcome" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"next_follow_up_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "campaign" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "enquiry_calls" ADD CONSTRAINT "enquiry_calls_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_calls" ADD CONSTRAINT "enquiry_calls_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_calls_enquiry_idx" ON "enquiry_calls" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_source_idx" ON "enquiries" USING btree ("source","created_at");