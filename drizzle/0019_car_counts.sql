CREATE TABLE "car_counts" (
	"city" text NOT NULL,
	"category" "car_category" NOT NULL,
	"service_type" "service_type" NOT NULL,
	"cars" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "car_counts_city_category_service_type_pk" PRIMARY KEY("city","category","service_type")
);
--> statement-breakpoint
-- A car counts when the storefront lists it: live, of a verified company. The triggers keep the
-- counts in the writing transaction. Car writes are counted per statement from their transition
-- tables, so a bulk load of many cars is one grouped upsert, and a write that changes no count
-- (availability, prices, photos) writes nothing here.
CREATE FUNCTION "car_counts_after_cars"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "car_counts" ("city", "category", "service_type", "cars")
      SELECT n."city", n."category", n."service_type", count(*)
      FROM new_rows n JOIN "travel_companies" c ON c."id" = n."travel_company_id"
      WHERE n."status" = 'live' AND c."status" = 'verified'
      GROUP BY 1, 2, 3
    ON CONFLICT ("city", "category", "service_type")
      DO UPDATE SET "cars" = "car_counts"."cars" + excluded."cars";
  ELSIF TG_OP = 'DELETE' THEN
    -- A company's own deletion has taken its cars out already (travel_companies_count_delete):
    -- its cascaded car deletes find no company here and count nothing twice.
    INSERT INTO "car_counts" ("city", "category", "service_type", "cars")
      SELECT o."city", o."category", o."service_type", -count(*)
      FROM old_rows o JOIN "travel_companies" c ON c."id" = o."travel_company_id"
      WHERE o."status" = 'live' AND c."status" = 'verified'
      GROUP BY 1, 2, 3
    ON CONFLICT ("city", "category", "service_type")
      DO UPDATE SET "cars" = "car_counts"."cars" + excluded."cars";
  ELSE
    INSERT INTO "car_counts" ("city", "category", "service_type", "cars")
      SELECT "city", "category", "service_type", sum("delta")
      FROM (
        SELECT o."city", o."category", o."service_type", -1 AS "delta"
        FROM old_rows o JOIN "travel_companies" c ON c."id" = o."travel_company_id"
        WHERE o."status" = 'live' AND c."status" = 'verified'
        UNION ALL
        SELECT n."city", n."category", n."service_type", 1
        FROM new_rows n JOIN "travel_companies" c ON c."id" = n."travel_company_id"
        WHERE n."status" = 'live' AND c."status" = 'verified'
      ) AS "moved"
      GROUP BY 1, 2, 3
      HAVING sum("delta") <> 0
    ON CONFLICT ("city", "category", "service_type")
      DO UPDATE SET "cars" = "car_counts"."cars" + excluded."cars";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cars_count_insert" AFTER INSERT ON "cars"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "car_counts_after_cars"();--> statement-breakpoint
CREATE TRIGGER "cars_count_update" AFTER UPDATE ON "cars"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "car_counts_after_cars"();--> statement-breakpoint
CREATE TRIGGER "cars_count_delete" AFTER DELETE ON "cars"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "car_counts_after_cars"();--> statement-breakpoint
-- A company verified, suspended or rejected brings its live cars into the counts or takes them
-- out; a deleted verified company takes them out before its cars go.
CREATE FUNCTION "car_counts_after_company"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "sign" integer;
  "company" uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    "sign" := -1;
    "company" := OLD."id";
  ELSE
    "sign" := CASE WHEN NEW."status" = 'verified' THEN 1 ELSE -1 END;
    "company" := NEW."id";
  END IF;
  INSERT INTO "car_counts" ("city", "category", "service_type", "cars")
    SELECT "city", "category", "service_type", "sign" * count(*)
    FROM "cars" WHERE "travel_company_id" = "company" AND "status" = 'live'
    GROUP BY 1, 2, 3
  ON CONFLICT ("city", "category", "service_type")
    DO UPDATE SET "cars" = "car_counts"."cars" + excluded."cars";
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "travel_companies_count_status" AFTER UPDATE OF "status" ON "travel_companies"
  FOR EACH ROW WHEN ((OLD."status" = 'verified') IS DISTINCT FROM (NEW."status" = 'verified'))
  EXECUTE FUNCTION "car_counts_after_company"();--> statement-breakpoint
CREATE TRIGGER "travel_companies_count_delete" BEFORE DELETE ON "travel_companies"
  FOR EACH ROW WHEN (OLD."status" = 'verified')
  EXECUTE FUNCTION "car_counts_after_company"();--> statement-breakpoint
INSERT INTO "car_counts" ("city", "category", "service_type", "cars")
  SELECT cars."city", cars."category", cars."service_type", count(*)
  FROM "cars" JOIN "travel_companies" c ON c."id" = cars."travel_company_id"
  WHERE cars."status" = 'live' AND c."status" = 'verified'
  GROUP BY 1, 2, 3;
