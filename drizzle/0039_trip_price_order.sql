CREATE TABLE "car_rate_cards" (
	"city" text NOT NULL,
	"category" "car_category" NOT NULL,
	"service_type" "service_type" NOT NULL,
	"rate_card" text NOT NULL,
	"driver_allowance_per_day" integer NOT NULL,
	"night_charge_per_night" integer NOT NULL,
	"outstation_min_km_per_day" integer NOT NULL,
	"seater" smallint NOT NULL,
	"base_fare" integer,
	"rate_per_km_first" integer,
	"rate_per_km_beyond" integer,
	"rate_per_extra_hour" integer,
	"local_package_prices" jsonb NOT NULL,
	"cars" integer DEFAULT 0 NOT NULL,
	"unavailable" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "car_rate_cards_pk" PRIMARY KEY("city","category","service_type","rate_card","driver_allowance_per_day","night_charge_per_night","outstation_min_km_per_day")
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rate_card" text GENERATED ALWAYS AS (seater::text || '|' || coalesce(base_fare::text, '') || '|' || coalesce(rate_per_km_first::text, '') || '|' || coalesce(rate_per_km_beyond::text, '') || '|' || coalesce(rate_per_extra_hour::text, '') || '|' || local_package_prices::text) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "car_busy" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "car_busy" ADD COLUMN "category" "car_category";--> statement-breakpoint
ALTER TABLE "car_busy" ADD COLUMN "service_type" "service_type";--> statement-breakpoint
ALTER TABLE "car_busy" ADD COLUMN "listed" boolean;--> statement-breakpoint
UPDATE "car_busy" b SET "city" = c."city", "category" = c."category", "service_type" = c."service_type",
    "listed" = (c."status" = 'live' AND c."availability" AND t."status" = 'verified')
  FROM "cars" c JOIN "travel_companies" t ON t."id" = c."travel_company_id" WHERE c."id" = b."car_id";--> statement-breakpoint
ALTER TABLE "car_busy" ALTER COLUMN "city" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "car_busy" ALTER COLUMN "category" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "car_busy" ALTER COLUMN "service_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "car_busy" ALTER COLUMN "listed" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_rate_card_idx" ON "cars" USING btree ("city","category","service_type","rate_card","id");--> statement-breakpoint
-- A busy time carries its car's city, category and service type, and whether the car is listed
-- and marked available, so that a searched window's held cars are counted through one index over
-- these and the range, with no join: the cars of its own list only, however many are held
-- elsewhere (modules/cars/cars.repository.ts, countCars).
CREATE FUNCTION "car_busy_copy_car"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c."city", c."category", c."service_type",
      (c."status" = 'live' AND c."availability" AND t."status" = 'verified')
    INTO NEW."city", NEW."category", NEW."service_type", NEW."listed"
    FROM "cars" c JOIN "travel_companies" t ON t."id" = c."travel_company_id" WHERE c."id" = NEW."car_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "car_busy_copy_car" BEFORE INSERT OR UPDATE OF "car_id" ON "car_busy"
  FOR EACH ROW EXECUTE FUNCTION "car_busy_copy_car"();--> statement-breakpoint
CREATE FUNCTION "cars_move_busy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "car_busy" SET "city" = NEW."city", "category" = NEW."category", "service_type" = NEW."service_type",
      "listed" = (NEW."status" = 'live' AND NEW."availability"
        AND EXISTS (SELECT 1 FROM "travel_companies" t WHERE t."id" = NEW."travel_company_id" AND t."status" = 'verified'))
    WHERE "car_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cars_move_busy" AFTER UPDATE OF "city", "category", "service_type", "status", "availability", "travel_company_id" ON "cars"
  FOR EACH ROW WHEN (OLD."city" IS DISTINCT FROM NEW."city" OR OLD."category" IS DISTINCT FROM NEW."category"
    OR OLD."service_type" IS DISTINCT FROM NEW."service_type" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."availability" IS DISTINCT FROM NEW."availability"
    OR OLD."travel_company_id" IS DISTINCT FROM NEW."travel_company_id")
  EXECUTE FUNCTION "cars_move_busy"();--> statement-breakpoint
-- A company verified or leaving lists or unlists the busy times of all its cars.
CREATE FUNCTION "travel_companies_list_busy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "car_busy" b SET "listed" = (c."status" = 'live' AND c."availability" AND NEW."status" = 'verified')
    FROM "cars" c WHERE c."id" = b."car_id" AND c."travel_company_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "travel_companies_list_busy" AFTER UPDATE OF "status" ON "travel_companies"
  FOR EACH ROW WHEN ((OLD."status" = 'verified') IS DISTINCT FROM (NEW."status" = 'verified'))
  EXECUTE FUNCTION "travel_companies_list_busy"();--> statement-breakpoint
CREATE INDEX "car_busy_list_during" ON "car_busy" USING gist (
  "city", "category", "service_type", tstzrange("starts_at", "ends_at", '[)'));--> statement-breakpoint
-- The rate cards of listed cars (docs/decisions/022), kept in the writing transaction like
-- car_counts: a car comes in, goes out or changes its rates; a company is verified, leaves, or
-- changes its defaults. Rows that reach nothing stay, and are read past.
CREATE FUNCTION "car_rate_cards_after_cars"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "car_rate_cards" AS r ("city", "category", "service_type", "rate_card",
        "driver_allowance_per_day", "night_charge_per_night", "outstation_min_km_per_day", "seater",
        "base_fare", "rate_per_km_first", "rate_per_km_beyond", "rate_per_extra_hour",
        "local_package_prices", "cars", "unavailable")
      SELECT n."city", n."category", n."service_type", n."rate_card", c."driver_allowance_per_day",
        c."night_charge_per_night", c."outstation_min_km_per_day", n."seater", n."base_fare",
        n."rate_per_km_first", n."rate_per_km_beyond", n."rate_per_extra_hour",
        n."local_package_prices", count(*), count(*) FILTER (WHERE NOT n."availability")
      FROM new_rows n JOIN "travel_companies" c ON c."id" = n."travel_company_id"
      WHERE n."status" = 'live' AND c."status" = 'verified'
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
    ON CONFLICT ON CONSTRAINT "car_rate_cards_pk"
      DO UPDATE SET "cars" = r."cars" + excluded."cars", "unavailable" = r."unavailable" + excluded."unavailable";
  ELSIF TG_OP = 'DELETE' THEN
    -- A company's own deletion has taken its cars out already (travel_companies_rate_cards_delete):
    -- its cascaded car deletes find no company here and count nothing twice.
    INSERT INTO "car_rate_cards" AS r ("city", "category", "service_type", "rate_card",
        "driver_allowance_per_day", "night_charge_per_night", "outstation_min_km_per_day", "seater",
        "base_fare", "rate_per_km_first", "rate_per_km_beyond", "rate_per_extra_hour",
        "local_package_prices", "cars", "unavailable")
      SELECT o."city", o."category", o."service_type", o."rate_card", c."driver_allowance_per_day",
        c."night_charge_per_night", c."outstation_min_km_per_day", o."seater", o."base_fare",
        o."rate_per_km_first", o."rate_per_km_beyond", o."rate_per_extra_hour",
        o."local_package_prices", -count(*), -count(*) FILTER (WHERE NOT o."availability")
      FROM old_rows o JOIN "travel_companies" c ON c."id" = o."travel_company_id"
      WHERE o."status" = 'live' AND c."status" = 'verified'
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
    ON CONFLICT ON CONSTRAINT "car_rate_cards_pk"
      DO UPDATE SET "cars" = r."cars" + excluded."cars", "unavailable" = r."unavailable" + excluded."unavailable";
  ELSE
    INSERT INTO "car_rate_cards" AS r ("city", "category", "service_type", "rate_card",
        "driver_allowance_per_day", "night_charge_per_night", "outstation_min_km_per_day", "seater",
        "base_fare", "rate_per_km_first", "rate_per_km_beyond", "rate_per_extra_hour",
        "local_package_prices", "cars", "unavailable")
      SELECT "city", "category", "service_type", "rate_card", "driver_allowance_per_day",
        "night_charge_per_night", "outstation_min_km_per_day", "seater", "base_fare",
        "rate_per_km_first", "rate_per_km_beyond", "rate_per_extra_hour", "local_package_prices",
        sum("delta"), sum("off")
      FROM (
        SELECT o."city", o."category", o."service_type", o."rate_card", c."driver_allowance_per_day",
          c."night_charge_per_night", c."outstation_min_km_per_day", o."seater", o."base_fare",
          o."rate_per_km_first", o."rate_per_km_beyond", o."rate_per_extra_hour",
          o."local_package_prices", -1 AS "delta", CASE WHEN o."availability" THEN 0 ELSE -1 END AS "off"
        FROM old_rows o JOIN "travel_companies" c ON c."id" = o."travel_company_id"
        WHERE o."status" = 'live' AND c."status" = 'verified'
        UNION ALL
        SELECT n."city", n."category", n."service_type", n."rate_card", c."driver_allowance_per_day",
          c."night_charge_per_night", c."outstation_min_km_per_day", n."seater", n."base_fare",
          n."rate_per_km_first", n."rate_per_km_beyond", n."rate_per_extra_hour",
          n."local_package_prices", 1, CASE WHEN n."availability" THEN 0 ELSE 1 END
        FROM new_rows n JOIN "travel_companies" c ON c."id" = n."travel_company_id"
        WHERE n."status" = 'live' AND c."status" = 'verified'
      ) AS "moved"
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
      HAVING sum("delta") <> 0 OR sum("off") <> 0
    ON CONFLICT ON CONSTRAINT "car_rate_cards_pk"
      DO UPDATE SET "cars" = r."cars" + excluded."cars", "unavailable" = r."unavailable" + excluded."unavailable";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cars_rate_cards_insert" AFTER INSERT ON "cars"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "car_rate_cards_after_cars"();--> statement-breakpoint
CREATE TRIGGER "cars_rate_cards_update" AFTER UPDATE ON "cars"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "car_rate_cards_after_cars"();--> statement-breakpoint
CREATE TRIGGER "cars_rate_cards_delete" AFTER DELETE ON "cars"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "car_rate_cards_after_cars"();--> statement-breakpoint
-- A company's cars move between rate cards with its status and its defaults.
CREATE FUNCTION "car_rate_cards_after_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "car_rate_cards" AS r ("city", "category", "service_type", "rate_card",
      "driver_allowance_per_day", "night_charge_per_night", "outstation_min_km_per_day", "seater",
      "base_fare", "rate_per_km_first", "rate_per_km_beyond", "rate_per_extra_hour",
      "local_package_prices", "cars", "unavailable")
    SELECT "city", "category", "service_type", "rate_card", OLD."driver_allowance_per_day",
      OLD."night_charge_per_night", OLD."outstation_min_km_per_day", "seater", "base_fare",
      "rate_per_km_first", "rate_per_km_beyond", "rate_per_extra_hour", "local_package_prices",
      -count(*), -count(*) FILTER (WHERE NOT "availability")
    FROM "cars" WHERE "travel_company_id" = OLD."id" AND "status" = 'live' AND OLD."status" = 'verified'
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
  ON CONFLICT ON CONSTRAINT "car_rate_cards_pk"
    DO UPDATE SET "cars" = r."cars" + excluded."cars", "unavailable" = r."unavailable" + excluded."unavailable";
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  INSERT INTO "car_rate_cards" AS r ("city", "category", "service_type", "rate_card",
      "driver_allowance_per_day", "night_charge_per_night", "outstation_min_km_per_day", "seater",
      "base_fare", "rate_per_km_first", "rate_per_km_beyond", "rate_per_extra_hour",
      "local_package_prices", "cars", "unavailable")
    SELECT "city", "category", "service_type", "rate_card", NEW."driver_allowance_per_day",
      NEW."night_charge_per_night", NEW."outstation_min_km_per_day", "seater", "base_fare",
      "rate_per_km_first", "rate_per_km_beyond", "rate_per_extra_hour", "local_package_prices",
      count(*), count(*) FILTER (WHERE NOT "availability")
    FROM "cars" WHERE "travel_company_id" = NEW."id" AND "status" = 'live' AND NEW."status" = 'verified'
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
  ON CONFLICT ON CONSTRAINT "car_rate_cards_pk"
    DO UPDATE SET "cars" = r."cars" + excluded."cars", "unavailable" = r."unavailable" + excluded."unavailable";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "travel_companies_rate_cards_update" AFTER UPDATE OF "status", "driver_allowance_per_day",
    "night_charge_per_night", "outstation_min_km_per_day" ON "travel_companies"
  FOR EACH ROW WHEN (
    (OLD."status" = 'verified' OR NEW."status" = 'verified') AND (
      OLD."status" IS DISTINCT FROM NEW."status"
      OR OLD."driver_allowance_per_day" IS DISTINCT FROM NEW."driver_allowance_per_day"
      OR OLD."night_charge_per_night" IS DISTINCT FROM NEW."night_charge_per_night"
      OR OLD."outstation_min_km_per_day" IS DISTINCT FROM NEW."outstation_min_km_per_day"))
  EXECUTE FUNCTION "car_rate_cards_after_company"();--> statement-breakpoint
CREATE TRIGGER "travel_companies_rate_cards_delete" BEFORE DELETE ON "travel_companies"
  FOR EACH ROW WHEN (OLD."status" = 'verified') EXECUTE FUNCTION "car_rate_cards_after_company"();--> statement-breakpoint
INSERT INTO "car_rate_cards" ("city", "category", "service_type", "rate_card",
    "driver_allowance_per_day", "night_charge_per_night", "outstation_min_km_per_day", "seater",
    "base_fare", "rate_per_km_first", "rate_per_km_beyond", "rate_per_extra_hour",
    "local_package_prices", "cars", "unavailable")
  SELECT n."city", n."category", n."service_type", n."rate_card", c."driver_allowance_per_day",
    c."night_charge_per_night", c."outstation_min_km_per_day", n."seater", n."base_fare",
    n."rate_per_km_first", n."rate_per_km_beyond", n."rate_per_extra_hour",
    n."local_package_prices", count(*), count(*) FILTER (WHERE NOT n."availability")
  FROM "cars" n JOIN "travel_companies" c ON c."id" = n."travel_company_id"
  WHERE n."status" = 'live' AND c."status" = 'verified'
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13;
