CREATE TABLE "commission_invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"travel_company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD CONSTRAINT "commission_invoices_travel_company_id_travel_companies_id_fk" FOREIGN KEY ("travel_company_id") REFERENCES "public"."travel_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_company_month_unique" ON "commission_invoices" USING btree ("travel_company_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_sequence_unique" ON "commission_invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_number_unique" ON "commission_invoices" USING btree ("number");--> statement-breakpoint
-- An issued commission invoice is a legal record, like a company's: never changed nor removed.
CREATE TRIGGER commission_invoices_immutable BEFORE UPDATE OR DELETE ON commission_invoices FOR EACH ROW EXECUTE FUNCTION tax_documents_refuse_change();
