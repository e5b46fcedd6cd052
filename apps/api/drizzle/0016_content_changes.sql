-- Issue #34: content that updates in seconds. Every change of a content row (inserted, changed,
-- deleted) is announced on the channel `vivasalud_content` with its table and key; the service
-- listens, forgets its cached answers and tells the apps which of its answers changed
-- (src/content/changes.ts). Counters and seats (reservations, most searched) are not content
-- changes: a change of only those columns is not announced (each app revalidates what a
-- reservation changes itself). Arguments: the key column, then the columns to ignore.
CREATE FUNCTION "vivasalud_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := CASE WHEN TG_NARGS > 1 THEN TG_ARGV[1:TG_NARGS - 1] ELSE '{}'::text[] END;
  old_row jsonb;
  new_row jsonb;
  changed jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_OP = 'UPDATE' AND (old_row - ignored) = (new_row - ignored) THEN
    RETURN NULL;
  END IF;
  changed := coalesce(new_row, old_row);
  PERFORM pg_notify('vivasalud_content', json_build_object(
    'table', TG_TABLE_NAME,
    'key', changed ->> TG_ARGV[0],
    'collection', changed ->> 'collection'
  )::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "documents_changed" AFTER INSERT OR UPDATE OR DELETE ON "documents" FOR EACH ROW EXECUTE FUNCTION "vivasalud_content_changed"('key');--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION "vivasalud_content_changed"('slug');--> statement-breakpoint
CREATE TRIGGER "live_classes_changed" AFTER INSERT OR UPDATE OR DELETE ON "live_classes" FOR EACH ROW EXECUTE FUNCTION "vivasalud_content_changed"('slug', 'seats_taken');--> statement-breakpoint
CREATE TRIGGER "recorded_classes_changed" AFTER INSERT OR UPDATE OR DELETE ON "recorded_classes" FOR EACH ROW EXECUTE FUNCTION "vivasalud_content_changed"('slug');--> statement-breakpoint
CREATE TRIGGER "contents_changed" AFTER INSERT OR UPDATE OR DELETE ON "contents" FOR EACH ROW EXECUTE FUNCTION "vivasalud_content_changed"('slug');--> statement-breakpoint
CREATE TRIGGER "publications_changed" AFTER INSERT OR UPDATE OR DELETE ON "publications" FOR EACH ROW EXECUTE FUNCTION "vivasalud_content_changed"('id');--> statement-breakpoint
CREATE TRIGGER "search_tags_changed" AFTER INSERT OR UPDATE OR DELETE ON "search_tags" FOR EACH ROW EXECUTE FUNCTION "vivasalud_content_changed"('tag', 'total');--> statement-breakpoint
CREATE TRIGGER "symptoms_changed" AFTER INSERT OR UPDATE OR DELETE ON "symptoms" FOR EACH ROW EXECUTE FUNCTION "vivasalud_content_changed"('id', 'most_searched');--> statement-breakpoint
CREATE TRIGGER "symptom_synonyms_changed" AFTER INSERT OR UPDATE OR DELETE ON "symptom_synonyms" FOR EACH ROW EXECUTE FUNCTION "vivasalud_content_changed"('symptom_id');--> statement-breakpoint
CREATE TRIGGER "campaigns_changed" AFTER INSERT OR UPDATE OR DELETE ON "campaigns" FOR EACH ROW EXECUTE FUNCTION "vivasalud_content_changed"('slug');--> statement-breakpoint
CREATE TRIGGER "inperson_classes_changed" AFTER INSERT OR UPDATE OR DELETE ON "inperson_classes" FOR EACH ROW EXECUTE FUNCTION "vivasalud_content_changed"('slug');--> statement-breakpoint
CREATE TRIGGER "inperson_occurrences_changed" AFTER INSERT OR UPDATE OR DELETE ON "inperson_occurrences" FOR EACH ROW EXECUTE FUNCTION "vivasalud_content_changed"('class_slug', 'seats_taken');--> statement-breakpoint
CREATE TRIGGER "expert_sessions_changed" AFTER INSERT OR UPDATE OR DELETE ON "expert_sessions" FOR EACH ROW EXECUTE FUNCTION "vivasalud_content_changed"('slug', 'seats_taken');
