CREATE TABLE "mfa_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_hash" text NOT NULL,
	"user_id" uuid,
	"device_id" text NOT NULL,
	"mail_destination" text NOT NULL,
	"sms_destination" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "mfa_references_reference_hash_unique" UNIQUE("reference_hash")
);
--> statement-breakpoint
ALTER TABLE "mfa_references" ADD CONSTRAINT "mfa_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mfa_references_user_idx" ON "mfa_references" USING btree ("user_id","device_id");--> statement-breakpoint
CREATE INDEX "mfa_references_expires_idx" ON "mfa_references" USING btree ("expires_at");