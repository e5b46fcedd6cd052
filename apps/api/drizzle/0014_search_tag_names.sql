-- Issue #31: a search tag's name as people read it («Hipertensión»; `tag` stays the search key,
-- without accents). A database seeded before this migration gets its tags' keys as names (the
-- seed fills the real ones in a new database).
ALTER TABLE "search_tags" ADD COLUMN "name" text;--> statement-breakpoint
UPDATE "search_tags" SET "name" = "tag" WHERE "name" IS NULL;--> statement-breakpoint
ALTER TABLE "search_tags" ALTER COLUMN "name" SET NOT NULL;
