CREATE TABLE "popup" (
	"id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"primary_label" text NOT NULL,
	"primary_href" text NOT NULL,
	"secondary_label" text NOT NULL,
	"secondary_href" text NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
