import {
  METRICS_CITIES,
  METRICS_MEASURES,
  type Metrics,
  type MetricsCity,
  type MetricsFigures,
  type MetricsMoney,
  type MetricsMonth,
} from '@shared/contracts/ops-metrics';
import { addMonths } from '@shared/india-time';

const zero = (): MetricsFigures => ({ signups: 0, reveals: 0, requests: 0, completions: 0 });

/**
 * Test factory: the metrics answer of `length` days from `from` (30 days ending 22 Nov 2026
 * unless told), these figures on their days.
 */
export function makeMetrics(
  figures: Partial<Record<string, Partial<Record<MetricsCity, Partial<MetricsFigures>>>>> = {},
  from = '2026-10-24',
  length = 30,
  /** Money per India month and city (`{ '2026-11': { Guntur: { gross, commission } } }`). */
  money: Partial<Record<string, Partial<Record<MetricsCity, MetricsMoney>>>> = {},
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
  const period = { from: days[0]!.day, to: days.at(-1)!.day };
  return {
    success: true,
    period,
    days,
    totals: { byCity, all },
    months: monthsOf(period.from, period.to, money),
  };
}

/** The money of each month from `from`'s to `to`'s: `money` per month and city, zero elsewhere. */
function monthsOf(
  from: string,
  to: string,
  money: Partial<Record<string, Partial<Record<MetricsCity, MetricsMoney>>>>,
): MetricsMonth[] {
  const months: MetricsMonth[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addMonths(month, 1)) {
    const byCity = Object.fromEntries(
      METRICS_CITIES.map((city) => [city, money[month]?.[city] ?? { gross: 0, commission: 0 }]),
    ) as Record<MetricsCity, MetricsMoney>;
    const all = { gross: 0, commission: 0 };
    for (const city of METRICS_CITIES) {
      all.gross += byCity[city].gross;
      all.commission += byCity[city].commission;
    }
    months.push({ month, byCity, all });
  }
  return months;
}
