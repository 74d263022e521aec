-- The console's contact inbox: who handled a message and when, and the reply mailed to its sender.
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_operators_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The inbox opens on the open messages, newest first: that page and its count walk this index.
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "contact_messages"."handled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_reply_dated" CHECK (("contact_messages"."reply" IS NULL) = ("contact_messages"."replied_at" IS NULL));