import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.js';

const dialect = new PgDialect();

/** The rows of a `db.execute` answer (both drivers answer `{ rows }`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * How many reads one embedded database keeps prepared: each distinct statement text is one (a
 * read's optional filters make a few texts), so this is far more than the app writes, and only
 * bounds the memory if a caller ever built texts without end.
 */
const KEPT_PER_DATABASE = 200;

interface Prepared {
  name: string;
  ready: Promise<void>;
}

/**
 * The statements prepared on each embedded database, by their text, in the order they were
 * prepared; the names are a count, as a hash of the text would cost more than the lookup.
 */
const preparedOn = new WeakMap<PGlite, Map<string, Prepared>>();
let prepareCount = 0;

/** A parameter as SQL text: quoted and escaped by the driver's own rule, or NULL. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'number' || typeof value === 'bigint') {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new TypeError('A prepared read takes only finite numbers');
    return `'${value}'`;
  }
  if (typeof value === 'string' || typeof value === 'boolean')
    return pg.escapeLiteral(String(value));
  throw new TypeError(`A prepared read cannot take a parameter of type ${typeof value}`);
}

/**
 * Runs a read whose plan the database keeps, and answers its rows as `db.execute` would.
 *
 * Planning a statement of many parts (the dashboard's figures, a page of the audit log with its
 * names) costs more than running it on the few rows it reads; on the embedded database every
 * request's statements wait in one line, so that cost is paid by everyone queued behind. There
 * the statement is prepared once under a name of its own (`PREPARE`), and each call
 * runs it (`EXECUTE`) with the plan made once for every argument. `EXECUTE` takes
 * its arguments as SQL text, quoted by the driver's escaping; a parameter that is not a string,
 * a finite number, a boolean, a date or null is refused. On PostgreSQL the read runs as it is:
 * a pool's connections would each need the statement, and there planning runs in parallel.
 */
export async function preparedRead<Row>(db: Database, query: SQL): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return rowsOf<Row>(await db.execute(query));
  const { sql: text, params } = dialect.sqlToQuery(query);
  const prepared = preparedOn.get(client) ?? new Map<string, Prepared>();
  preparedOn.set(client, prepared);
  let statement = prepared.get(text);
  if (!statement) {
    if (prepared.size >= KEPT_PER_DATABASE) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      await db.execute(sql.raw(`deallocate ${oldest.name}`)).catch(() => undefined);
    }
    const name = `read_${++prepareCount}`;
    const ready = db.execute(sql.raw(`prepare ${name} as ${text}`)).then(() => undefined);
    const entry = { name, ready };
    // A failed PREPARE (a statement that does not parse) is tried again by the next call.
    ready.catch(() => {
      if (prepared.get(text) === entry) prepared.delete(text);
    });
    prepared.set(text, entry);
    statement = entry;
  }
  await statement.ready;
  const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
  // PostgreSQL plans a statement with arguments afresh for each call while a plan for those
  // arguments looks cheaper than the kept one, which for the audit page was every call: the
  // statement's own plan is asked for. `set local` lasts for this one implicit transaction of
  // two statements, so it ends with them even when the read fails.
  const results = await client.exec(
    `set local plan_cache_mode = force_generic_plan; execute ${statement.name}${args}`,
  );
  return results.at(-1)!.rows as Row[];
}
