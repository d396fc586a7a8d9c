/**
 * Runs `work` now and then every `intervalMs` until stopped, one run at a time (a run that
 * outlasts the interval makes the next wait, never overlap). The timer does not keep the process
 * alive; the returned stop waits for a run under way, so the database can be closed after it.
 * `work` reports its own failures, in its own words: a failed run never stops the next.
 */
export function runEvery(intervalMs: number, work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(work);
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
