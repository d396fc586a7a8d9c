import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, openPglite } from './client.js';

const client = await createPglite();
const { db, close } = openPglite(client);
afterAll(() => close());

const timesSql = sql`select '2026-11-27 10:30:00.123456+00'::timestamptz as at,
  '2026-11-27'::date as day, '1 day 02:00'::interval as span, 12.50::numeric as amount,
  array['2026-11-27 10:30:00+00'::timestamptz] as ats, 7 as n, '{"a":1}'::jsonb as doc`;

describe('the embedded database as Drizzle talks to it', () => {
  it('answers times, dates, intervals and numerics as PostgreSQL writes them, as Drizzle expects', async () => {
    const expected = {
      at: '2026-11-27 10:30:00.123456+00',
      day: '2026-11-27',
      span: '1 day 02:00:00',
      amount: '12.50',
      ats: '{"2026-11-27 10:30:00+00"}',
      n: 7,
      doc: { a: 1 },
    };
    const { rows } = (await db.execute(timesSql)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([expected]);
    // The same inside a transaction, which Drizzle runs on PGlite's transaction object.
    const inTransaction = await db.transaction(
      async (tx) => ((await tx.execute(timesSql)) as unknown as { rows: unknown[] }).rows,
    );
    expect(inTransaction).toEqual([expected]);
  });

  it('still rolls a failed transaction back', async () => {
    await db.execute(sql`create table kept (n int)`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into kept values (1)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = (await db.execute(sql`select count(*)::int as n from kept`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n).toBe(0);
  });
});
