ALTER TYPE "public"."trip_type" ADD VALUE 'local' BEFORE 'outstation';--> statement-breakpoint
ALTER TYPE "public"."trip_type" ADD VALUE 'one_way';--> statement-breakpoint
CREATE TABLE "places" (
	"id" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_te" text NOT NULL,
	"name_hi" text NOT NULL,
	"state" text NOT NULL,
	"kind" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_place_id" text NOT NULL,
	"to_place_id" text NOT NULL,
	"km" integer NOT NULL,
	"tolls_car" integer NOT NULL,
	"tolls_lcv" integer NOT NULL,
	"borders" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routes_figures" CHECK ("routes"."km" > 0 and "routes"."tolls_car" >= 0 and "routes"."tolls_lcv" >= 0)
);
--> statement-breakpoint
CREATE TABLE "state_permits" (
	"state" text PRIMARY KEY NOT NULL,
	"up_to_7" integer NOT NULL,
	"up_to_13" integer NOT NULL,
	"over_13" integer NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "local_package_prices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_from_place_id_places_id_fk" FOREIGN KEY ("from_place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_to_place_id_places_id_fk" FOREIGN KEY ("to_place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routes_from_to_unique" ON "routes" USING btree ("from_place_id","to_place_id");--> statement-breakpoint
-- A route's figures price the trips searched to its place, like a car's rates: a change labels
-- cached answers anew, and the place book of every instance is read again.
CREATE TRIGGER "places_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "places"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "routes_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "routes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "state_permits_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "state_permits"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
-- Quotes kept before all-in quotes existed left everything but the fare at actuals.
UPDATE "bookings" SET "quote" = "quote" || '{"allIn": false}'::jsonb WHERE NOT ("quote" ? 'allIn');
--> statement-breakpoint
-- A searched window's count (modules/cars): the cars held during the window are found from the
-- busy times by the window alone, and the few cars marked unavailable by their own index, so
-- neither reads every car of the list.
CREATE INDEX "car_busy_during" ON "car_busy" USING gist (tstzrange("starts_at", "ends_at", '[)'));--> statement-breakpoint
CREATE INDEX "cars_unavailable_idx" ON "cars" USING btree ("city", "category", "service_type") WHERE NOT "availability";
