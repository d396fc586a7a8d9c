/** A bounded load: requests at a fixed rate for a fixed time, each one's answer recorded. */
import { setTimeout as sleep } from 'node:timers/promises';

export interface PlannedRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** What the test needs to find this request again (a write's marker). */
  tag?: string;
}

export interface Outcome extends PlannedRequest {
  sentAt: number;
  doneAt: number;
  /** 0 when no answer came (connection refused or reset). */
  status: number;
}

export async function runLoad(options: {
  baseUrl: string;
  perSecond: number;
  durationMs: number;
  next: (index: number) => PlannedRequest;
  /** Called once per elapsed second, e.g. to stop the database mid-run. */
  onSecond?: (second: number) => void | Promise<void>;
}): Promise<Outcome[]> {
  const outcomes: Promise<Outcome>[] = [];
  const started = Date.now();
  const interval = 1000 / options.perSecond;
  let second = 0;
  for (let index = 0; Date.now() - started < options.durationMs; index += 1) {
    const due = started + index * interval;
    if (due > Date.now()) await sleep(due - Date.now());
    const elapsedSeconds = Math.floor((Date.now() - started) / 1000);
    while (second < elapsedSeconds) {
      second += 1;
      await options.onSecond?.(second);
    }
    const planned = options.next(index);
    const sentAt = Date.now();
    outcomes.push(
      fetch(`${options.baseUrl}${planned.path}`, {
        method: planned.method,
        headers: planned.body === undefined ? {} : { 'content-type': 'application/json' },
        body: planned.body === undefined ? undefined : JSON.stringify(planned.body),
        signal: AbortSignal.timeout(15_000),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return { ...planned, sentAt, doneAt: Date.now(), status: response.status };
        },
        () => ({ ...planned, sentAt, doneAt: Date.now(), status: 0 }),
      ),
    );
  }
  return Promise.all(outcomes);
}

/** How many answers had each status, e.g. { 200: 3970, 503: 30 }. */
export function statusCounts(outcomes: Outcome[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of outcomes) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
