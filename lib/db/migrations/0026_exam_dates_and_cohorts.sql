CREATE TABLE "cohort_members" (
	"cohort_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "cohort_members_cohort_id_student_id_pk" PRIMARY KEY("cohort_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cohorts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"lead_operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_dates" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"exam_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" DROP CONSTRAINT "operators_role_valid";--> statement-breakpoint
ALTER TABLE "cohort_members" ADD CONSTRAINT "cohort_members_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_members" ADD CONSTRAINT "cohort_members_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_lead_operator_id_operators_id_fk" FOREIGN KEY ("lead_operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_dates" ADD CONSTRAINT "exam_dates_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cohort_members_student_idx" ON "cohort_members" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_name_unique" ON "cohorts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "cohorts_lead_idx" ON "cohorts" USING btree ("lead_operator_id");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_valid" CHECK ("operators"."role" IN ('owner', 'editor', 'support', 'cohort'));