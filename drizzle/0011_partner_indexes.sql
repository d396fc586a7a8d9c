DROP INDEX "cars_registration_number_unique";--> statement-breakpoint
DROP INDEX "queries_travel_company_idx";--> statement-breakpoint
CREATE INDEX "cars_photos_idx" ON "cars" USING gin ("photos");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_registration_number_unique" ON "cars" USING btree ("registration_number") WHERE "cars"."status" <> 'archived';--> statement-breakpoint
CREATE INDEX "queries_travel_company_idx" ON "queries" USING btree ("travel_company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);