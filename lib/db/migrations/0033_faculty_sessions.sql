ALTER TABLE "operators" DROP CONSTRAINT "operators_role_valid";--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "lead_operator_id" integer;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_lead_operator_id_operators_id_fk" FOREIGN KEY ("lead_operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_sessions_lead_idx" ON "live_sessions" USING btree ("lead_operator_id");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_valid" CHECK ("operators"."role" IN ('owner', 'editor', 'support', 'cohort', 'faculty'));