CREATE TABLE "counted_mail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "counted_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address" text NOT NULL,
	"student_id" integer,
	"topic" text,
	"queued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counted_mail" ADD CONSTRAINT "counted_mail_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counted_mail_address_idx" ON "counted_mail" USING btree ("address","queued_at");--> statement-breakpoint
CREATE INDEX "counted_mail_student_idx" ON "counted_mail" USING btree ("student_id","queued_at");--> statement-breakpoint
CREATE INDEX "counted_mail_queued_idx" ON "counted_mail" USING btree ("queued_at");