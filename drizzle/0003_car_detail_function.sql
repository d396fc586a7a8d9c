-- Written by hand (drizzle-kit does not model functions). The car page's one query, kept in the
-- database so that its plan is made once per connection and reused: embedded PGlite has no named
-- prepared statements, and planning this join over the ten indexes of "cars" was half the time of
-- every car page (docs/decisions/006). Read by modules/cars/cars.repository.ts; a change
-- to the columns of "cars" or "travel_companies" it returns needs a new version of it.
CREATE FUNCTION "car_detail"("car_id" uuid) RETURNS TABLE (
  "id" "cars"."id"%TYPE,
  "car_name" "cars"."car_name"%TYPE,
  "car_model" "cars"."car_model"%TYPE,
  "fuel_type" "cars"."fuel_type"%TYPE,
  "new_price" "cars"."new_price"%TYPE,
  "old_price" "cars"."old_price"%TYPE,
  "category" "cars"."category"%TYPE,
  "service_type" "cars"."service_type"%TYPE,
  "seater" "cars"."seater"%TYPE,
  "city" "cars"."city"%TYPE,
  "availability" "cars"."availability"%TYPE,
  "car_image" "cars"."car_image"%TYPE,
  "driver_name" "cars"."driver_name"%TYPE,
  "driver_age" "cars"."driver_age"%TYPE,
  "driver_licence" "cars"."driver_licence"%TYPE,
  "driver_image" "cars"."driver_image"%TYPE,
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
    SELECT c."id", c."car_name", c."car_model", c."fuel_type", c."new_price", c."old_price",
      c."category", c."service_type", c."seater", c."city", c."availability", c."car_image",
      c."driver_name", c."driver_age", c."driver_licence", c."driver_image",
      t."id", t."travels_name", t."city", t."image_url", t."rating_total", t."rating_count",
      t."verified", t."trending"
    FROM "cars" c
    JOIN "travel_companies" t ON t."id" = c."travel_company_id"
    WHERE c."id" = "car_detail"."car_id"
    LIMIT 1;
END
$$;
