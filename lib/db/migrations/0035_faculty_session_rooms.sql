CREATE TABLE "session_room_hands" (
	"room_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_room_hands_room_id_student_id_pk" PRIMARY KEY("room_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "session_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"opened_by_operator_id" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"hot_seat_student_id" integer
);
--> statement-breakpoint
ALTER TABLE "operators" DROP CONSTRAINT "operators_role_valid";--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "lead_operator_id" integer;--> statement-breakpoint
ALTER TABLE "session_room_hands" ADD CONSTRAINT "session_room_hands_room_id_session_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."session_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_room_hands" ADD CONSTRAINT "session_room_hands_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_rooms" ADD CONSTRAINT "session_rooms_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_rooms" ADD CONSTRAINT "session_rooms_opened_by_operator_id_operators_id_fk" FOREIGN KEY ("opened_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_rooms" ADD CONSTRAINT "session_rooms_hot_seat_student_id_students_id_fk" FOREIGN KEY ("hot_seat_student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_rooms_session_unique" ON "session_rooms" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_lead_operator_id_operators_id_fk" FOREIGN KEY ("lead_operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_sessions_lead_idx" ON "live_sessions" USING btree ("lead_operator_id");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_valid" CHECK ("operators"."role" IN ('owner', 'editor', 'support', 'cohort', 'faculty'));