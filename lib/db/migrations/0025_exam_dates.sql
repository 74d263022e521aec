CREATE TABLE "exam_dates" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"exam_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_dates" ADD CONSTRAINT "exam_dates_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;