-- People in the console: a student account can be disabled, students are listed newest first, and access an operator grants is recorded as a purchase of its own kind.
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_transaction_type_valid";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "students_created_idx" ON "students" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_transaction_type_valid" CHECK ("purchases"."transaction_type" IN ('PayPal', 'Razorpay', 'Demo', 'Grant'));