CREATE TYPE "public"."ledger_account" AS ENUM('customer_receivable', 'company_fares', 'company_gst', 'company_reimbursements', 'company_receipts', 'company_saarthi', 'saarthi_commission', 'saarthi_gst_payable', 'saarthi_bank');--> statement-breakpoint
CREATE TYPE "public"."ledger_event" AS ENUM('sale', 'fee', 'credit', 'payment', 'commission', 'commission_correction', 'settlement');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" "ledger_account" NOT NULL,
	"owner_id" uuid,
	"amount" integer NOT NULL,
	CONSTRAINT "ledger_entries_amount" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_owner" CHECK (("ledger_entries"."owner_id" is null) = ("ledger_entries"."account" in ('saarthi_commission', 'saarthi_gst_payable', 'saarthi_bank')))
);
--> statement-breakpoint
CREATE TABLE "ledger_months" (
	"travel_company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"event" "ledger_event" NOT NULL,
	"account" "ledger_account" NOT NULL,
	"amount" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "ledger_months_travel_company_id_month_event_account_pk" PRIMARY KEY("travel_company_id","month","event","account")
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" "ledger_event" NOT NULL,
	"travel_company_id" uuid NOT NULL,
	"booking_id" uuid,
	"source_id" uuid NOT NULL,
	"corrects_id" uuid,
	"commission_basis_points" integer,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"travel_company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"settled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_amount" CHECK ("settlements"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "travel_companies" ADD COLUMN "commission_basis_points" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_months" ADD CONSTRAINT "ledger_months_travel_company_id_travel_companies_id_fk" FOREIGN KEY ("travel_company_id") REFERENCES "public"."travel_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_travel_company_id_travel_companies_id_fk" FOREIGN KEY ("travel_company_id") REFERENCES "public"."travel_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_corrects_id_ledger_transactions_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_travel_company_id_travel_companies_id_fk" FOREIGN KEY ("travel_company_id") REFERENCES "public"."travel_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","owner_id");--> statement-breakpoint
CREATE INDEX "ledger_months_month_idx" ON "ledger_months" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_source_unique" ON "ledger_transactions" USING btree ("event","source_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_company_idx" ON "ledger_transactions" USING btree ("travel_company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_booking_idx" ON "ledger_transactions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_corrects_idx" ON "ledger_transactions" USING btree ("corrects_id") WHERE "ledger_transactions"."corrects_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_company_month_unique" ON "settlements" USING btree ("travel_company_id","month");--> statement-breakpoint
CREATE INDEX "settlements_month_idx" ON "settlements" USING btree ("month");--> statement-breakpoint
ALTER TABLE "travel_companies" ADD CONSTRAINT "travel_companies_commission" CHECK ("travel_companies"."commission_basis_points" between 0 and 3000);--> statement-breakpoint
-- The ledger is a record: a row once written never changes and is never removed. A correction is
-- a transaction of its own.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- Checked at commit, once all of a transaction's entries are in: its entries add up to nothing,
-- and it has at least two. A money write that would leave the books out of balance fails whole.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  txn uuid;
  total bigint;
  lines integer;
BEGIN
  IF TG_TABLE_NAME = 'ledger_entries' THEN
    txn := NEW.transaction_id;
  ELSE
    txn := NEW.id;
  END IF;
  SELECT coalesce(sum(amount), 0), count(*) INTO total, lines
    FROM ledger_entries WHERE transaction_id = txn;
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: % over % entries', txn, total, lines
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_balanced';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
CREATE TRIGGER settlements_append_only BEFORE UPDATE OR DELETE ON settlements FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Each statement's entries added to their company's month, by event and account, in key order so
-- that two writes of one company never wait on each other's rows in opposite orders. The month
-- is India's: the transaction's moment at UTC plus five and a half hours.
CREATE FUNCTION ledger_months_after_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_months (travel_company_id, month, event, account, amount, entries)
    SELECT t.travel_company_id,
           to_char((t.occurred_at AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM'),
           t.event, e.account, sum(e.amount), count(*)
      FROM new_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
  ON CONFLICT (travel_company_id, month, event, account) DO UPDATE
    SET amount = ledger_months.amount + excluded.amount,
        entries = ledger_months.entries + excluded.entries;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_months_kept AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_months_after_entries();
