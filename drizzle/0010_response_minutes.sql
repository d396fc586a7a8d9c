ALTER TABLE "travel_companies" ADD COLUMN "response_minutes" integer;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers). The response time is shown on the car
-- page only, never on the cached car lists: its hourly refresh (src/server/jobs/response-times.ts)
-- must not count as a catalogue change, or every instance would throw its cached lists away
-- each hour. Migration 0007's rule, with this column left out like the ratings.
DROP TRIGGER "travel_companies_catalog_version_on_update" ON "travel_companies";--> statement-breakpoint
CREATE TRIGGER "travel_companies_catalog_version_on_update" AFTER UPDATE ON "travel_companies"
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'rating_total' - 'rating_count' - 'rating_version' - 'response_minutes') IS DISTINCT FROM (to_jsonb(NEW) - 'rating_total' - 'rating_count' - 'rating_version' - 'response_minutes'))
  EXECUTE FUNCTION "bump_catalog_version"();
