-- Live sessions are attended: where booked students join, the calendar entries' SEQUENCE, cancellation.
ALTER TABLE "live_sessions" ADD COLUMN "meeting_link" text;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;