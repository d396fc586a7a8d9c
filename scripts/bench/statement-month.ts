/**
 * A busy month for the partner's statement (docs/product/trips-and-money.md#statements-and-
 * settlements): the demo company's completed trip, with its invoice and ledger entries as the
 * seed issued them, copied as `count` trips completed last month, each with its own booking,
 * invoice number and ledger transactions. The statement then reads a month of `count` trips.
 */
import { sql } from 'drizzle-orm';
import { COMPANIES } from '../../src/server/db/seed/data.js';
import { addMonths, dayStart, indiaToday } from '../../src/shared/india-time.js';
import type { Database } from '../../src/server/db/client.js';

/** The month the copies are completed in: the last one over, so today's trips never mix in. */
export const statementMonth = () => addMonths(indiaToday().slice(0, 7), -1);

export async function fillStatementMonth(db: Database, count: number): Promise<number> {
  const month = statementMonth();
  const from = new Date(dayStart(`${month}-01`));
  const to = new Date(dayStart(`${addMonths(month, 1)}-01`));
  const spacing = Math.floor((to.getTime() - from.getTime()) / (count + 1));
  // A table made from a query takes no parameters: the values written in are the bench's own.
  await db.transaction(async (tx) => {
    // The demo company's completed trip with an invoice: the one every copy is made from.
    await tx.execute(sql`
      create temporary table bench_template on commit drop as
      select b.id as booking_id, d.id as document_id
        from bookings b
        join tax_documents d on d.booking_id = b.id and d.kind = 'invoice'
        join travel_companies c on c.id = b.travel_company_id
        join users u on u.id = c.owner_user_id
       where u.email = ${sql.raw(`'${COMPANIES[0]!.owner.email}'`)} and b.status = 'completed'
       limit 1`);
    await tx.execute(sql`
      create temporary table bench_trips on commit drop as
      select i, gen_random_uuid() as booking_id, gen_random_uuid() as document_id,
             ${sql.raw(`'${from.toISOString()}'`)}::timestamptz
               + (i::bigint * ${sql.raw(String(spacing))}) * interval '1 millisecond' as at
        from generate_series(1, ${sql.raw(String(count))}) as i`);
    // Each copy overrides what must be its own; the rest is the template's, column for column.
    await tx.execute(sql`
      insert into bookings
      select (jsonb_populate_record(null::bookings, to_jsonb(b) || jsonb_build_object(
        'id', t.booking_id, 'reference', 'SB-' || lpad(t.i::text, 7, '0'),
        'idempotency_key', null, 'created_at', t.at, 'updated_at', t.at))).*
        from bookings b join bench_template x on x.booking_id = b.id cross join bench_trips t`);
    // Numbered on from the company's series, which then counts them: the series stays 1…n.
    await tx.execute(sql`
      insert into tax_documents
      select (jsonb_populate_record(null::tax_documents, to_jsonb(d) || jsonb_build_object(
        'id', t.document_id, 'booking_id', t.booking_id, 'sequence', c.last + t.i,
        'number', regexp_replace(d.number, '[0-9]+$', lpad((c.last + t.i)::text, 5, '0')),
        'created_at', t.at))).*
        from tax_documents d join bench_template x on x.document_id = d.id
        join tax_document_counters c on c.travel_company_id = d.travel_company_id
         and c.kind = d.kind and c.financial_year = d.financial_year
        cross join bench_trips t`);
    await tx.execute(sql`
      update tax_document_counters c set last = c.last + ${sql.raw(String(count))}
        from tax_documents d join bench_template x on x.document_id = d.id
       where c.travel_company_id = d.travel_company_id and c.kind = d.kind
         and c.financial_year = d.financial_year`);
    // The template's ledger transactions (its sale and commission), each copied per trip.
    await tx.execute(sql`
      create temporary table bench_ledger on commit drop as
      select l.id as template_id, t.booking_id, t.document_id, t.at, gen_random_uuid() as id
        from ledger_transactions l join bench_template x on x.document_id = l.source_id
        cross join bench_trips t`);
    await tx.execute(sql`
      insert into ledger_transactions
      select (jsonb_populate_record(null::ledger_transactions, to_jsonb(l) || jsonb_build_object(
        'id', n.id, 'booking_id', n.booking_id, 'source_id', n.document_id,
        'occurred_at', n.at))).*
        from ledger_transactions l join bench_ledger n on n.template_id = l.id`);
    await tx.execute(sql`
      insert into ledger_entries (transaction_id, account, owner_id, amount)
      select n.id, e.account, e.owner_id, e.amount
        from ledger_entries e join bench_ledger n on n.template_id = e.transaction_id`);
  });
  await db.execute(sql`analyze bookings, tax_documents, ledger_transactions, ledger_entries`);
  return count;
}
