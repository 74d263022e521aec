-- A booking keeps the student's own time zone, so its reminders can show the session on their clock too.
ALTER TABLE "session_bookings" ADD COLUMN "student_time_zone" text;