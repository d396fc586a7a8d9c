import {
  METRICS_CITIES,
  METRICS_MEASURES,
  type Metrics,
  type MetricsCity,
  type MetricsFigures,
} from '@shared/contracts/ops-metrics';

const zero = (): MetricsFigures => ({ signups: 0, reveals: 0, requests: 0, completions: 0 });

/**
 * Test factory: the metrics answer of `length` days from `from` (30 days ending 22 Nov 2026
 * unless told), these figures on their days.
 */
export function makeMetrics(
  figures: Partial<Record<string, Partial<Record<MetricsCity, Partial<MetricsFigures>>>>> = {},
  from = '2026-10-24',
  length = 30,
): Metrics {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(year, month - 1, day);
  const days = Array.from({ length }, (_, index) => {
    const date = new Date(start + index * 86_400_000);
    const day = date.toISOString().slice(0, 10);
    const byCity = Object.fromEntries(
      METRICS_CITIES.map((city) => [city, { ...zero(), ...figures[day]?.[city] }]),
    ) as Record<MetricsCity, MetricsFigures>;
    const all = zero();
    for (const city of METRICS_CITIES)
      for (const measure of METRICS_MEASURES) all[measure] += byCity[city][measure];
    return { day, byCity, all };
  });
  const byCity = Object.fromEntries(METRICS_CITIES.map((city) => [city, zero()])) as Record<
    MetricsCity,
    MetricsFigures
  >;
  const all = zero();
  for (const day of days)
    for (const city of METRICS_CITIES)
      for (const measure of METRICS_MEASURES) {
        byCity[city][measure] += day.byCity[city][measure];
        all[measure] += day.byCity[city][measure];
      }
  return {
    success: true,
    period: { from: days[0]!.day, to: days.at(-1)!.day },
    days,
    totals: { byCity, all },
  };
}
