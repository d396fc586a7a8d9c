-- Written by hand. The car page shows the car's own rate card
-- (docs/product/trips-and-money.md#rate-card-and-quotes): `car_detail` answers the four rates too. Its answer's columns change, so it is
-- dropped and made again (CREATE OR REPLACE cannot change a function's result type).
DROP FUNCTION "car_detail"(uuid);--> statement-breakpoint
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
    SELECT c."id", c."car_name", c."car_model", c."fuel_type", c."new_price", c."old_price",
      c."category", c."service_type", c."seater", c."city", c."availability", c."car_image",
      c."driver_name", c."driver_age", c."driver_licence", c."driver_image",
      c."rate_per_km_first", c."rate_per_km_beyond", c."base_fare", c."rate_per_extra_hour",
      t."id", t."travels_name", t."city", t."image_url", t."rating_total", t."rating_count",
      t."verified", t."trending"
    FROM "cars" c
    JOIN "travel_companies" t ON t."id" = c."travel_company_id"
    WHERE c."id" = "car_detail"."car_id" AND c."status" = 'live' AND t."status" = 'verified'
    LIMIT 1;
END
$$;
