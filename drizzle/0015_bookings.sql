-- Exclusion constraints over a uuid and a time range need btree_gist (in PGlite and PostgreSQL).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TYPE "public"."booking_actor" AS ENUM('customer', 'partner', 'operator', 'system');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('requested', 'confirmed', 'declined', 'expired', 'in_progress', 'completed', 'cancelled', 'no_show');--> statement-breakpoint
CREATE TYPE "public"."trip_type" AS ENUM('rental', 'outstation', 'airport');--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_status" "booking_status",
	"to_status" "booking_status" NOT NULL,
	"actor_user_id" uuid,
	"actor_role" "booking_actor" NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_user_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"travel_company_id" uuid NOT NULL,
	"driver_id" uuid,
	"trip_type" "trip_type" NOT NULL,
	"status" "booking_status" DEFAULT 'requested' NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"return_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"pickup_address" text NOT NULL,
	"drop_address" text DEFAULT '' NOT NULL,
	"passengers" smallint NOT NULL,
	"estimated_km" integer,
	"notes" text DEFAULT '' NOT NULL,
	"quote" jsonb NOT NULL,
	"total" integer NOT NULL,
	"cancellation_policy" jsonb NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"cancellation_fee" integer,
	"reason" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_times_order" CHECK ("bookings"."return_at" > "bookings"."pickup_at"),
	CONSTRAINT "bookings_passengers" CHECK ("bookings"."passengers" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "car_busy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"booking_id" uuid,
	"block_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "car_busy_one_source" CHECK (("car_busy"."booking_id" is null) <> ("car_busy"."block_id" is null))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"status" "booking_status" NOT NULL,
	"text" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "cancellation_policy" jsonb DEFAULT '{"tiers":[{"hoursBefore":24,"feePercent":0},{"hoursBefore":6,"feePercent":25},{"hoursBefore":0,"feePercent":50}],"noShowPercent":100}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_travel_company_id_travel_companies_id_fk" FOREIGN KEY ("travel_company_id") REFERENCES "public"."travel_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_busy" ADD CONSTRAINT "car_busy_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_busy" ADD CONSTRAINT "car_busy_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_busy" ADD CONSTRAINT "car_busy_block_id_car_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."car_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_unique" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_unique" ON "bookings" USING btree ("customer_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_user_id","pickup_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_company_idx" ON "bookings" USING btree ("travel_company_id","status","pickup_at");--> statement-breakpoint
CREATE INDEX "bookings_car_idx" ON "bookings" USING btree ("car_id","pickup_at");--> statement-breakpoint
CREATE INDEX "bookings_respond_by_idx" ON "bookings" USING btree ("respond_by") WHERE "bookings"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "bookings_return_idx" ON "bookings" USING btree ("return_at") WHERE "bookings"."status" in ('confirmed', 'in_progress');--> statement-breakpoint
CREATE UNIQUE INDEX "car_busy_booking_unique" ON "car_busy" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_busy_block_unique" ON "car_busy" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("run_at") WHERE "outbox"."sent_at" is null;
--> statement-breakpoint
-- No double booking (docs/product/trips-and-money.md#bookings): a car is held by one active booking or maintenance
-- block at a time, and a driver by one active booking. The database refuses the second of two
-- concurrent requests, whichever instance sends it.
ALTER TABLE "car_busy" ADD CONSTRAINT "car_busy_no_overlap"
  EXCLUDE USING gist ("car_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);--> statement-breakpoint
ALTER TABLE "car_busy" ADD CONSTRAINT "car_busy_order" CHECK ("ends_at" > "starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_no_overlap"
  EXCLUDE USING gist (
    "driver_id" WITH =,
    tstzrange("pickup_at", "held_until", '[)') WITH &&
  ) WHERE ("driver_id" IS NOT NULL AND "status" IN ('requested', 'confirmed', 'in_progress'));--> statement-breakpoint
-- A booking holds its car and driver until an hour after its return (the turnaround). Kept by a
-- trigger because an index cannot compute it (adding an interval to a timestamptz is not immutable).
CREATE FUNCTION "bookings_set_held_until"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."held_until" := NEW."return_at" + interval '1 hour';
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_set_held_until" BEFORE INSERT OR UPDATE OF "return_at", "held_until" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_set_held_until"();--> statement-breakpoint
-- An active booking holds its car from pickup to an hour after return (the turnaround); a booking
-- that leaves the active states frees it.
CREATE FUNCTION "bookings_hold_car"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IN ('requested', 'confirmed', 'in_progress') THEN
    INSERT INTO "car_busy" ("car_id", "booking_id", "starts_at", "ends_at")
      VALUES (NEW."car_id", NEW."id", NEW."pickup_at", NEW."held_until")
      ON CONFLICT ("booking_id") DO UPDATE
        SET "car_id" = EXCLUDED."car_id", "starts_at" = EXCLUDED."starts_at", "ends_at" = EXCLUDED."ends_at";
  ELSE
    DELETE FROM "car_busy" WHERE "booking_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_hold_car_on_insert" AFTER INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_hold_car"();--> statement-breakpoint
CREATE TRIGGER "bookings_hold_car_on_update" AFTER UPDATE OF "status", "car_id", "pickup_at", "return_at" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_hold_car"();--> statement-breakpoint
-- A maintenance block holds its car for whole India calendar days.
CREATE FUNCTION "car_blocks_hold_car"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "car_busy" ("car_id", "block_id", "starts_at", "ends_at")
    VALUES (
      NEW."car_id", NEW."id",
      NEW."starts_on"::timestamp AT TIME ZONE 'Asia/Kolkata',
      (NEW."ends_on" + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'
    )
    ON CONFLICT ("block_id") DO UPDATE
      SET "car_id" = EXCLUDED."car_id", "starts_at" = EXCLUDED."starts_at", "ends_at" = EXCLUDED."ends_at";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "car_blocks_hold_car_on_write" AFTER INSERT OR UPDATE OF "car_id", "starts_on", "ends_on" ON "car_blocks"
  FOR EACH ROW EXECUTE FUNCTION "car_blocks_hold_car"();--> statement-breakpoint
-- Blocks made before this migration hold their cars too (deleting a block cascades).
INSERT INTO "car_busy" ("car_id", "block_id", "starts_at", "ends_at")
  SELECT "car_id", "id", "starts_on"::timestamp AT TIME ZONE 'Asia/Kolkata', ("ends_on" + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'
  FROM "car_blocks";
