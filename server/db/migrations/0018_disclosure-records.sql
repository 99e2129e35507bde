CREATE TABLE "clinical_material" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"opd_new" integer NOT NULL,
	"opd_old" integer NOT NULL,
	"ipd_admissions" integer NOT NULL,
	"bed_occupancy_percent" double precision NOT NULL,
	"emergency_cases" integer NOT NULL,
	"major_operations" integer NOT NULL,
	"minor_operations" integer NOT NULL,
	"deliveries_normal" integer NOT NULL,
	"deliveries_caesarean" integer NOT NULL,
	"lab_investigations" integer NOT NULL,
	"radiology_xray" integer NOT NULL,
	"radiology_ct" integer NOT NULL,
	"radiology_mri" integer NOT NULL,
	"radiology_usg" integer NOT NULL,
	"births" integer NOT NULL,
	"deaths" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_material_month_unique" UNIQUE("month")
);
--> statement-breakpoint
CREATE TABLE "college_information" (
	"id" text PRIMARY KEY DEFAULT 'current' NOT NULL,
	"facts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam" text NOT NULL,
	"held" text NOT NULL,
	"appeared" integer NOT NULL,
	"passed" integer NOT NULL,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "non_teaching_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"section" text NOT NULL,
	"qualification" text NOT NULL,
	"joining_date" date,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"batch" text NOT NULL,
	"course" text NOT NULL,
	"quota" text NOT NULL,
	"category" text NOT NULL,
	"pwd" boolean DEFAULT false NOT NULL,
	"neet_rank" integer NOT NULL,
	"neet_score" integer NOT NULL,
	"admitted_on" date NOT NULL,
	"status" text DEFAULT 'studying' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_results_held_idx" ON "exam_results" USING btree ("held");--> statement-breakpoint
CREATE INDEX "non_teaching_staff_section_idx" ON "non_teaching_staff" USING btree ("section","name");--> statement-breakpoint
CREATE UNIQUE INDEX "students_batch_course_rank_key" ON "students" USING btree ("batch","course","neet_rank");--> statement-breakpoint
CREATE INDEX "students_status_idx" ON "students" USING btree ("status");