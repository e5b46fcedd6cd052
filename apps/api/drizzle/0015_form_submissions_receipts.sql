-- Issue #32: a submission's reference (`CITA-000042`, computed from the form and the id), the
-- `Idempotency-Key` of its post and a hash of what was sent (one row per form and key), the
-- health-data consent version and time, and a comment's moderation status. Comments stored
-- before this migration wait for moderation like new ones.
ALTER TABLE "form_submissions" ADD COLUMN "reference" text GENERATED ALWAYS AS ((CASE form WHEN 'comments' THEN 'COM' WHEN 'qualification' THEN 'CAL' WHEN 'request-appointment' THEN 'CITA' WHEN 'nutrition' THEN 'NUT' WHEN 'maternity' THEN 'MAT' WHEN 'always-healthy' THEN 'PRE' WHEN 'strong-as-iron' THEN 'FCH' ELSE 'FRM' END) || '-' || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "status" text;--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_reference_idx" ON "form_submissions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_idempotency_idx" ON "form_submissions" USING btree ("form","idempotency_key");--> statement-breakpoint
CREATE INDEX "form_submissions_published_idx" ON "form_submissions" USING btree (("payload"->>'page_slug'),"created_at") WHERE "form_submissions"."form" = 'comments' AND "form_submissions"."status" = 'aprobado';--> statement-breakpoint
UPDATE "form_submissions" SET "status" = 'pendiente' WHERE "form" = 'comments';
