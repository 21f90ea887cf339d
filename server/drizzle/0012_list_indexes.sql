DROP INDEX "teacher_sections_teacher_idx";--> statement-breakpoint
CREATE INDEX "teacher_sections_period_idx" ON "teacher_sections" USING btree ("academic_period_id");--> statement-breakpoint
CREATE INDEX "gallery_created_idx" ON "gallery" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gallery_show_created_idx" ON "gallery" USING btree ("show","created_at","id");--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_show_created_idx" ON "news" USING btree ("show","created_at","id");--> statement-breakpoint
CREATE INDEX "teacher_sections_teacher_idx" ON "teacher_sections" USING btree ("teacher_id","academic_period_id");