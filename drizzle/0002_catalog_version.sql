CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): every statement that changes a car or a
-- travel company counts one change, in its own transaction, so cached car answers know when they
-- are stale (src/server/db/catalog-version.ts).
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cars_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cars"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "travel_companies_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "travel_companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
