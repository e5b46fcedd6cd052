-- Issue #31: the symptoms and diseases search «that understands people». Accents and case are
-- folded with `unaccent`, typos are forgiven with `pg_trgm` similarity, words are stemmed with
-- the `spanish` text-search configuration (`content/symptoms.ts`). Both extensions ship with
-- PGlite (loaded in `db/client.ts`) and with Postgres (postgresql-contrib; trusted extensions,
-- so the database owner creates them). `unaccent()` is only STABLE (it reads its dictionary by
-- name), so `search_fold` names the dictionary and is declared IMMUTABLE, the usual wrapper; no
-- index uses it yet: 25 conditions and a few hundred terms are scanned whole.
CREATE EXTENSION IF NOT EXISTS "unaccent";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE FUNCTION "search_fold"(text) RETURNS text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE TABLE "symptom_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"symptom_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "symptom_synonyms" ADD CONSTRAINT "symptom_synonyms_symptom_id_symptoms_id_fk" FOREIGN KEY ("symptom_id") REFERENCES "public"."symptoms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "symptom_synonyms_symptom_idx" ON "symptom_synonyms" USING btree ("symptom_id");