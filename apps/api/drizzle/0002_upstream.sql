CREATE TABLE "expert_sessions" (
	"slug" text PRIMARY KEY NOT NULL,
	"specialty_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inperson_classes" (
	"slug" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recorded_class_progress" (
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"progress" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recorded_class_progress_user_id_slug_pk" PRIMARY KEY("user_id","slug")
);
--> statement-breakpoint
CREATE TABLE "telemedicine_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"specialty" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recorded_class_progress" ADD CONSTRAINT "recorded_class_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorded_class_progress" ADD CONSTRAINT "recorded_class_progress_slug_recorded_classes_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."recorded_classes"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemedicine_calls" ADD CONSTRAINT "telemedicine_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_sessions_specialty_idx" ON "expert_sessions" USING btree ("specialty_id","starts_at");--> statement-breakpoint
CREATE INDEX "inperson_classes_category_idx" ON "inperson_classes" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "inperson_classes_position_idx" ON "inperson_classes" USING btree ("position");