ALTER TABLE "uploads" ADD COLUMN "content" "bytea";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "aadhaar_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "aadhaar_last4" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pan_encrypted" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- One review per customer per car: keep each customer's latest review of a car, then count the
-- travel companies' ratings again from what is left.
DELETE FROM "feedback" AS "older" USING "feedback" AS "newer"
WHERE "older"."user_id" = "newer"."user_id" AND "older"."car_id" = "newer"."car_id"
  AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
UPDATE "travel_companies" SET
  "rating_total" = coalesce((SELECT sum("rating") FROM "feedback" WHERE "feedback"."travel_company_id" = "travel_companies"."id"), 0)::int,
  "rating_count" = (SELECT count(*) FROM "feedback" WHERE "feedback"."travel_company_id" = "travel_companies"."id")::int;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_user_car_unique" ON "feedback" USING btree ("user_id","car_id");