ALTER TABLE "bookings" ADD COLUMN "odometer_end" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expenses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tariff" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "bill" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_odometer_order" CHECK ("bookings"."odometer_end" >= "bookings"."odometer_start");