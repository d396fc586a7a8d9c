CREATE TABLE "car_busy_versions" (
	"city" text NOT NULL,
	"category" "car_category" NOT NULL,
	"service_type" "service_type" NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "car_busy_versions_city_category_service_type_pk" PRIMARY KEY("city","category","service_type")
);
--> statement-breakpoint
-- Every statement that changes busy times raises the counter of each group it touched, in the
-- writing transaction, so a reader that sees the counter unchanged knows the group's busy times
-- are the ones it read (modules/cars/held-cars.ts). The groups are raised in one order, so two
-- transactions raising the same groups wait for each other instead of deadlocking.
CREATE FUNCTION "car_busy_versions_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "car_busy_versions" AS v ("city", "category", "service_type")
      SELECT DISTINCT "city", "category", "service_type" FROM "new_busy" ORDER BY 1, 2, 3
      ON CONFLICT ("city", "category", "service_type") DO UPDATE SET "version" = v."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "car_busy_versions" AS v ("city", "category", "service_type")
      SELECT DISTINCT "city", "category", "service_type" FROM "old_busy" ORDER BY 1, 2, 3
      ON CONFLICT ("city", "category", "service_type") DO UPDATE SET "version" = v."version" + 1;
  ELSE
    INSERT INTO "car_busy_versions" AS v ("city", "category", "service_type")
      SELECT "city", "category", "service_type" FROM "new_busy"
      UNION SELECT "city", "category", "service_type" FROM "old_busy" ORDER BY 1, 2, 3
      ON CONFLICT ("city", "category", "service_type") DO UPDATE SET "version" = v."version" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "car_busy_versions_insert" AFTER INSERT ON "car_busy"
  REFERENCING NEW TABLE AS "new_busy"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_busy_versions_raise"();--> statement-breakpoint
CREATE TRIGGER "car_busy_versions_update" AFTER UPDATE ON "car_busy"
  REFERENCING OLD TABLE AS "old_busy" NEW TABLE AS "new_busy"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_busy_versions_raise"();--> statement-breakpoint
CREATE TRIGGER "car_busy_versions_delete" AFTER DELETE ON "car_busy"
  REFERENCING OLD TABLE AS "old_busy"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_busy_versions_raise"();--> statement-breakpoint
INSERT INTO "car_busy_versions" ("city", "category", "service_type")
  SELECT DISTINCT "city", "category", "service_type" FROM "car_busy";
