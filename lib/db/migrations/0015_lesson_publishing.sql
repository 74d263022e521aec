-- Lesson publishing: rows made without saying are published (the console makes drafts), an index for the published list, and the related lessons an editor chose.
CREATE TABLE "video_related_lessons" (
	"video_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "video_related_lessons_video_id_related_id_pk" PRIMARY KEY("video_id","related_id"),
	CONSTRAINT "video_related_lessons_not_itself" CHECK ("video_related_lessons"."video_id" <> "video_related_lessons"."related_id")
);
--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "published_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "video_related_lessons" ADD CONSTRAINT "video_related_lessons_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_related_lessons" ADD CONSTRAINT "video_related_lessons_related_id_videos_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_related_lessons_related_idx" ON "video_related_lessons" USING btree ("related_id");--> statement-breakpoint
CREATE INDEX "videos_published_listing_idx" ON "videos" USING btree ("position","id") WHERE "videos"."published_at" IS NOT NULL;