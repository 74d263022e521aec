CREATE TABLE "session_room_cases" (
	"room_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sub_short_id" integer NOT NULL,
	"shown_at" timestamp with time zone NOT NULL,
	"case_ms" integer NOT NULL,
	CONSTRAINT "session_room_cases_room_id_position_pk" PRIMARY KEY("room_id","position")
);
--> statement-breakpoint
CREATE TABLE "session_room_marks" (
	"room_id" integer NOT NULL,
	"position" integer NOT NULL,
	"student_id" integer NOT NULL,
	"operator_id" integer,
	"sub_short_id" integer NOT NULL,
	"mark" text NOT NULL,
	"oral_scores" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_room_marks_room_id_position_student_id_pk" PRIMARY KEY("room_id","position","student_id"),
	CONSTRAINT "session_room_marks_mark_valid" CHECK ("session_room_marks"."mark" IN ('correct', 'partly', 'missed', 'overcalled'))
);
--> statement-breakpoint
ALTER TABLE "session_room_cases" ADD CONSTRAINT "session_room_cases_room_id_session_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."session_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_room_cases" ADD CONSTRAINT "session_room_cases_sub_short_id_sub_shorts_id_fk" FOREIGN KEY ("sub_short_id") REFERENCES "public"."sub_shorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_room_marks" ADD CONSTRAINT "session_room_marks_room_id_session_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."session_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_room_marks" ADD CONSTRAINT "session_room_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_room_marks" ADD CONSTRAINT "session_room_marks_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_room_marks" ADD CONSTRAINT "session_room_marks_sub_short_id_sub_shorts_id_fk" FOREIGN KEY ("sub_short_id") REFERENCES "public"."sub_shorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_room_marks_student_idx" ON "session_room_marks" USING btree ("student_id");--> statement-breakpoint

-- Written by hand: a consultant's mark in a session's room counts in coverage as a viva room
-- examiner's does (docs/live-sessions.md, "Cases in the room"; migration 0036's roll-ups).
CREATE OR REPLACE FUNCTION practice_mark_areas_rebuild(targets integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM practice_mark_areas WHERE student_id = ANY(targets);
  INSERT INTO practice_mark_areas (student_id, system, modality, correct, partly, missed,
    overcalled, last_mark, last_marked_at, last_started_at, last_position)
  SELECT m.student_id, c.system, c.modality,
    count(*) FILTER (WHERE m.mark = 'correct')::int,
    count(*) FILTER (WHERE m.mark = 'partly')::int,
    count(*) FILTER (WHERE m.mark = 'missed')::int,
    count(*) FILTER (WHERE m.mark = 'overcalled')::int,
    (array_agg(m.mark ORDER BY m.marked_at DESC NULLS LAST, m.started_at DESC, m.position DESC))[1],
    (array_agg(m.marked_at ORDER BY m.marked_at DESC NULLS LAST, m.started_at DESC, m.position DESC))[1],
    (array_agg(m.started_at ORDER BY m.marked_at DESC NULLS LAST, m.started_at DESC, m.position DESC))[1],
    (array_agg(m.position ORDER BY m.marked_at DESC NULLS LAST, m.started_at DESC, m.position DESC))[1]
  FROM (
    SELECT p.student_id, pc.mark, pc.sub_short_id, pc.marked_at, p.started_at, pc.position
    FROM practice_paper_cases pc JOIN practice_papers p ON p.id = pc.paper_id
    WHERE p.student_id = ANY(targets) AND pc.mark IS NOT NULL
    UNION ALL
    SELECT v.candidate_id, v.mark, v.sub_short_id, v.marked_at, v.marked_at, v.position
    FROM viva_room_marks v WHERE v.candidate_id = ANY(targets)
    UNION ALL
    SELECT r.student_id, r.mark, r.sub_short_id, r.marked_at, r.marked_at, r.position
    FROM session_room_marks r WHERE r.student_id = ANY(targets)
  ) m
  JOIN sub_shorts c ON c.id = m.sub_short_id
  JOIN students s ON s.id = m.student_id
  WHERE c.system IS NOT NULL
  GROUP BY m.student_id, c.system, c.modality;
END $$;
--> statement-breakpoint
CREATE FUNCTION session_room_marks_areas() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rebuild integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM practice_mark_areas_add(array_agg(n.student_id), array_agg(n.mark),
      array_agg(n.sub_short_id), array_agg(n.marked_at), array_agg(n.marked_at),
      array_agg(n.position))
    FROM new_rows n HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.student_id) INTO rebuild FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT who.student_id) INTO rebuild
    FROM old_rows o JOIN new_rows n
      ON (n.room_id, n.position, n.student_id) = (o.room_id, o.position, o.student_id)
    CROSS JOIN LATERAL (VALUES (o.student_id), (n.student_id)) AS who(student_id)
    WHERE (o.mark, o.marked_at, o.sub_short_id) IS DISTINCT FROM (n.mark, n.marked_at, n.sub_short_id);
  END IF;
  IF rebuild IS NOT NULL THEN PERFORM practice_mark_areas_rebuild(rebuild); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "session_room_marks_areas_added" AFTER INSERT ON "session_room_marks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_room_marks_areas();
--> statement-breakpoint
CREATE TRIGGER "session_room_marks_areas_changed" AFTER UPDATE ON "session_room_marks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_room_marks_areas();
--> statement-breakpoint
CREATE TRIGGER "session_room_marks_areas_removed" AFTER DELETE ON "session_room_marks"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION session_room_marks_areas();
