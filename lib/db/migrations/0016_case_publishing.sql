-- Case publishing and facts: drafts (published_at null; existing rows published by default), each
-- case's facts, and a partial (category, position, id) index on the published cases alone, which
-- serves the public lists, counts, places and neighbours as index(-only) scans whatever the drafts.
ALTER TABLE "shorts" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD COLUMN "system" text;--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD COLUMN "modality" text;--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD COLUMN "age_band" text;--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD COLUMN "normal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD COLUMN "patient_age" text;--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD COLUMN "patient_sex" text;--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD COLUMN "referral_source" text;--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD COLUMN "clinical_details" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD COLUMN "key_findings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "sub_shorts_published_order_idx" ON "sub_shorts" USING btree ("short_id","position","id") WHERE "sub_shorts"."published_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD CONSTRAINT "sub_shorts_system_valid" CHECK ("sub_shorts"."system" IN ('chest', 'musculoskeletal', 'abdominal', 'neuro', 'head-and-neck', 'genitourinary', 'breast', 'cardiovascular'));--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD CONSTRAINT "sub_shorts_modality_valid" CHECK ("sub_shorts"."modality" IN ('XR', 'CT', 'MR', 'US', 'NM', 'fluoroscopy', 'mammography'));--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD CONSTRAINT "sub_shorts_age_band_valid" CHECK ("sub_shorts"."age_band" IN ('adult', 'paediatric'));--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD CONSTRAINT "sub_shorts_patient_sex_valid" CHECK ("sub_shorts"."patient_sex" IN ('female', 'male'));--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD CONSTRAINT "sub_shorts_referral_source_valid" CHECK ("sub_shorts"."referral_source" IN ('emergency', 'gp', 'outpatient', 'inpatient', 'screening'));--> statement-breakpoint
ALTER TABLE "sub_shorts" ADD CONSTRAINT "sub_shorts_key_findings_list" CHECK (jsonb_typeof("sub_shorts"."key_findings") = 'array' AND jsonb_array_length("sub_shorts"."key_findings") <= 10);