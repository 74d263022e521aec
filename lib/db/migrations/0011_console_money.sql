-- Refunds (the provider's refund id and when) and the console's list of purchases, newest first.
ALTER TABLE "purchases" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refund_id" text;--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);