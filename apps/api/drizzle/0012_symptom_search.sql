-- Issue #31: the symptoms search «that understands people». Accents and case are
-- folded with `unaccent`, typos are forgiven with `pg_trgm` similarity, words are stemmed with
-- the `spanish` text-search configuration (`content/symptoms.ts`). Both extensions ship with
-- PGlite (loaded in `db/client.ts`) and with Postgres (postgresql-contrib; trusted extensions,
-- so the database owner creates them). `unaccent()` is only STABLE (it reads its dictionary by
-- name), so `search_fold` names the dictionary and is declared IMMUTABLE, the usual wrapper, so
-- that the folded names, terms and summary stems are generated columns, computed once per row
-- instead of on every search. No index: 25 conditions and a few hundred terms are scanned whole.
CREATE EXTENSION IF NOT EXISTS "unaccent";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE FUNCTION "search_fold"(text) RETURNS text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE TABLE "symptom_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"search_term" text GENERATED ALWAYS AS (search_fold(term)) STORED NOT NULL,
	"symptom_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "symptoms" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_fold(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "symptoms" ADD COLUMN "search_stems" text[] GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('spanish'::regconfig, search_fold(body->>'resumen')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "symptom_synonyms" ADD CONSTRAINT "symptom_synonyms_symptom_id_symptoms_id_fk" FOREIGN KEY ("symptom_id") REFERENCES "public"."symptoms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "symptom_synonyms_symptom_idx" ON "symptom_synonyms" USING btree ("symptom_id");