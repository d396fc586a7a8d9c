-- A company's month figures take each transaction's ledger entries once, as it commits, instead
-- of at each statement that writes entries. Added at the statement, a month's rows stayed locked
-- from a completion's ledger entries to its commit, through the invoice number and the rest of
-- its work: every completion of one company waited for the one before it to finish.
--
-- Each statement that writes entries adds their sums, by company, India month, event and
-- account, to a note in a setting local to the transaction; a deferred trigger adds the note to
-- the months, in key order, just before the commit, and clears it so the transaction's other
-- deferred events find nothing to do. A rolled-back savepoint takes its sums back with its
-- entries. Nothing reads a month inside a transaction that has written entries to it.
DROP TRIGGER "ledger_months_kept" ON "ledger_entries";--> statement-breakpoint
DROP FUNCTION "ledger_months_after_entries"();--> statement-breakpoint
CREATE FUNCTION "ledger_months_note"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted jsonb := coalesce(nullif(current_setting('saarthi.ledger_months', true), ''), '[]')::jsonb;
BEGIN
  SELECT coalesce(jsonb_agg(jsonb_build_array("company", "month", "event", "account", "amount", "entries")), '[]')
    INTO noted
    FROM (
      SELECT "company", "month", "event", "account", sum("amount") AS "amount", sum("entries") AS "entries"
        FROM (
          SELECT n ->> 0 AS "company", n ->> 1 AS "month", n ->> 2 AS "event", n ->> 3 AS "account",
                 (n ->> 4)::bigint AS "amount", (n ->> 5)::bigint AS "entries"
            FROM jsonb_array_elements(noted) n
          UNION ALL
          SELECT t."travel_company_id"::text,
                 to_char((t."occurred_at" AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM'),
                 t."event"::text, e."account"::text, sum(e."amount"), count(*)
            FROM "new_entries" e JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
           GROUP BY 1, 2, 3, 4
        ) both_sets
       GROUP BY 1, 2, 3, 4
    ) summed;
  PERFORM set_config('saarthi.ledger_months', noted::text, true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "ledger_months_add"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted text := nullif(current_setting('saarthi.ledger_months', true), '');
BEGIN
  IF noted IS NULL THEN
    RETURN NULL;
  END IF;
  -- In key order, so that two writers of one company never wait on each other's rows in
  -- opposite orders.
  INSERT INTO "ledger_months" AS m ("travel_company_id", "month", "event", "account", "amount", "entries")
    SELECT (n ->> 0)::uuid, n ->> 1, (n ->> 2)::"ledger_event", (n ->> 3)::"ledger_account",
           (n ->> 4)::bigint, (n ->> 5)::int
      FROM jsonb_array_elements(noted::jsonb) n
     ORDER BY 1, 2, 3, 4
  ON CONFLICT ("travel_company_id", "month", "event", "account") DO UPDATE
    SET "amount" = m."amount" + excluded."amount", "entries" = m."entries" + excluded."entries";
  PERFORM set_config('saarthi.ledger_months', '', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_months_note" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS "new_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_months_note"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_months_add" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "ledger_months_add"();
