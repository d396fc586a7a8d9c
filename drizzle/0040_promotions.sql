-- The enum values added here are used only from the next transaction on (PostgreSQL refuses a
-- new value in the transaction that adds it): the owner check compares the account as text.
CREATE TYPE "public"."promotion_kind" AS ENUM('amount', 'percent');--> statement-breakpoint
CREATE TYPE "public"."promotion_use_status" AS ENUM('reserved', 'used', 'released');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'offer';--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'saarthi_promotions';--> statement-breakpoint
ALTER TYPE "public"."ledger_event" ADD VALUE 'promotion';--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"customer_user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"status" "promotion_use_status" DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_uses_amount" CHECK ("promotion_uses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" "promotion_kind" NOT NULL,
	"value" integer NOT NULL,
	"cap" integer,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"first_trip_only" boolean DEFAULT false NOT NULL,
	"per_customer" integer NOT NULL,
	"total_limit" integer NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_uses" CHECK ("promotions"."uses" >= 0 and "promotions"."uses" <= "promotions"."total_limit"),
	CONSTRAINT "promotions_value" CHECK ("promotions"."value" > 0),
	CONSTRAINT "promotions_days" CHECK ("promotions"."valid_to" >= "promotions"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_owner";--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_uses_booking_unique" ON "promotion_uses" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_customer_idx" ON "promotion_uses" USING btree ("promotion_id","customer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_unique" ON "promotions" USING btree ("code");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_owner" CHECK (("ledger_entries"."owner_id" is null) = starts_with("ledger_entries"."account"::text, 'saarthi_'));