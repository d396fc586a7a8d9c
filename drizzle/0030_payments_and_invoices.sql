CREATE TYPE "public"."payment_method" AS ENUM('upi', 'cash', 'card', 'bank');--> statement-breakpoint
CREATE TYPE "public"."tax_document_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_amount" CHECK ("booking_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"travel_company_id" uuid NOT NULL,
	"kind" "tax_document_kind" NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "tax_document_counters_travel_company_id_kind_financial_year_pk" PRIMARY KEY("travel_company_id","kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"travel_company_id" uuid NOT NULL,
	"kind" "tax_document_kind" NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "upi_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document_counters" ADD CONSTRAINT "tax_document_counters_travel_company_id_travel_companies_id_fk" FOREIGN KEY ("travel_company_id") REFERENCES "public"."travel_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_travel_company_id_travel_companies_id_fk" FOREIGN KEY ("travel_company_id") REFERENCES "public"."travel_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_utr_unique" ON "booking_payments" USING btree ("reference") WHERE "booking_payments"."method" = 'upi';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_sequence_unique" ON "tax_documents" USING btree ("travel_company_id","kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_unique" ON "tax_documents" USING btree ("travel_company_id","number");--> statement-breakpoint
CREATE INDEX "tax_documents_booking_idx" ON "tax_documents" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "travel_companies" ADD CONSTRAINT "travel_companies_upi_id" CHECK ("travel_companies"."upi_id" = '' or "travel_companies"."upi_id" ~ '^[a-zA-Z0-9._-]{2,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$');--> statement-breakpoint
-- An issued tax invoice or credit note is a legal record: it never changes and is never removed.
-- A correction is a credit note of its own.
CREATE FUNCTION tax_documents_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued tax document cannot be changed or removed';
END $$;--> statement-breakpoint
CREATE TRIGGER tax_documents_immutable BEFORE UPDATE OR DELETE ON tax_documents FOR EACH ROW EXECUTE FUNCTION tax_documents_refuse_change();
