-- The console's content: the home page's chosen testimonials, policy page drafts, and the plans on sale in order.
ALTER TABLE "feedback" ADD COLUMN "home_position" integer;--> statement-breakpoint
ALTER TABLE "policy_pages" ADD COLUMN "draft_title" text;--> statement-breakpoint
ALTER TABLE "policy_pages" ADD COLUMN "draft_html" text;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_home_position_unique" ON "feedback" USING btree ("home_position") WHERE "feedback"."home_position" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "plans_on_sale_position_idx" ON "plans" USING btree ("position","id") WHERE "plans"."active";--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_home_position_valid" CHECK ("feedback"."home_position" IS NULL OR ("feedback"."approved" AND "feedback"."type" = 'WEBSITE' AND "feedback"."home_position" BETWEEN 1 AND 12));--> statement-breakpoint
ALTER TABLE "policy_pages" ADD CONSTRAINT "policy_pages_draft_whole" CHECK (("policy_pages"."draft_title" IS NULL) = ("policy_pages"."draft_html" IS NULL));