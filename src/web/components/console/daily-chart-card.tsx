import { Trans, useLingui } from '@lingui/react/macro';
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useFormat, type Formatters } from '../../lib/i18n/format';
import type { DailyPoint } from '../daily-chart';

// The chart library comes in a chunk of its own, asked for only once there is something to draw
// (docs/decisions/009-charts.md); the figures around it never wait for it.
const DailyChart = lazy(async () => ({
  default: (await import('../daily-chart')).DailyChart,
}));

/** "Sat, 22 Nov": a day of the period, for the table and the chart's readout. */
export const longDay = (format: Formatters, day: string) =>
  format.date(day, { weekday: 'short', day: 'numeric', month: 'short' });

// The chart's place while its chunk arrives, as tall as the chart, so nothing below it jumps.
const PLACEHOLDER_HEIGHT = { phone: 'h-[12.5rem]', desk: 'h-[13.5rem]' };

/**
 * A day-by-day figure as a card, in the partner dashboard and the operators' metrics: its title,
 * the busiest day, the bar chart, and the same figures as a table, always there for screen readers
 * and shown on request (or instead of the chart when its chunk cannot be loaded).
 */
export function DailyChartCard({
  title,
  heading: Heading = 'h3',
  valueHeading,
  caption,
  points,
  tone,
  size = 'phone',
  describe,
  empty,
  formatValue,
  describePeak,
}: {
  title: string;
  /** The card's heading level on its page. */
  heading?: 'h2' | 'h3';
  /** The table's heading of the figure column ("Views"). */
  valueHeading: string;
  /** The table's name for screen readers: "Views, day by day". */
  caption: string;
  points: DailyPoint[];
  tone?: 'brand' | 'accent';
  size?: 'phone' | 'desk';
  describe: (point: DailyPoint) => string;
  /** What the card says when every day is zero. */
  empty: ReactNode;
  /** A day's figure, on the scale and in the table: a count unless told ("₹12,400"). */
  formatValue?: (value: number) => string;
  /** The line naming the day with the most: "Busiest day: Sun, 15 Nov (40)" unless told. */
  describePeak?: (day: string, value: string) => string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const valueOf = formatValue ?? format.number;
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const [chartFailed, setChartFailed] = useState(false);
  const total = points.reduce((sum, point) => sum + point.value, 0);
  // The latest of the busiest days: what changed most recently is what the reader acts on.
  const busiest = points.reduce<DailyPoint | undefined>(
    (best, point) => (best === undefined || point.value >= best.value ? point : best),
    undefined,
  );
  const busiestDay = busiest ? longDay(format, busiest.day) : '';
  const busiestCount = valueOf(busiest?.value ?? 0);

  return (
    <section aria-labelledby={headingId} className="card min-w-0 p-5 sm:p-6">
      <Heading id={headingId} className="text-base font-bold text-brand-900">
        {title}
      </Heading>
      {total === 0 ? (
        <p className="mt-3 rounded-xl bg-surface p-4 text-sm text-muted">{empty}</p>
      ) : (
        <>
          <p className="mt-0.5 mb-3 text-sm text-muted">
            {describePeak
              ? describePeak(busiestDay, busiestCount)
              : t`Busiest day: ${busiestDay} (${busiestCount})`}
          </p>
          {chartFailed ? (
            <p className="rounded-xl bg-surface p-4 text-sm text-muted">
              <Trans>The chart could not be loaded; the numbers are below.</Trans>
            </p>
          ) : (
            <ChartBoundary onFailure={() => setChartFailed(true)}>
              <Suspense
                fallback={
                  <div
                    aria-hidden="true"
                    className={`${PLACEHOLDER_HEIGHT[size]} animate-pulse rounded-xl bg-slate-100`}
                  />
                }
              >
                <DailyChart
                  points={points}
                  tone={tone}
                  size={size}
                  describe={describe}
                  formatDay={(day) => format.date(day, { day: 'numeric', month: 'short' })}
                  formatNumber={valueOf}
                />
              </Suspense>
            </ChartBoundary>
          )}
          {chartFailed ? null : (
            <button
              type="button"
              className="mt-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? <Trans>Hide the numbers</Trans> : <Trans>Show the numbers</Trans>}
            </button>
          )}
          {/* The chart's text alternative: always there for screen readers, shown on request. */}
          <table
            id={tableId}
            className={tableShown || chartFailed ? 'mt-3 w-full text-sm' : 'sr-only'}
          >
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-muted">
                <th scope="col" className="py-1.5 font-medium">
                  <Trans>Day</Trans>
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  {valueHeading}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((point) => (
                <tr key={point.day} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-1.5 text-left font-normal">
                    <time dateTime={point.day}>{longDay(format, point.day)}</time>
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{valueOf(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/**
 * The chart's chunk failed to arrive (a dropped connection on the road): the card says so and
 * shows the figures as a table instead of taking the page down with it.
 */
class ChartBoundary extends Component<{ onFailure: () => void; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailure();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
