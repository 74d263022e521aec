-- Marks and case edits wait (in the migration's transaction) until the triggers below are in
-- place and the backfill has read every mark, so none is counted twice or not at all.
LOCK TABLE "practice_paper_cases", "practice_papers", "sub_shorts" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "student_practice_scores" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"marked" integer DEFAULT 0 NOT NULL,
	"score" numeric(14, 1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_system_scores" (
	"student_id" integer NOT NULL,
	"system" text NOT NULL,
	"marked" integer DEFAULT 0 NOT NULL,
	"score" numeric(14, 1) DEFAULT '0' NOT NULL,
	CONSTRAINT "student_system_scores_student_id_system_pk" PRIMARY KEY("student_id","system")
);
--> statement-breakpoint
ALTER TABLE "student_practice_scores" ADD CONSTRAINT "student_practice_scores_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_system_scores" ADD CONSTRAINT "student_system_scores_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_papers_started_idx" ON "practice_papers" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "session_bookings_starts_idx" ON "session_bookings" USING btree ("starts_at");--> statement-breakpoint
-- Written by hand below (docs/insight.md, "Cohorts"). Each student's marked practice cases, and
-- the same per organ system, move with the marks in the marking transaction, so a cohort's
-- report reads a row per member (and per system) instead of every paper case they were marked
-- on. A case's score as the report counts it: correct 1.0, partly 0.5, else 0.0.
--
-- A mark reads its case's system FOR SHARE, and a change of the system (an UPDATE) or the
-- case's deletion locks the case's row: a mark counted under the old system is committed before
-- the change moves the case's marks, and one made after waits and reads the new system. A row
-- lock, not an advisory one, so a bulk load marking thousands of cases in one transaction does
-- not fill the server's lock table.
CREATE FUNCTION "insight_practice_score_move"(paper integer, item integer, mark text, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  student integer;
  organ text;
  worth numeric := CASE mark WHEN 'correct' THEN 1.0 WHEN 'partly' THEN 0.5 ELSE 0.0 END;
BEGIN
  IF mark IS NULL THEN
    RETURN;
  END IF;
  SELECT "student_id" INTO student FROM "practice_papers" WHERE "id" = paper;
  -- A paper being deleted: its own trigger took its marks out before the cascade.
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT "system" INTO organ FROM "sub_shorts" WHERE "id" = item FOR SHARE;
  -- A case being deleted: likewise.
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF sign > 0 THEN
    INSERT INTO "student_practice_scores" AS s ("student_id", "marked", "score")
    VALUES (student, 1, worth)
    ON CONFLICT ("student_id") DO UPDATE SET "marked" = s."marked" + 1, "score" = s."score" + excluded."score";
    IF organ IS NOT NULL THEN
      INSERT INTO "student_system_scores" AS s ("student_id", "system", "marked", "score")
      VALUES (student, organ, 1, worth)
      ON CONFLICT ("student_id", "system") DO UPDATE SET "marked" = s."marked" + 1, "score" = s."score" + excluded."score";
    END IF;
  ELSE
    -- Taking out only ever updates: a cascade from a deleted student never re-creates a row.
    UPDATE "student_practice_scores" SET "marked" = "marked" - 1, "score" = "score" - worth
    WHERE "student_id" = student;
    IF organ IS NOT NULL THEN
      UPDATE "student_system_scores" SET "marked" = "marked" - 1, "score" = "score" - worth
      WHERE "student_id" = student AND "system" = organ;
    END IF;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "insight_practice_score_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM insight_practice_score_move(OLD."paper_id", OLD."sub_short_id", OLD."mark", -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM insight_practice_score_move(NEW."paper_id", NEW."sub_short_id", NEW."mark", 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "insight_practice_score_added" AFTER INSERT ON "practice_paper_cases"
  FOR EACH ROW WHEN (NEW."mark" IS NOT NULL) EXECUTE FUNCTION "insight_practice_score_counted"();--> statement-breakpoint
CREATE TRIGGER "insight_practice_score_changed" AFTER UPDATE OF "mark", "paper_id", "sub_short_id" ON "practice_paper_cases"
  FOR EACH ROW WHEN ((OLD."mark", OLD."paper_id", OLD."sub_short_id") IS DISTINCT FROM (NEW."mark", NEW."paper_id", NEW."sub_short_id"))
  EXECUTE FUNCTION "insight_practice_score_counted"();--> statement-breakpoint
CREATE TRIGGER "insight_practice_score_removed" AFTER DELETE ON "practice_paper_cases"
  FOR EACH ROW WHEN (OLD."mark" IS NOT NULL) EXECUTE FUNCTION "insight_practice_score_counted"();--> statement-breakpoint
-- Takes out the marks of a paper's or a case's cases, per student and system, before the cascade
-- deletes them (whose own triggers then find no paper or no case and leave the sums alone). The
-- rows are locked first, so a mark being made on one of them is committed and counted here.
CREATE FUNCTION "insight_practice_scores_remove"(paper integer, item integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "practice_paper_cases" AS pc
  WHERE (paper IS NULL OR pc."paper_id" = paper) AND (item IS NULL OR pc."sub_short_id" = item)
  FOR UPDATE;
  WITH gone AS (
    SELECT p."student_id", c."system", count(*)::int AS "marked",
      sum(CASE pc."mark" WHEN 'correct' THEN 1.0 WHEN 'partly' THEN 0.5 ELSE 0.0 END) AS "score"
    FROM "practice_paper_cases" AS pc
    JOIN "practice_papers" AS p ON p."id" = pc."paper_id"
    JOIN "sub_shorts" AS c ON c."id" = pc."sub_short_id"
    -- Not a student being deleted (whose papers go by cascade): their sums go with them, and
    -- touching their row twice in one statement would check it against the deleted student.
    JOIN "students" AS s ON s."id" = p."student_id"
    WHERE pc."mark" IS NOT NULL
      AND (paper IS NULL OR pc."paper_id" = paper) AND (item IS NULL OR pc."sub_short_id" = item)
    GROUP BY p."student_id", c."system"
  ),
  totals AS (
    UPDATE "student_practice_scores" AS s SET "marked" = s."marked" - g."marked", "score" = s."score" - g."score"
    FROM (SELECT "student_id", sum("marked") AS "marked", sum("score") AS "score" FROM gone GROUP BY "student_id") AS g
    WHERE s."student_id" = g."student_id"
  )
  UPDATE "student_system_scores" AS s SET "marked" = s."marked" - g."marked", "score" = s."score" - g."score"
  FROM gone AS g
  WHERE s."student_id" = g."student_id" AND s."system" = g."system";
END $$;--> statement-breakpoint
CREATE FUNCTION "insight_practice_paper_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_practice_scores_remove(OLD."id", NULL);
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "insight_practice_paper_removed" BEFORE DELETE ON "practice_papers"
  FOR EACH ROW EXECUTE FUNCTION "insight_practice_paper_removed"();--> statement-breakpoint
CREATE FUNCTION "insight_practice_case_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_practice_scores_remove(NULL, OLD."id");
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "insight_practice_case_removed" BEFORE DELETE ON "sub_shorts"
  FOR EACH ROW EXECUTE FUNCTION "insight_practice_case_removed"();--> statement-breakpoint
-- A case given another system (or none) moves its marks from the old system's sums to the new.
CREATE FUNCTION "insight_practice_case_system_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT p."student_id", count(*)::int AS "marked",
      sum(CASE pc."mark" WHEN 'correct' THEN 1.0 WHEN 'partly' THEN 0.5 ELSE 0.0 END) AS "score"
    FROM "practice_paper_cases" AS pc JOIN "practice_papers" AS p ON p."id" = pc."paper_id"
    WHERE pc."sub_short_id" = NEW."id" AND pc."mark" IS NOT NULL
    GROUP BY p."student_id"
  ),
  taken AS (
    UPDATE "student_system_scores" AS s SET "marked" = s."marked" - m."marked", "score" = s."score" - m."score"
    FROM moved AS m
    WHERE OLD."system" IS NOT NULL AND s."student_id" = m."student_id" AND s."system" = OLD."system"
  )
  INSERT INTO "student_system_scores" AS s ("student_id", "system", "marked", "score")
  SELECT m."student_id", NEW."system", m."marked", m."score" FROM moved AS m
  WHERE NEW."system" IS NOT NULL
  ORDER BY m."student_id"
  ON CONFLICT ("student_id", "system") DO UPDATE SET "marked" = s."marked" + excluded."marked",
    "score" = s."score" + excluded."score";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "insight_practice_case_system_moved" AFTER UPDATE OF "system" ON "sub_shorts"
  FOR EACH ROW WHEN (OLD."system" IS DISTINCT FROM NEW."system")
  EXECUTE FUNCTION "insight_practice_case_system_moved"();--> statement-breakpoint
-- What came before: every mark there is, per student and per student and system.
INSERT INTO "student_practice_scores" ("student_id", "marked", "score")
SELECT p."student_id", count(*), sum(CASE pc."mark" WHEN 'correct' THEN 1.0 WHEN 'partly' THEN 0.5 ELSE 0.0 END)
FROM "practice_paper_cases" AS pc JOIN "practice_papers" AS p ON p."id" = pc."paper_id"
WHERE pc."mark" IS NOT NULL
GROUP BY p."student_id";--> statement-breakpoint
INSERT INTO "student_system_scores" ("student_id", "system", "marked", "score")
SELECT p."student_id", c."system", count(*), sum(CASE pc."mark" WHEN 'correct' THEN 1.0 WHEN 'partly' THEN 0.5 ELSE 0.0 END)
FROM "practice_paper_cases" AS pc JOIN "practice_papers" AS p ON p."id" = pc."paper_id"
JOIN "sub_shorts" AS c ON c."id" = pc."sub_short_id"
WHERE pc."mark" IS NOT NULL AND c."system" IS NOT NULL
GROUP BY p."student_id", c."system";