-- Issue #29: a session with an expert is reserved the way a live class is. Its seats counter on
-- the session row; a reservation names exactly one live class (`slug`) or one session
-- (`expert_session_slug`), with one active seat per member and session.
ALTER TABLE "live_class_reservations" ALTER COLUMN "slug" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_sessions" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_class_reservations" ADD COLUMN "expert_session_slug" text;--> statement-breakpoint
ALTER TABLE "live_class_reservations" ADD CONSTRAINT "live_class_reservations_expert_session_slug_expert_sessions_slug_fk" FOREIGN KEY ("expert_session_slug") REFERENCES "public"."expert_sessions"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_class_reservations_one_session_seat_idx" ON "live_class_reservations" USING btree ("user_id","expert_session_slug") WHERE status = 'reserved';--> statement-breakpoint
ALTER TABLE "expert_sessions" ADD CONSTRAINT "expert_sessions_seats_taken_check" CHECK ("expert_sessions"."seats_taken" >= 0);--> statement-breakpoint
ALTER TABLE "live_class_reservations" ADD CONSTRAINT "live_class_reservations_one_target_check" CHECK (num_nonnulls("live_class_reservations"."slug", "live_class_reservations"."expert_session_slug") = 1);