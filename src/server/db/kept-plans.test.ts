import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import { KEPT_PER_CONNECTION, PlanKeepingClient } from './kept-plans.js';

const database = await createTestDatabase();
afterAll(() => database.close());

/** The statements this connection keeps prepared, by their text. */
async function kept(client: PlanKeepingClient): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by prepare_time',
  );
  return rows.map((row) => row.statement);
}

describe('PlanKeepingClient', () => {
  it.runIf(database.kind === 'postgres')(
    'prepares a statement with parameters once, and runs it again by its name',
    async () => {
      const client = new PlanKeepingClient({ connectionString: database.url });
      await client.connect();
      try {
        const text = 'select $1::int + 1 as next';
        const first = await client.query({ text }, [41]);
        const second = await client.query({ text }, [1]);
        expect(first.rows).toEqual([{ next: 42 }]);
        expect(second.rows).toEqual([{ next: 2 }]);
        expect(await kept(client)).toEqual([text]);
        // Without parameters a statement runs as it is: no migration or `set` is kept.
        await client.query({ text: 'select 1 as one' });
        await client.query('select 2 as two');
        expect(await kept(client)).toEqual([text]);
      } finally {
        await client.end();
      }
    },
  );

  it.runIf(database.kind === 'postgres')(
    'keeps no more than its bound, and runs the statements past it unnamed',
    async () => {
      const client = new PlanKeepingClient({ connectionString: database.url });
      await client.connect();
      try {
        for (let n = 0; n < KEPT_PER_CONNECTION + 5; n += 1) {
          const { rows } = await client.query({ text: `select $1::int * ${n} as product` }, [2]);
          expect(rows).toEqual([{ product: 2 * n }]);
        }
        expect(await kept(client)).toHaveLength(KEPT_PER_CONNECTION);
      } finally {
        await client.end();
      }
    },
  );

  it.runIf(database.kind === 'postgres')(
    'answers a statement that does not parse with its error, and prepares it when it is right',
    async () => {
      const client = new PlanKeepingClient({ connectionString: database.url });
      await client.connect();
      try {
        await expect(client.query({ text: 'select $1::int +' }, [1])).rejects.toThrow(/syntax/);
        const { rows } = await client.query({ text: 'select $1::int as one' }, [1]);
        expect(rows).toEqual([{ one: 1 }]);
        expect(await kept(client)).toEqual(['select $1::int as one']);
      } finally {
        await client.end();
      }
    },
  );

  it('serves every request of the app through one such pool on PostgreSQL', async () => {
    // The pool's client class is the plan-keeping one; the embedded database has none.
    const pool = (database.db as unknown as { $client: { options?: { Client?: unknown } } })
      .$client;
    if (database.kind === 'postgres') expect(pool.options?.Client).toBe(PlanKeepingClient);
    else expect(pool.options?.Client).toBeUndefined();
  });
});
