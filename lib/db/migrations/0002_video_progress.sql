CREATE TABLE "player_preferences" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"playback_rate" double precision DEFAULT 1 NOT NULL,
	"captions" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_preferences_playback_rate_valid" CHECK ("player_preferences"."playback_rate" IN (0.75, 1, 1.25, 1.5, 1.75, 2))
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"student_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"position_seconds" double precision DEFAULT 0 NOT NULL,
	"duration_seconds" double precision,
	"watched_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_student_id_video_id_pk" PRIMARY KEY("student_id","video_id"),
	CONSTRAINT "video_progress_position_non_negative" CHECK ("video_progress"."position_seconds" >= 0),
	CONSTRAINT "video_progress_duration_positive" CHECK ("video_progress"."duration_seconds" IS NULL OR "video_progress"."duration_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "captions" text;--> statement-breakpoint
ALTER TABLE "player_preferences" ADD CONSTRAINT "player_preferences_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_progress_video_idx" ON "video_progress" USING btree ("video_id");