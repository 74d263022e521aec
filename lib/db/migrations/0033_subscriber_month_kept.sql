-- Writers wait (in the migration's transaction) until the new trigger is in place and the kept
-- counts are filled, so no month moves uncounted in between; taken before the counts' own lock.
LOCK TABLE "subscriber_months" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "subscriber_month_counts" ADD COLUMN "kept" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand below (docs/insight.md, "The roll-ups"). Each month's count of subscribers who
-- were subscribed at the previous month's end too ("kept"), so the dashboard's renewals and
-- lapses read a row per month: joined = subscribers − kept, lapsed = the previous month's
-- subscribers − kept. It moves with subscriber_months in the statement that changes it, as the
-- subscribers count does. A statement's rows are judged against the table as that statement
-- left it, so a pair of months is counted once however many of its rows the statement wrote.
-- Joins, not subqueries, against the transition tables: a bulk load stays one hash join.
CREATE OR REPLACE FUNCTION "insight_subscribers_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- The months' rows locked in month order first, as the insert below takes them, so two
    -- writers taking out months of different students never wait on each other in a circle.
    PERFORM 1 FROM "subscriber_month_counts"
    WHERE "month" IN (SELECT "month" FROM counted_from UNION SELECT ("month" + interval '1 month')::date FROM counted_from)
    ORDER BY "month" FOR UPDATE;
    UPDATE "subscriber_month_counts" AS c
    SET "subscribers" = c."subscribers" - d."subscribers", "kept" = c."kept" - d."kept"
    FROM (
      SELECT x."month", sum(x."own")::int AS "subscribers", sum(x."pair")::int AS "kept"
      FROM (
        -- A removed month, and the pair it made with the month before (still held or removed).
        SELECT r."month", 1 AS "own",
          CASE WHEN s."student_id" IS NOT NULL OR o."student_id" IS NOT NULL THEN 1 ELSE 0 END AS "pair"
        FROM counted_from AS r
        LEFT JOIN "subscriber_months" AS s
          ON s."student_id" = r."student_id" AND s."month" = (r."month" - interval '1 month')::date
        LEFT JOIN counted_from AS o
          ON o."student_id" = r."student_id" AND o."month" = (r."month" - interval '1 month')::date
        UNION ALL
        -- The pair it made with the month after, still held.
        SELECT s."month", 0, 1
        FROM counted_from AS r
        JOIN "subscriber_months" AS s
          ON s."student_id" = r."student_id" AND s."month" = (r."month" + interval '1 month')::date
      ) AS x
      GROUP BY x."month"
    ) AS d
    WHERE c."month" = d."month";
  ELSE
    INSERT INTO "subscriber_month_counts" AS c ("month", "subscribers", "kept")
    SELECT x."month", sum(x."own"), sum(x."pair")
    FROM (
      -- An added month, and the pair it makes with the month before (held before or added now).
      SELECT a."month", 1 AS "own", CASE WHEN s."student_id" IS NULL THEN 0 ELSE 1 END AS "pair"
      FROM counted_to AS a
      LEFT JOIN "subscriber_months" AS s
        ON s."student_id" = a."student_id" AND s."month" = (a."month" - interval '1 month')::date
      UNION ALL
      -- The pair it makes with the month after, held before this statement.
      SELECT s."month", 0, 1
      FROM counted_to AS a
      JOIN "subscriber_months" AS s
        ON s."student_id" = a."student_id" AND s."month" = (a."month" + interval '1 month')::date
      WHERE NOT EXISTS (
        SELECT 1 FROM counted_to AS n WHERE n."student_id" = s."student_id" AND n."month" = s."month")
    ) AS x
    GROUP BY x."month"
    -- In month order, so two writers meet the months' rows in one order and never deadlock.
    ORDER BY x."month"
    ON CONFLICT ("month") DO UPDATE SET "subscribers" = c."subscribers" + excluded."subscribers",
      "kept" = c."kept" + excluded."kept";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- As 0023's, but the months no longer held are removed in one statement and the new ones added
-- in the next: each statement's trigger then judges its rows against the table as that
-- statement left it (one statement doing both would show each trigger the other's rows).
CREATE OR REPLACE FUNCTION "insight_students_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wanted_students integer[];
  wanted_months date[];
BEGIN
  PERFORM 1 FROM "signup_conversions" WHERE "student_id" = ANY (ids) ORDER BY "student_id" FOR UPDATE;
  SELECT coalesce(array_agg(w."student_id"), '{}'), coalesce(array_agg(w."month"), '{}')
  INTO wanted_students, wanted_months
  FROM (
    SELECT DISTINCT p."student_id", m."month"::date AS "month"
    FROM "purchases" AS p
    CROSS JOIN LATERAL generate_series(insight_month(p."start_on"), insight_month(p."expires_on"),
      interval '1 month') AS m("month")
    WHERE p."student_id" = ANY (ids) AND p."transaction_type" <> 'Grant' AND p."expires_on" IS NOT NULL
      AND insight_month_end(m."month"::date) > p."start_on"
      AND insight_month_end(m."month"::date) <= p."expires_on"
  ) AS w;
  DELETE FROM "subscriber_months" AS s
  WHERE s."student_id" = ANY (ids)
    AND NOT EXISTS (
      SELECT 1 FROM unnest(wanted_students, wanted_months) AS w("student_id", "month")
      WHERE w."student_id" = s."student_id" AND w."month" = s."month");
  INSERT INTO "subscriber_months" ("student_id", "month")
  SELECT w."student_id", w."month" FROM unnest(wanted_students, wanted_months) AS w("student_id", "month")
  ON CONFLICT DO NOTHING;
  -- A join grouped by student reads each student's purchases by purchases_student_idx; a
  -- min() subquery is planned backwards along purchases_created_idx, a scan per student.
  UPDATE "signup_conversions" AS c SET "converted_at" = b."first"
  FROM (
    SELECT s."student_id", min(p."created_at") FILTER (
      WHERE p."transaction_type" <> 'Grant' AND p."created_at" <= s."signed_up_at" + interval '720 hours'
    ) AS "first"
    FROM "signup_conversions" AS s LEFT JOIN "purchases" AS p ON p."student_id" = s."student_id"
    WHERE s."student_id" = ANY (ids)
    GROUP BY s."student_id"
  ) AS b
  WHERE c."student_id" = b."student_id" AND c."converted_at" IS DISTINCT FROM b."first";
END $$;--> statement-breakpoint
-- What came before: every month's kept count from the months already held (the lock above keeps
-- writers out until the new trigger counts them).
UPDATE "subscriber_month_counts" AS c SET "kept" = (
  SELECT count(*)::int FROM "subscriber_months" AS a
  JOIN "subscriber_months" AS b
    ON b."student_id" = a."student_id" AND b."month" = (a."month" - interval '1 month')::date
  WHERE a."month" = c."month");
