CREATE TABLE "session_room_hands" (
	"room_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_room_hands_room_id_student_id_pk" PRIMARY KEY("room_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "session_rooms" ADD COLUMN "hot_seat_student_id" integer;--> statement-breakpoint
ALTER TABLE "session_room_hands" ADD CONSTRAINT "session_room_hands_room_id_session_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."session_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_room_hands" ADD CONSTRAINT "session_room_hands_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_rooms" ADD CONSTRAINT "session_rooms_hot_seat_student_id_students_id_fk" FOREIGN KEY ("hot_seat_student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;