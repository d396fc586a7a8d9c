ALTER TABLE "bookings" ADD COLUMN "start_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "start_code_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "odometer_start" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_start_code" CHECK ("bookings"."start_code" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_odometer_start" CHECK ("bookings"."odometer_start" >= 0);--> statement-breakpoint
-- Trips confirmed before start codes existed get theirs now, so each can still start.
UPDATE "bookings" SET "start_code" = lpad((floor(random() * 10000))::int::text, 4, '0') WHERE "status" = 'confirmed';
