CREATE INDEX "booking_events_completed_idx" ON "booking_events" USING btree ("created_at") WHERE "booking_events"."to_status" = 'completed';--> statement-breakpoint
CREATE INDEX "bookings_pickup_idx" ON "bookings" USING btree ("pickup_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "queries_created_idx" ON "queries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);