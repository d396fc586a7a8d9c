CREATE INDEX "cars_city_category_idx" ON "cars" USING btree ("city","category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cars_city_service_idx" ON "cars" USING btree ("city","service_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cars_city_idx" ON "cars" USING btree ("city","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cars_category_idx" ON "cars" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);