CREATE TABLE "campaigns" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"slug" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL,
	"body" jsonb NOT NULL,
	"publication_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"collection" text NOT NULL,
	"key" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_collection_key_pk" PRIMARY KEY("collection","key")
);
--> statement-breakpoint
CREATE TABLE "form_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_classes" (
	"slug" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"category_id" integer NOT NULL,
	"pillar_id" integer NOT NULL,
	"topic_ids" integer[] DEFAULT '{}' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "publications_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "recorded_classes" (
	"slug" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "search_tags_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
CREATE TABLE "symptoms" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"initial" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"most_searched" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "symptoms_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ubigeo" (
	"id" text PRIMARY KEY NOT NULL,
	"parent" text NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_attachments" ADD CONSTRAINT "form_attachments_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contents_category_idx" ON "contents" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "contents_type_idx" ON "contents" USING btree ("publication_type","position");--> statement-breakpoint
CREATE INDEX "contents_position_idx" ON "contents" USING btree ("position");--> statement-breakpoint
CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form","created_at");--> statement-breakpoint
CREATE INDEX "live_classes_category_idx" ON "live_classes" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "live_classes_position_idx" ON "live_classes" USING btree ("position");--> statement-breakpoint
CREATE INDEX "publications_published_idx" ON "publications" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "recorded_classes_category_idx" ON "recorded_classes" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "recorded_classes_position_idx" ON "recorded_classes" USING btree ("position");--> statement-breakpoint
CREATE INDEX "symptoms_initial_idx" ON "symptoms" USING btree ("initial");--> statement-breakpoint
CREATE INDEX "ubigeo_parent_idx" ON "ubigeo" USING btree ("parent");