-- Exam practice: case series, practice papers with their answers and marks, and each student's spaced-review schedule of a case.
CREATE TABLE "case_images" (
	"sub_short_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "case_images_sub_short_id_position_pk" PRIMARY KEY("sub_short_id","position")
);
--> statement-breakpoint
CREATE TABLE "case_schedules" (
	"student_id" integer NOT NULL,
	"sub_short_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"last_review" timestamp with time zone,
	"last_mark" text NOT NULL,
	CONSTRAINT "case_schedules_student_id_sub_short_id_pk" PRIMARY KEY("student_id","sub_short_id")
);
--> statement-breakpoint
CREATE TABLE "practice_paper_cases" (
	"paper_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sub_short_id" integer NOT NULL,
	"answer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answer_revision" integer DEFAULT 0 NOT NULL,
	"answer_saved_at" timestamp with time zone,
	"flagged" boolean DEFAULT false NOT NULL,
	"mark" text,
	"findings_seen" jsonb,
	"oral_scores" jsonb,
	"marked_at" timestamp with time zone,
	"recording" text,
	"recording_type" text,
	CONSTRAINT "practice_paper_cases_paper_id_position_pk" PRIMARY KEY("paper_id","position"),
	CONSTRAINT "practice_paper_cases_case_once" UNIQUE("paper_id","sub_short_id"),
	CONSTRAINT "practice_paper_cases_mark_valid" CHECK ("practice_paper_cases"."mark" IN ('correct', 'partly', 'missed', 'overcalled'))
);
--> statement-breakpoint
CREATE TABLE "practice_papers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_papers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "practice_papers_kind_valid" CHECK ("practice_papers"."kind" IN ('short', 'long', 'oral', 'review')),
	CONSTRAINT "practice_papers_ends_after_start" CHECK ("practice_papers"."ends_at" > "practice_papers"."started_at")
);
--> statement-breakpoint
ALTER TABLE "case_images" ADD CONSTRAINT "case_images_sub_short_id_sub_shorts_id_fk" FOREIGN KEY ("sub_short_id") REFERENCES "public"."sub_shorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_schedules" ADD CONSTRAINT "case_schedules_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_schedules" ADD CONSTRAINT "case_schedules_sub_short_id_sub_shorts_id_fk" FOREIGN KEY ("sub_short_id") REFERENCES "public"."sub_shorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_paper_cases" ADD CONSTRAINT "practice_paper_cases_paper_id_practice_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."practice_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_paper_cases" ADD CONSTRAINT "practice_paper_cases_sub_short_id_sub_shorts_id_fk" FOREIGN KEY ("sub_short_id") REFERENCES "public"."sub_shorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_papers" ADD CONSTRAINT "practice_papers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_schedules_due_idx" ON "case_schedules" USING btree ("student_id","due");--> statement-breakpoint
CREATE INDEX "practice_paper_cases_case_idx" ON "practice_paper_cases" USING btree ("sub_short_id");--> statement-breakpoint
CREATE INDEX "practice_papers_student_idx" ON "practice_papers" USING btree ("student_id","started_at");--> statement-breakpoint
SELECT pgboss.create_queue('practice-paper-close', '{"policy":"standard"}');
