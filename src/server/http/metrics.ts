/**
 * Counters an instance keeps about its own work (how often a cache answered, say). They are per
 * instance and start at zero; the benchmark reads them through its own route.
 */
export interface Metrics {
  increment(name: string, by?: number): void;
  snapshot(): Record<string, number>;
}

export function createMetrics(): Metrics {
  const counts = new Map<string, number>();
  return {
    increment(name, by = 1) {
      counts.set(name, (counts.get(name) ?? 0) + by);
    },
    snapshot: () => Object.fromEntries(counts),
  };
}
