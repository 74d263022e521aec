-- Drafts: a session without published_at is the console's alone. Existing sessions (and rows made
-- without saying) are published, so the default is the moment the column or row is added.
ALTER TABLE "live_sessions" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();