ALTER TABLE "recorded_class_progress" ADD COLUMN "position_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recorded_class_progress" ADD COLUMN "recent_saves" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "recorded_class_progress_user_idx" ON "recorded_class_progress" USING btree ("user_id","updated_at");