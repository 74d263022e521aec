CREATE TABLE "case_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sub_short_id" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"manifest" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_series" ADD CONSTRAINT "case_series_sub_short_id_sub_shorts_id_fk" FOREIGN KEY ("sub_short_id") REFERENCES "public"."sub_shorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_series_case_state_unique" ON "case_series" USING btree ("sub_short_id","published");