-- A booking keeps the student's own time zone, so its reminders can show the session on their clock
-- too; students wait for a place in a full live session, the first offered a freed place for two
-- hours (its own job queue).
CREATE TABLE "session_waitlist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_waitlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_waitlist_session_student_unique" UNIQUE("session_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "session_bookings" ADD COLUMN "student_time_zone" text;--> statement-breakpoint
ALTER TABLE "session_waitlist" ADD CONSTRAINT "session_waitlist_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_waitlist" ADD CONSTRAINT "session_waitlist_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_waitlist_session_idx" ON "session_waitlist" USING btree ("session_id","created_at");--> statement-breakpoint
SELECT pgboss.create_queue('waitlist-offer', '{"policy":"standard"}');
