import pg from 'pg';

/**
 * How many statements one connection keeps prepared. The app writes a few hundred distinct
 * texts at most (a read's optional filters and a list's length make a few of each); the bound
 * only matters if something ever built texts without end, and then the rest run unnamed.
 */
export const KEPT_PER_CONNECTION = 200;

interface QueryConfigShape {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * A pooled PostgreSQL connection that prepares each statement it is asked for once, under a name
 * of its own, and from then on only binds and runs it (docs/decisions/027). The driver's
 * unnamed statements are parsed and planned on every call: for a booking's reads, which join
 * five tables, planning cost twenty times the run, and on a machine where the database shares
 * its cores with the server that was time taken from every request.
 *
 * Only statements that take parameters are kept: what Drizzle's queries send. Statements
 * without (migrations, `set`, one-off maintenance) run as they are.
 */
export class PlanKeepingClient extends pg.Client {
  readonly #names = new Map<string, string>();

  // Every form of the driver's `query` passes through here, keeping its overloads' types; only
  // the config-object form gets a name.
  override query = ((config: unknown, values?: unknown, callback?: unknown) =>
    (pg.Client.prototype.query as (...args: unknown[]) => unknown).call(
      this,
      this.#withName(config, values),
      values,
      callback,
    )) as pg.Client['query'];

  #withName(config: unknown, values: unknown): unknown {
    if (typeof config !== 'object' || config === null) return config;
    const shape = config as QueryConfigShape;
    // A Query or Cursor object submits itself; a named statement already has its name.
    if (typeof shape.submit === 'function' || shape.name !== undefined) return config;
    if (typeof shape.text !== 'string') return config;
    const parameters = Array.isArray(values) ? values : shape.values;
    if (!Array.isArray(parameters) || parameters.length === 0) return config;
    let name = this.#names.get(shape.text);
    if (name === undefined) {
      if (this.#names.size >= KEPT_PER_CONNECTION) return config;
      name = `saarthi_${this.#names.size + 1}`;
      this.#names.set(shape.text, name);
    }
    return { ...shape, name };
  }
}
