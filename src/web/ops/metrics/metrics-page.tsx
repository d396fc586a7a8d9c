import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import {
  METRICS_CITIES,
  METRICS_MEASURES,
  type Metrics,
  type MetricsCity,
  type MetricsFigures,
  type MetricsMeasure,
} from '@shared/contracts/ops-metrics';
import { FilterButtons } from '../../components/console/filter-buttons';
import { CouldNotLoad, PageTitle } from '../../components/console/page-parts';
import { useFormat } from '../../lib/i18n/format';
import { CITY_LABELS } from '../../lib/i18n/labels';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OpsLayout } from '../layout/ops-layout';
import { periodQuery, useMetrics, type MetricsPeriodChoice } from './api';
import { PeriodForm } from './period-form';
import { DownloadCsvButton } from '../../components/console/download-csv';
import type { DailyPoint } from '../../components/daily-chart';
import { DailyChartCard, longDay } from '../../components/console/daily-chart-card';

/** The city selector's choice: every city together, or one (Other included). */
type CityChoice = MetricsCity | 'all';

const OTHER_CITY = msg({
  message: 'Other',
  comment: 'Metrics: sign-ups, reveals and bookings outside the five cities, or of no city',
});

function cityWords(i18n: I18n, city: MetricsCity): string {
  return city === 'Other' ? i18n._(OTHER_CITY) : i18n._(CITY_LABELS[city]);
}

const MEASURE_LABELS: Record<MetricsMeasure, MessageDescriptor> = {
  signups: msg({ message: 'Sign-ups', comment: 'Metrics: accounts created' }),
  reveals: msg({
    message: 'Contact reveals',
    comment: "Metrics: customers revealing a car's contact",
  }),
  requests: msg({ message: 'Booking requests', comment: 'Metrics: bookings made' }),
  completions: msg({ message: 'Completed trips', comment: 'Metrics: bookings completed' }),
};

const isCity = (value: string | null): value is MetricsCity =>
  (METRICS_CITIES as readonly (string | null)[]).includes(value);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period the address holds; a day written otherwise is left for the server to refuse. */
function periodFrom(params: URLSearchParams): MetricsPeriodChoice {
  const day = (name: string) => params.get(name)?.trim() ?? '';
  return { from: day('from'), to: day('to') };
}

/**
 * /ops/metrics: the marketplace's India days, the last 30 unless another period is chosen
 * (docs/product/marketplace.md#metrics: sign-ups, reveals, booking requests and completions per
 * city per day), as a chart per measure for every city together or one, and the totals per city
 * as a table. The period and the city chosen live in the address.
 */
export function MetricsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Metrics`);
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params);
  const metrics = useMetrics(period);
  const city = params.get('city');
  const choose = (next: MetricsPeriodChoice | null) => {
    const query = next ? periodQuery(next) : new URLSearchParams();
    if (city) query.set('city', city);
    setParams(query);
  };
  const csvQuery = metrics.data
    ? periodQuery(metrics.data.period)
    : periodQuery({
        from: DAY.test(period.from) ? period.from : '',
        to: DAY.test(period.to) ? period.to : '',
      });
  if (isCity(city)) csvQuery.set('city', city);
  return (
    <OpsLayout>
      <PageTitle
        title={t`Metrics`}
        subtitle={
          <Trans>
            Sign-ups, contact reveals, booking requests and completed trips per city, day by day in
            India time.
          </Trans>
        }
      >
        <DownloadCsvButton path="/api/admin/metrics.csv" query={csvQuery} />
      </PageTitle>
      <div className="space-y-6">
        {metrics.data ? (
          <PeriodForm
            key={`${metrics.data.period.from}|${metrics.data.period.to}`}
            shown={metrics.data.period}
            chosen={Boolean(period.from || period.to)}
            onChoose={choose}
          />
        ) : metrics.isError ? (
          <PeriodForm shown={period} chosen onChoose={choose} />
        ) : null}
        {metrics.isPending ? (
          <MetricsLoading />
        ) : metrics.isError ? (
          <CouldNotLoad query={metrics} title={t`We could not load the metrics`} />
        ) : (
          <Figures metrics={metrics.data} />
        )}
      </div>
    </OpsLayout>
  );
}

function Figures({ metrics }: { metrics: Metrics }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const cityParam = params.get('city');
  /** The address with another city, the period kept. */
  const withCity = (next: CityChoice) => {
    const query = new URLSearchParams(params);
    if (next === 'all') query.delete('city');
    else query.set('city', next);
    return query;
  };
  const city: CityChoice = isCity(cityParam) ? cityParam : 'all';
  const figuresOf = (figures: {
    byCity: Record<MetricsCity, MetricsFigures>;
    all: MetricsFigures;
  }) => (city === 'all' ? figures.all : figures.byCity[city]);
  const totals = figuresOf(metrics.totals);
  const where = city === 'all' ? t`every city` : cityWords(i18n, city);
  const from = format.date(metrics.period.from, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const to = format.date(metrics.period.to, { day: 'numeric', month: 'short', year: 'numeric' });
  const nothingAtAll = METRICS_MEASURES.every((measure) => metrics.totals.all[measure] === 0);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <p className="text-sm text-muted">
          <Trans>
            <time dateTime={metrics.period.from}>{from}</time> to{' '}
            <time dateTime={metrics.period.to}>{to}</time>
          </Trans>
        </p>
      </div>
      <FilterButtons
        label={t`City`}
        className="flex gap-2 overflow-x-auto pb-1"
        value={city}
        onChange={(next) => setParams(withCity(next), { replace: true })}
        options={[
          { value: 'all' as CityChoice, label: t`All cities` },
          ...METRICS_CITIES.map((value) => ({ value, label: cityWords(i18n, value) })),
        ]}
      />
      {nothingAtAll ? (
        <p className="card p-6 text-center text-muted">
          <Trans>
            Nothing happened in this period: no sign-ups, reveals or bookings in any city.
          </Trans>
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {METRICS_MEASURES.map((measure) => (
              <div key={measure} className="card min-w-0 p-4 sm:p-5">
                <dt className="text-sm text-muted">{i18n._(MEASURE_LABELS[measure])}</dt>
                <dd className="mt-1 text-2xl font-extrabold tracking-tight text-brand-900">
                  {format.number(totals[measure])}
                </dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-5 xl:grid-cols-2">
            {METRICS_MEASURES.map((measure) => (
              <ChartCard
                key={measure}
                measure={measure}
                where={where}
                points={metrics.days.map((day) => ({
                  day: day.day,
                  value: figuresOf(day)[measure],
                }))}
              />
            ))}
          </div>
        </>
      )}
      <TotalsTable metrics={metrics} city={city} />
      <MoneyTable metrics={metrics} city={city} where={where} />
    </div>
  );
}

/**
 * The money of the months the period touches, for the city chosen: what the trips were
 * invoiced (gross bookings value) and Saarthi's commission on them, by the company's city.
 */
function MoneyTable({
  metrics,
  city,
  where,
}: {
  metrics: Metrics;
  city: CityChoice;
  where: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const monthName = (month: string) =>
    format.date(`${month}-15T12:00:00+05:30`, { month: 'long', year: 'numeric' });
  return (
    <section aria-labelledby={headingId} className="card min-w-0 p-5 sm:p-6">
      <h2 id={headingId} className="text-base font-bold text-brand-900">
        <Trans>Money by month, {where}</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Whole months, by the travel company's city: what completed trips were invoiced, GST and
          tolls included, and Saarthi's commission on them before its GST.
        </Trans>
      </p>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="group" aria-labelledby={headingId}>
        <table className="w-full min-w-[24rem] text-sm">
          <caption className="sr-only">{t`Money by month, ${where}`}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Month</Trans>
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                <Trans>Gross bookings value</Trans>
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                <Trans>Saarthi's commission</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {metrics.months.map((month) => {
              const money = city === 'all' ? month.all : month.byCity[city];
              return (
                <tr key={month.month} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {monthName(month.month)}
                  </th>
                  <td className="py-2 pl-3 text-right tabular-nums">
                    {format.rupees(money.gross)}
                  </td>
                  <td className="py-2 pl-3 text-right tabular-nums">
                    {format.rupees(money.commission)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ChartCard({
  measure,
  where,
  points,
}: {
  measure: MetricsMeasure;
  /** "every city", "Hyderabad". */
  where: string;
  points: DailyPoint[];
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const title = i18n._(MEASURE_LABELS[measure]);
  const describe = ({ day, value }: DailyPoint) => {
    const when = longDay(format, day);
    switch (measure) {
      case 'signups':
        return t`${when}: ${plural(value, { one: '# sign-up', other: '# sign-ups' })}`;
      case 'reveals':
        return t`${when}: ${plural(value, { one: '# reveal', other: '# reveals' })}`;
      case 'requests':
        return t`${when}: ${plural(value, { one: '# request', other: '# requests' })}`;
      case 'completions':
        return t`${when}: ${plural(value, { one: '# trip completed', other: '# trips completed' })}`;
    }
  };

  return (
    <DailyChartCard
      title={title}
      heading="h2"
      valueHeading={title}
      caption={t`${title} in ${where}, day by day`}
      points={points}
      size="desk"
      describe={describe}
      empty={<Trans>None in {where} in this period.</Trans>}
    />
  );
}

/** The period's totals, a row per city: what the charts show, readable without them. */
function TotalsTable({ metrics, city }: { metrics: Metrics; city: CityChoice }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card min-w-0 p-5 sm:p-6">
      <h2 id={headingId} className="text-base font-bold text-brand-900">
        <Trans>Totals of the period by city</Trans>
      </h2>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="group" aria-labelledby={headingId}>
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="sr-only">{t`Totals of the period by city`}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>City</Trans>
              </th>
              {METRICS_MEASURES.map((measure) => (
                <th key={measure} scope="col" className="py-2 pl-3 text-right font-medium">
                  {i18n._(MEASURE_LABELS[measure])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {METRICS_CITIES.map((name) => (
              <tr
                key={name}
                className={`border-b border-slate-100 ${name === city ? 'bg-brand-50 font-semibold' : ''}`}
                aria-current={name === city ? 'true' : undefined}
              >
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {cityWords(i18n, name)}
                </th>
                {METRICS_MEASURES.map((measure) => (
                  <td key={measure} className="py-2 pl-3 text-right tabular-nums">
                    {format.number(metrics.totals.byCity[name][measure])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-bold text-brand-900">
              <th scope="row" className="py-2 pr-3 text-left">
                <Trans>All cities</Trans>
              </th>
              {METRICS_MEASURES.map((measure) => (
                <td key={measure} className="py-2 pl-3 text-right tabular-nums">
                  {format.number(metrics.totals.all[measure])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function MetricsLoading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{t`Loading the metrics…`}</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((tile) => (
          <div key={tile} className="card h-24 animate-pulse" />
        ))}
      </div>
      <div className="grid gap-5 xl:grid-cols-2" aria-hidden="true">
        <div className="card h-64 animate-pulse" />
        <div className="card h-64 animate-pulse" />
      </div>
    </div>
  );
}
