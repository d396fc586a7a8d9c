ALTER TABLE "catalog_version" ADD COLUMN "ratings_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "rating_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "travel_companies_rating_version_idx" ON "travel_companies" USING btree ("rating_version");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers). A review changes its company's rating
-- totals and nothing else a car list shows but that rating: such an update counts a ratings
-- change (`ratings_version`, stamped on the company) instead of a catalogue change, so cached car
-- lists stay valid and take the new rating from memory (src/server/modules/cars/company-ratings.ts).
-- Updating the counter row holds its lock to commit, so versions commit in order: a reader who
-- sees version N also sees every company stamped with N or less.
CREATE FUNCTION "stamp_rating_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "ratings_version" = "ratings_version" + 1 WHERE "id" = 1
    RETURNING "ratings_version" INTO NEW."rating_version";
  IF current_setting('saarthi.announce_changes', true) = 'on' THEN
    PERFORM pg_notify('ratings_version', NEW."rating_version"::text);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "travel_companies_rating_version" BEFORE UPDATE ON "travel_companies"
  FOR EACH ROW
  WHEN (OLD."rating_total" IS DISTINCT FROM NEW."rating_total" OR OLD."rating_count" IS DISTINCT FROM NEW."rating_count")
  EXECUTE FUNCTION "stamp_rating_version"();--> statement-breakpoint
DROP TRIGGER "travel_companies_catalog_version" ON "travel_companies";--> statement-breakpoint
CREATE TRIGGER "travel_companies_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE ON "travel_companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
-- Any other column of a company (its name, picture, verification, ...) is on the cached lists.
CREATE TRIGGER "travel_companies_catalog_version_on_update" AFTER UPDATE ON "travel_companies"
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'rating_total' - 'rating_count' - 'rating_version') IS DISTINCT FROM (to_jsonb(NEW) - 'rating_total' - 'rating_count' - 'rating_version'))
  EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
-- Only the embedded database listens to the announcements (it sets saarthi.announce_changes on
-- its one connection): PostgreSQL instances read the counters, and a NOTIFY that nobody hears
-- still makes every commit that sends one take a global lock.
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  IF current_setting('saarthi.announce_changes', true) = 'on' THEN
    PERFORM pg_notify('catalog_version', next_version::text);
  END IF;
  RETURN NULL;
END
$$;
