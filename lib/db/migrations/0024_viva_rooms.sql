CREATE TABLE "viva_room_marks" (
	"room_id" integer NOT NULL,
	"half" integer NOT NULL,
	"position" integer NOT NULL,
	"examiner_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"sub_short_id" integer NOT NULL,
	"mark" text NOT NULL,
	"oral_scores" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "viva_room_marks_room_id_half_position_pk" PRIMARY KEY("room_id","half","position"),
	CONSTRAINT "viva_room_marks_half_valid" CHECK ("viva_room_marks"."half" IN (1, 2)),
	CONSTRAINT "viva_room_marks_mark_valid" CHECK ("viva_room_marks"."mark" IN ('correct', 'partly', 'missed', 'overcalled'))
);
--> statement-breakpoint
CREATE TABLE "viva_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "viva_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"partner_id" integer,
	"length" text NOT NULL,
	"cases_per_half" integer NOT NULL,
	"case_ms" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"owner_paper_id" integer,
	"partner_paper_id" integer,
	"first_half_position" integer DEFAULT 1 NOT NULL,
	"second_half_position" integer DEFAULT 1 NOT NULL,
	"meeting_link" text,
	CONSTRAINT "viva_rooms_length_valid" CHECK ("viva_rooms"."length" IN ('full', 'brief')),
	CONSTRAINT "viva_rooms_partner_not_owner" CHECK ("viva_rooms"."partner_id" <> "viva_rooms"."owner_id")
);
--> statement-breakpoint
ALTER TABLE "viva_room_marks" ADD CONSTRAINT "viva_room_marks_room_id_viva_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."viva_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viva_room_marks" ADD CONSTRAINT "viva_room_marks_examiner_id_students_id_fk" FOREIGN KEY ("examiner_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viva_room_marks" ADD CONSTRAINT "viva_room_marks_candidate_id_students_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viva_room_marks" ADD CONSTRAINT "viva_room_marks_sub_short_id_sub_shorts_id_fk" FOREIGN KEY ("sub_short_id") REFERENCES "public"."sub_shorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viva_rooms" ADD CONSTRAINT "viva_rooms_owner_id_students_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viva_rooms" ADD CONSTRAINT "viva_rooms_partner_id_students_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viva_rooms" ADD CONSTRAINT "viva_rooms_owner_paper_id_practice_papers_id_fk" FOREIGN KEY ("owner_paper_id") REFERENCES "public"."practice_papers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viva_rooms" ADD CONSTRAINT "viva_rooms_partner_paper_id_practice_papers_id_fk" FOREIGN KEY ("partner_paper_id") REFERENCES "public"."practice_papers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viva_room_marks_candidate_idx" ON "viva_room_marks" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "viva_rooms_owner_idx" ON "viva_rooms" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "viva_rooms_partner_idx" ON "viva_rooms" USING btree ("partner_id");