-- Issue #28: live-class reservations (one active seat per member and class, the seats counter on
-- the class row), their idempotency keys, the scheduler's jobs, and the outbox's attachments and
-- once-only key.
CREATE TABLE "live_class_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "live_class_reservations_status_check" CHECK ("live_class_reservations"."status" in ('reserved', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "reservation_idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"unique_key" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scheduled_jobs_unique_key_unique" UNIQUE("unique_key"),
	CONSTRAINT "scheduled_jobs_status_check" CHECK ("scheduled_jobs"."status" in ('pending', 'running', 'done', 'cancelled', 'skipped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "live_class_reservations" ADD CONSTRAINT "live_class_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_reservations" ADD CONSTRAINT "live_class_reservations_slug_live_classes_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."live_classes"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_idempotency_keys" ADD CONSTRAINT "reservation_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_idempotency_keys" ADD CONSTRAINT "reservation_idempotency_keys_reservation_id_live_class_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."live_class_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_class_reservations_one_seat_idx" ON "live_class_reservations" USING btree ("user_id","slug") WHERE status = 'reserved';--> statement-breakpoint
CREATE INDEX "live_class_reservations_user_idx" ON "live_class_reservations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("status","run_at");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_dedupe_key_unique" UNIQUE("dedupe_key");--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_seats_taken_check" CHECK ("live_classes"."seats_taken" >= 0);