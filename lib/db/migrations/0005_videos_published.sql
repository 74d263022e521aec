-- The count of published lessons behind the library's pages, read from this index alone.
CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published_at");