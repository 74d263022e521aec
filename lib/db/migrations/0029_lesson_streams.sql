CREATE TABLE "lesson_key_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson_key_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"stream_id" text NOT NULL,
	"answered" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_packages" (
	"video_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"sealed_key" text,
	"storage_prefix" text,
	"fingerprint" text,
	"duration_seconds" double precision,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"captions" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ready_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_packages_state" CHECK ("lesson_packages"."state" in ('uploading', 'processing', 'ready', 'failed')),
	CONSTRAINT "lesson_packages_percent" CHECK ("lesson_packages"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "lesson_streams" (
	"stream_id" text PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "free_preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_key_requests" ADD CONSTRAINT "lesson_key_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_key_requests" ADD CONSTRAINT "lesson_key_requests_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_packages" ADD CONSTRAINT "lesson_packages_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_streams" ADD CONSTRAINT "lesson_streams_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_streams" ADD CONSTRAINT "lesson_streams_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_key_requests_student_idx" ON "lesson_key_requests" USING btree ("student_id","at");--> statement-breakpoint
CREATE INDEX "lesson_streams_student_idx" ON "lesson_streams" USING btree ("student_id","last_seen_at");--> statement-breakpoint
SELECT pgboss.create_queue('lesson-package', '{"policy":"standard"}');
