ALTER TABLE "cars" ADD COLUMN "model_year" smallint;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "driver_languages" text[];--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "driver_experience_years" smallint;--> statement-breakpoint
-- Written by hand from here on. The car page shows the driver's languages and years of driving
-- (the partner portal tells companies customers see them): they are copied from the default
-- driver onto the car like its name, age, masked licence and photo (migration 0014), so the car
-- list and `car_detail` read them without a join and the catalogue version follows them.
CREATE OR REPLACE FUNCTION "cars_copy_default_driver"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."default_driver_id" IS NULL THEN
    -- A driver taken off the car (archived, or another chosen as none): the car shows none.
    IF TG_OP = 'UPDATE' AND OLD."default_driver_id" IS NOT NULL THEN
      NEW."driver_name" := NULL;
      NEW."driver_age" := NULL;
      NEW."driver_licence" := NULL;
      NEW."driver_image" := NULL;
      NEW."driver_languages" := NULL;
      NEW."driver_experience_years" := NULL;
    END IF;
    RETURN NEW;
  END IF;
  SELECT d."name", d."age", 'XXXX…' || d."licence_last4", nullif(d."photo", ''),
      d."languages", d."experience_years"
    INTO NEW."driver_name", NEW."driver_age", NEW."driver_licence", NEW."driver_image",
      NEW."driver_languages", NEW."driver_experience_years"
    FROM "drivers" d
    WHERE d."id" = NEW."default_driver_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "drivers_copy_to_cars"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cars" c
    SET "driver_name" = NEW."name", "driver_age" = NEW."age",
      "driver_licence" = 'XXXX…' || NEW."licence_last4",
      "driver_image" = nullif(NEW."photo", ''),
      "driver_languages" = NEW."languages",
      "driver_experience_years" = NEW."experience_years"
    WHERE c."default_driver_id" = NEW."id"
      AND (c."driver_name", c."driver_age", c."driver_licence", c."driver_image",
          c."driver_languages", c."driver_experience_years")
        IS DISTINCT FROM (NEW."name", NEW."age", 'XXXX…' || NEW."licence_last4",
          nullif(NEW."photo", ''), NEW."languages", NEW."experience_years");
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "drivers_copy_to_cars" ON "drivers";--> statement-breakpoint
CREATE TRIGGER "drivers_copy_to_cars"
  AFTER UPDATE OF "name", "age", "licence_last4", "photo", "languages", "experience_years" ON "drivers"
  FOR EACH ROW EXECUTE FUNCTION "drivers_copy_to_cars"();--> statement-breakpoint
UPDATE "cars" c
  SET "driver_languages" = d."languages", "driver_experience_years" = d."experience_years"
  FROM "drivers" d
  WHERE d."id" = c."default_driver_id";--> statement-breakpoint
-- `car_detail` answers the model year, AC, luggage and the driver's languages and experience too;
-- its answer's columns change, so it is dropped and made again (as in migration 0012).
DROP FUNCTION "car_detail"(uuid);--> statement-breakpoint
CREATE FUNCTION "car_detail"("car_id" uuid) RETURNS TABLE (
  "id" "cars"."id"%TYPE,
  "car_name" "cars"."car_name"%TYPE,
  "car_model" "cars"."car_model"%TYPE,
  "model_year" "cars"."model_year"%TYPE,
  "fuel_type" "cars"."fuel_type"%TYPE,
  "new_price" "cars"."new_price"%TYPE,
  "old_price" "cars"."old_price"%TYPE,
  "category" "cars"."category"%TYPE,
  "service_type" "cars"."service_type"%TYPE,
  "seater" "cars"."seater"%TYPE,
  "luggage" "cars"."luggage"%TYPE,
  "ac" "cars"."ac"%TYPE,
  "city" "cars"."city"%TYPE,
  "availability" "cars"."availability"%TYPE,
  "car_image" "cars"."car_image"%TYPE,
  "driver_name" "cars"."driver_name"%TYPE,
  "driver_age" "cars"."driver_age"%TYPE,
  "driver_licence" "cars"."driver_licence"%TYPE,
  "driver_image" "cars"."driver_image"%TYPE,
  "driver_languages" "cars"."driver_languages"%TYPE,
  "driver_experience_years" "cars"."driver_experience_years"%TYPE,
  "rate_per_km_first" "cars"."rate_per_km_first"%TYPE,
  "rate_per_km_beyond" "cars"."rate_per_km_beyond"%TYPE,
  "base_fare" "cars"."base_fare"%TYPE,
  "rate_per_extra_hour" "cars"."rate_per_extra_hour"%TYPE,
  "company_id" "travel_companies"."id"%TYPE,
  "company_name" "travel_companies"."travels_name"%TYPE,
  "company_city" "travel_companies"."city"%TYPE,
  "company_image_url" "travel_companies"."image_url"%TYPE,
  "company_rating_total" "travel_companies"."rating_total"%TYPE,
  "company_rating_count" "travel_companies"."rating_count"%TYPE,
  "company_verified" "travel_companies"."verified"%TYPE,
  "company_trending" "travel_companies"."trending"%TYPE
) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT c."id", c."car_name", c."car_model", c."model_year", c."fuel_type", c."new_price",
      c."old_price", c."category", c."service_type", c."seater", c."luggage", c."ac", c."city",
      c."availability", c."car_image",
      c."driver_name", c."driver_age", c."driver_licence", c."driver_image",
      c."driver_languages", c."driver_experience_years",
      c."rate_per_km_first", c."rate_per_km_beyond", c."base_fare", c."rate_per_extra_hour",
      t."id", t."travels_name", t."city", t."image_url", t."rating_total", t."rating_count",
      t."verified", t."trending"
    FROM "cars" c
    JOIN "travel_companies" t ON t."id" = c."travel_company_id"
    WHERE c."id" = "car_detail"."car_id" AND c."status" = 'live' AND t."status" = 'verified'
    LIMIT 1;
END
$$;
