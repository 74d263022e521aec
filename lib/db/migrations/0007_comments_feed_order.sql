-- The console's feed of every comment, newest first.
CREATE INDEX "comments_order_idx" ON "comments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);