-- Roles of the marketplace: a company's member is a partner, Saarthi's own team are operators.
ALTER TYPE "public"."user_role" RENAME VALUE 'provider' TO 'partner';--> statement-breakpoint
ALTER TYPE "public"."user_role" RENAME VALUE 'admin' TO 'operator';--> statement-breakpoint
CREATE TYPE "public"."body_type" AS ENUM('hatchback', 'sedan', 'suv', 'muv', 'van', 'luxury_sedan');--> statement-breakpoint
CREATE TYPE "public"."car_status" AS ENUM('draft', 'pending_review', 'live', 'suspended', 'archived');--> statement-breakpoint
CREATE TYPE "public"."company_status" AS ENUM('pending', 'verified', 'rejected', 'suspended');--> statement-breakpoint
-- Every company and car on the storefront until now was added by the Saarthi team itself: they
-- stay on it, verified and live. New ones start pending and draft.
ALTER TABLE "travel_companies" ADD COLUMN "status" "company_status" DEFAULT 'verified' NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_companies" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "travel_companies" DROP COLUMN "verified";--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "verified" boolean GENERATED ALWAYS AS (status = 'verified') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "cities_served" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "pan" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "whatsapp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "driver_allowance_per_day" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "night_charge_per_night" integer DEFAULT 250 NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "outstation_min_km_per_day" integer DEFAULT 250 NOT NULL;--> statement-breakpoint
DROP INDEX "travel_companies_owner_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "travel_companies_owner_idx" ON "travel_companies" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "status" "car_status" DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "body_type" "body_type";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "luggage" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "ac" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rate_per_km_first" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rate_per_km_beyond" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "base_fare" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rate_per_extra_hour" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_registration_number_unique" ON "cars" USING btree ("registration_number");--> statement-breakpoint
-- The public car page shows only what the storefront lists: a live car of a verified company.
-- Partners see their own cars in every state through the partner routes.
CREATE OR REPLACE FUNCTION "car_detail"("car_id" uuid) RETURNS TABLE (
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
    WHERE c."id" = "car_detail"."car_id" AND c."status" = 'live' AND t."status" = 'verified'
    LIMIT 1;
END
$$;
