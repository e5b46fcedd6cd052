-- Issue #29: a telemedicine call request keeps the number to call back and the member's consent to
-- the use of their health data (Ley 29733: the consent text's version and time); its
-- Idempotency-Key is kept with the reservations' keys (each key names one reservation or one call).
ALTER TABLE "reservation_idempotency_keys" ALTER COLUMN "reservation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_idempotency_keys" ADD COLUMN "telemedicine_call_id" uuid;--> statement-breakpoint
ALTER TABLE "telemedicine_calls" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "telemedicine_calls" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "telemedicine_calls" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_idempotency_keys" ADD CONSTRAINT "reservation_idempotency_keys_telemedicine_call_id_telemedicine_calls_id_fk" FOREIGN KEY ("telemedicine_call_id") REFERENCES "public"."telemedicine_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_idempotency_keys" ADD CONSTRAINT "reservation_idempotency_keys_one_target_check" CHECK (num_nonnulls("reservation_idempotency_keys"."reservation_id", "reservation_idempotency_keys"."telemedicine_call_id") = 1);