-- The console's sign-in lock: failures counted per address (hashed, any address) instead of on the operator's row,
-- and the browsers each operator has signed in from, which pass that lock (docs/console.md).
CREATE TABLE "operator_known_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_known_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_known_devices_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_sign_in_throttles" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operator_known_devices" ADD CONSTRAINT "operator_known_devices_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_known_devices_operator_idx" ON "operator_known_devices" USING btree ("operator_id");--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "locked_until";