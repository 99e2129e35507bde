CREATE TABLE "blood_stock" (
	"blood_group" text NOT NULL,
	"component" text NOT NULL,
	"units" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blood_stock_blood_group_component_pk" PRIMARY KEY("blood_group","component")
);
