/**
 * The first cars of each searched list, kept per catalogue version (docs/decisions/025). A
 * searched trip's page is the list's cars less those its window holds; the window changes with
 * every search, but the list's cars only with the catalogue, and the cars a window holds are
 * checked fresh each time (held-cars.ts). So a page is taken from the list's first cars, kept,
 * less the held ones; past what is kept, the database reads it as before.
 */
import { createAnswerCache } from './answer-cache.js';

/**
 * How many cars of a list are kept: the largest page (100, and one more that tells whether
 * another follows) with room for the cars a window holds among them.
 */
export const KEPT_PER_LIST = 120;
/** Lists kept per instance, each of at most {@link KEPT_PER_LIST} cars (about 1 KB each). */
const KEPT_LISTS = 64;

/** A list's first cars in its order, and whether the list has more than those. */
export interface KeptList<Row> {
  rows: Row[];
  truncated: boolean;
}

/**
 * Lists kept by key and version. Searches that arrive while a list is being read share the read;
 * a failed read is not kept.
 */
export function createKeptCars<Row>() {
  const lists = createAnswerCache<Promise<KeptList<Row>>>(KEPT_LISTS);
  return (key: string, version: bigint, read: () => Promise<KeptList<Row>>) => {
    const kept = lists.get(key, version);
    if (kept !== undefined) return kept;
    const reading = read();
    lists.set(key, version, reading);
    reading.catch(() => {
      if (lists.get(key, version) === reading) lists.delete(key);
    });
    return reading;
  };
}

/**
 * The page of a kept list for a window: its rows not held, from just after the cursor's car (or
 * after `skipped` of them), `count` at most. Null when the kept rows cannot tell: the cursor's
 * car is not among them or no longer at the cursor's place, or the page runs past them while
 * the list has more.
 */
export function freePage<Row extends { _id: string }>(
  list: KeptList<Row>,
  held: ReadonlySet<string>,
  from: { id: string; at: (row: Row) => boolean } | undefined,
  skipped: number,
  count: number,
): Row[] | null {
  let start = 0;
  if (from) {
    const index = list.rows.findIndex((row) => row._id === from.id);
    if (index < 0 || !from.at(list.rows[index]!)) return null;
    start = index + 1;
  }
  const free = list.rows.slice(start).filter((row) => !held.has(row._id));
  const wanted = skipped + count;
  if (free.length < wanted && list.truncated) return null;
  return free.slice(skipped, wanted);
}
