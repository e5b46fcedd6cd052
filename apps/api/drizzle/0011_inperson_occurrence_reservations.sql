-- Issue #29: an in-person class is reserved one occurrence at a time (a date and time of its
-- weekly schedule, in Lima), the way a live class is. The occurrences of the next weeks are
-- filled by the seed and, at the service's start and every day, by its scheduler
-- (`content/inperson-occurrences.ts`); a reservation names exactly one live class, session or
-- occurrence, with one active seat per member and occurrence.
CREATE TABLE "inperson_occurrences" (
	"slug" text PRIMARY KEY NOT NULL,
	"class_slug" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inperson_occurrences_seats_taken_check" CHECK ("inperson_occurrences"."seats_taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "live_class_reservations" DROP CONSTRAINT "live_class_reservations_one_target_check";--> statement-breakpoint
ALTER TABLE "live_class_reservations" ADD COLUMN "inperson_occurrence_slug" text;--> statement-breakpoint
ALTER TABLE "inperson_occurrences" ADD CONSTRAINT "inperson_occurrences_class_slug_inperson_classes_slug_fk" FOREIGN KEY ("class_slug") REFERENCES "public"."inperson_classes"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inperson_occurrences_class_start_idx" ON "inperson_occurrences" USING btree ("class_slug","starts_at");--> statement-breakpoint
ALTER TABLE "live_class_reservations" ADD CONSTRAINT "live_class_reservations_inperson_occurrence_slug_inperson_occurrences_slug_fk" FOREIGN KEY ("inperson_occurrence_slug") REFERENCES "public"."inperson_occurrences"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_class_reservations_one_occurrence_seat_idx" ON "live_class_reservations" USING btree ("user_id","inperson_occurrence_slug") WHERE status = 'reserved';--> statement-breakpoint
ALTER TABLE "live_class_reservations" ADD CONSTRAINT "live_class_reservations_one_target_check" CHECK (num_nonnulls("live_class_reservations"."slug", "live_class_reservations"."expert_session_slug", "live_class_reservations"."inperson_occurrence_slug") = 1);