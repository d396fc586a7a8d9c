CREATE TABLE "trip_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trip_links" ADD CONSTRAINT "trip_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_links_token_unique" ON "trip_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trip_links_booking_idx" ON "trip_links" USING btree ("booking_id");