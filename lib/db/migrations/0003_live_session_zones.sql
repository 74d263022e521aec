-- Live sessions keep their time zone and the instants their slot stands for; bookings copy the
-- instants so that no student can hold two overlapping bookings (session_bookings_no_overlap).
-- Written by hand from drizzle-kit's output to run on a database that already has sessions and
-- bookings, and to change nothing when its objects already exist.
ALTER TABLE "live_sessions" ADD COLUMN IF NOT EXISTS "time_zone" text DEFAULT 'Europe/London' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN IF NOT EXISTS "starts_at" timestamp with time zone GENERATED ALWAYS AS (timezone("time_zone", "date" + "from_time")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN IF NOT EXISTS "ends_at" timestamp with time zone GENERATED ALWAYS AS (timezone("time_zone", "date" + "to_time")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "session_bookings" ADD COLUMN IF NOT EXISTS "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_bookings" ADD COLUMN IF NOT EXISTS "ends_at" timestamp with time zone;--> statement-breakpoint
UPDATE "session_bookings" AS b SET "starts_at" = s."starts_at", "ends_at" = s."ends_at" FROM "live_sessions" AS s WHERE s."id" = b."session_id" AND (b."starts_at" IS NULL OR b."ends_at" IS NULL);--> statement-breakpoint
ALTER TABLE "session_bookings" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "session_bookings" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "session_bookings" ADD COLUMN IF NOT EXISTS "credit_purchase_id" integer;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'session_bookings_credit_purchase_id_purchases_id_fk') THEN
    ALTER TABLE "session_bookings" ADD CONSTRAINT "session_bookings_credit_purchase_id_purchases_id_fk" FOREIGN KEY ("credit_purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "live_sessions_ends_idx" ON "live_sessions" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "session_bookings_credit_purchase_unique" ON "session_bookings" USING btree ("credit_purchase_id");--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'session_bookings_window_order') THEN
    ALTER TABLE "session_bookings" ADD CONSTRAINT "session_bookings_window_order" CHECK ("session_bookings"."ends_at" > "session_bookings"."starts_at");
  END IF;
END $$;--> statement-breakpoint
-- One student, no two bookings whose [starts_at, ends_at) windows overlap (touching ones do not).
-- The student is compared as a one-point int4range so core GiST operators suffice: no
-- btree_gist extension, which PGlite does not load by default and hosted servers may not allow.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'session_bookings_no_overlap') THEN
    ALTER TABLE "session_bookings" ADD CONSTRAINT "session_bookings_no_overlap" EXCLUDE USING gist (int4range("student_id", "student_id", '[]') WITH =, tstzrange("starts_at", "ends_at") WITH &&);
  END IF;
END $$;
