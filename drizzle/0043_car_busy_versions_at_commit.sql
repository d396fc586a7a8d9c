-- The groups' counters are raised once per transaction, as it commits, instead of once per
-- statement as it goes. Raised at once, a counter row stayed locked from a transaction's first
-- busy-time change to its commit: every booking, completion or block of one city, category and
-- service type waited for the one before it to finish all its other work. And a statement per
-- busy time (the booking and block triggers write one row at a time) left a dead row version
-- per statement, so a bulk change bloated the small table that every search reads.
--
-- Each statement that changes busy times notes their groups in a setting local to the
-- transaction; a deferred trigger raises the noted groups, in one order, just before the
-- commit, and clears the note so the rest of the transaction's deferred events find nothing
-- to do. A rolled-back savepoint takes its notes back with its changes.
DROP TRIGGER "car_busy_versions_insert" ON "car_busy";--> statement-breakpoint
DROP TRIGGER "car_busy_versions_update" ON "car_busy";--> statement-breakpoint
DROP TRIGGER "car_busy_versions_delete" ON "car_busy";--> statement-breakpoint
DROP FUNCTION "car_busy_versions_raise"();--> statement-breakpoint
CREATE FUNCTION "car_busy_groups_note"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted jsonb := coalesce(nullif(current_setting('saarthi.busy_groups', true), ''), '[]')::jsonb;
  touched jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_object('city', "city", 'category', "category", 'service_type', "service_type")), '[]')
      INTO touched FROM "new_busy";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_object('city', "city", 'category', "category", 'service_type', "service_type")), '[]')
      INTO touched FROM "old_busy";
  ELSE
    SELECT coalesce(jsonb_agg(DISTINCT g), '[]') INTO touched FROM (
      SELECT jsonb_build_object('city', "city", 'category', "category", 'service_type', "service_type") AS g FROM "new_busy"
      UNION SELECT jsonb_build_object('city', "city", 'category', "category", 'service_type', "service_type") FROM "old_busy") changed;
  END IF;
  -- Each group is an object of the same three keys, so containment is membership.
  IF NOT noted @> touched THEN
    SELECT jsonb_agg(DISTINCT g) INTO noted
      FROM (SELECT jsonb_array_elements(noted) AS g UNION SELECT jsonb_array_elements(touched)) both_sets;
    PERFORM set_config('saarthi.busy_groups', noted::text, true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "car_busy_versions_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted text := nullif(current_setting('saarthi.busy_groups', true), '');
BEGIN
  IF noted IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "car_busy_versions" AS v ("city", "category", "service_type")
    SELECT g ->> 'city', (g ->> 'category')::"car_category", (g ->> 'service_type')::"service_type"
      FROM jsonb_array_elements(noted::jsonb) g ORDER BY 1, 2, 3
    ON CONFLICT ("city", "category", "service_type") DO UPDATE SET "version" = v."version" + 1;
  PERFORM set_config('saarthi.busy_groups', '', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "car_busy_groups_note_insert" AFTER INSERT ON "car_busy"
  REFERENCING NEW TABLE AS "new_busy"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_busy_groups_note"();--> statement-breakpoint
CREATE TRIGGER "car_busy_groups_note_update" AFTER UPDATE ON "car_busy"
  REFERENCING OLD TABLE AS "old_busy" NEW TABLE AS "new_busy"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_busy_groups_note"();--> statement-breakpoint
CREATE TRIGGER "car_busy_groups_note_delete" AFTER DELETE ON "car_busy"
  REFERENCING OLD TABLE AS "old_busy"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_busy_groups_note"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "car_busy_versions_raise" AFTER INSERT OR UPDATE OR DELETE ON "car_busy"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "car_busy_versions_raise"();
