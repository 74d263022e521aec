-- Operators invited from the console: pending until they enrol in the browser with the link's token.
-- Operators that exist (made from the command line) are enrolled, so the default is now().
ALTER TABLE "operators" ADD COLUMN "enrolled_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "enrolment_token_hash" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "enrolment_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "operators_enrolment_token_unique" ON "operators" USING btree ("enrolment_token_hash");