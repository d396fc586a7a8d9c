import type { MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CAR_STATUSES, LEAD_STATUSES } from '@shared/partner-constants';
import type { PartnerStats } from '@shared/contracts/partner-stats';
import { responseTime } from '@shared/response-time';
import { RetryButton } from '../../components/retry-button';
import { ApiError } from '../../lib/api-client';
import { useFormat, type Formatters } from '../../lib/i18n/format';
import { REQUEST_FAILED, useTranslateMessage } from '../../lib/i18n/server-messages';
import { portalPaths } from '../portal-paths';
import { CAR_STATUS_LOOKS } from '../fleet/car-status';
import { LEAD_STATUS_LABELS } from '../leads/labels';
import { usePartnerStats } from './api';
import { DailyChartCard, longDay } from '../../components/console/daily-chart-card';

/**
 * docs/product/marketplace.md#dashboard: the last 30 days in numbers and charts: the bookings
 * (requests, acceptance, earnings), then what the storefront brought (views, reveals), then the
 * leads and the fleet.
 */
export function LastThirtyDays() {
  const { t } = useLingui();
  const stats = usePartnerStats();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          <Trans>Last 30 days</Trans>
        </h2>
        {stats.isSuccess ? <PeriodText period={stats.data.period} /> : null}
      </div>
      {stats.isPending ? (
        <StatsLoading label={t`Loading your last 30 days…`} />
      ) : stats.isError ? (
        <StatsFailed
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isRefetching}
        />
      ) : (
        <Figures stats={stats.data} />
      )}
    </section>
  );
}

/** "24 Oct – 22 Nov" */
function PeriodText({ period }: { period: PartnerStats['period'] }) {
  const format = useFormat();
  const from = format.date(period.from, { day: 'numeric', month: 'short' });
  const to = format.date(period.to, { day: 'numeric', month: 'short' });
  return (
    <p className="text-sm text-muted">
      <Trans>
        <time dateTime={period.from}>{from}</time> to <time dateTime={period.to}>{to}</time>
      </Trans>
    </p>
  );
}

function Figures({ stats }: { stats: PartnerStats }) {
  const { t } = useLingui();
  const format = useFormat();
  const { totals } = stats;
  const liveCars = stats.carsByStatus.live;
  const dayOf = (day: string) => longDay(format, day);
  const views = stats.days.map((day) => ({ day: day.day, value: day.views }));
  const reveals = stats.days.map((day) => ({ day: day.day, value: day.reveals }));
  const requests = stats.days.map((day) => ({ day: day.day, value: day.requests }));
  const earnings = stats.days.map((day) => ({ day: day.day, value: day.earnings }));
  return (
    <>
      <BookingTiles stats={stats} />
      <Tiles stats={stats} />
      <div className="grid gap-5 lg:grid-cols-2">
        <ChartCard
          title={t`Booking requests`}
          valueHeading={t`Requests`}
          points={requests}
          tone="brand"
          describe={({ day, value }) => {
            const when = dayOf(day);
            return t`${when}: ${plural(value, { one: '# request', other: '# requests' })}`;
          }}
          empty={
            liveCars > 0
              ? t`No booking requests yet in these 30 days. Customers book your live cars from their pages.`
              : t`No booking requests yet — customers can book your cars once they are live.`
          }
        />
        <ChartCard
          title={t`Earnings`}
          valueHeading={t`Earnings`}
          points={earnings}
          tone="accent"
          formatValue={format.rupees}
          describePeak={(day, amount) => t`Best day: ${day} (${amount})`}
          describe={({ day, value }) => {
            const when = dayOf(day);
            const amount = format.rupees(value);
            return t`${when}: ${amount} earned`;
          }}
          empty={t`No completed trips yet in these 30 days. A trip's total counts here on the day it is completed.`}
        />
        <ChartCard
          title={t`Car page views`}
          valueHeading={t`Views`}
          points={views}
          tone="brand"
          describe={({ day, value }) => {
            const when = dayOf(day);
            return t`${when}: ${plural(value, { one: '# view', other: '# views' })}`;
          }}
          empty={
            liveCars > 0
              ? t`No views yet in these 30 days. Customers find your cars by city and category.`
              : t`No views yet — your cars appear in the storefront once live.`
          }
        />
        <ChartCard
          title={t`Contact reveals`}
          valueHeading={t`Reveals`}
          points={reveals}
          tone="accent"
          describe={({ day, value }) => {
            const when = dayOf(day);
            return t`${when}: ${plural(value, { one: '# reveal', other: '# reveals' })}`;
          }}
          empty={t`No contact reveals yet. Customers reveal your phone number on a car's page, and each reveal becomes a lead.`}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <CountsCard
          title={t`Leads by status`}
          note={
            totals.reveals > 0
              ? t`The reveals of these 30 days, by where you have taken them.`
              : undefined
          }
          link={{ to: portalPaths.leads, label: t`Open leads` }}
          rows={LEAD_STATUSES.map((status) => ({
            key: status,
            label: LEAD_STATUS_LABELS[status],
            count: stats.leadsByStatus[status],
          }))}
        />
        <CountsCard
          title={t`Your fleet`}
          link={{ to: portalPaths.fleet, label: t`Open fleet` }}
          // Archived cars are out of the fleet for good: named only when there are some.
          rows={CAR_STATUSES.filter(
            (status) => status !== 'archived' || stats.carsByStatus.archived > 0,
          ).map((status) => ({
            key: status,
            label: CAR_STATUS_LOOKS[status].label,
            count: stats.carsByStatus[status],
          }))}
        />
      </div>
    </>
  );
}

/** "66.7%": a share (0 to 1) in the reader's language. */
function percent(format: Formatters, share: number): string {
  return new Intl.NumberFormat(format.tag, { style: 'percent', maximumFractionDigits: 1 }).format(
    share,
  );
}

function Tiles({ stats }: { stats: PartnerStats }) {
  const { t } = useLingui();
  const format = useFormat();
  const { totals, rating } = stats;
  const response = responseTime(stats.responseMinutes);
  const share = totals.views > 0 ? percent(format, totals.reveals / totals.views) : null;
  const responseValue = response?.value;
  const average = format.number(rating.average);
  const reviews = rating.count;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile label={t`Car page views`} value={format.number(totals.views)} />
      <Tile
        label={t`Contact reveals`}
        value={format.number(totals.reveals)}
        hint={share ? t`${share} of views` : undefined}
      />
      <Tile
        label={t`Usually responds within`}
        value={
          !response ? (
            <Missing label={t`Not enough responses yet`} />
          ) : response.unit === 'minutes' ? (
            <Trans>{responseValue} min</Trans>
          ) : (
            <Trans>{responseValue} h</Trans>
          )
        }
        hint={response ? t`Median of these 30 days` : t`Shown after 3 responses`}
      />
      <Tile
        label={t`Rating`}
        value={reviews > 0 ? <Trans>{average}/5</Trans> : <Missing label={t`No rating yet`} />}
        hint={
          reviews > 0
            ? t`${plural(reviews, { one: 'from # review', other: 'from # reviews' })}`
            : t`No reviews yet`
        }
      />
    </dl>
  );
}

/**
 * The bookings of the period: requests made, the share of answered ones accepted, and what the
 * completed trips brought in (contracts/partner-stats.ts says what counts).
 */
function BookingTiles({ stats }: { stats: PartnerStats }) {
  const { t } = useLingui();
  const format = useFormat();
  const { totals, acceptance } = stats;
  const accepted = format.number(acceptance.accepted);
  const answered = format.number(acceptance.answered);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <Tile label={t`Booking requests`} value={format.number(totals.requests)} />
      <Tile
        label={t`Acceptance rate`}
        value={
          acceptance.rate === null ? (
            <Missing label={t`No requests answered yet`} />
          ) : (
            percent(format, acceptance.rate)
          )
        }
        hint={
          acceptance.rate === null
            ? t`Shown once a request is answered or expires`
            : t`${accepted} of ${answered} answered`
        }
        note={t`A request left to expire counts as answered, not accepted.`}
      />
      <Tile
        label={t`Earnings`}
        value={format.rupees(totals.earnings)}
        hint={t`Completed trips, GST included`}
        wide
      />
    </dl>
  );
}

/** A dash for the eye, words for a screen reader. */
function Missing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

function Tile({
  label,
  value,
  hint,
  note,
  wide = false,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  /** What the figure counts, under the hint. */
  note?: string;
  /** The whole row of a phone's two columns. */
  wide?: boolean;
}) {
  return (
    <div
      className={
        wide ? 'card col-span-2 min-w-0 p-4 sm:p-5 lg:col-span-1' : 'card min-w-0 p-4 sm:p-5'
      }
    >
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tracking-tight break-words text-brand-900">
        {value}
      </dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted">{hint}</dd> : null}
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

/** A figure of the period, day by day, as the dashboard's cards show it. */
function ChartCard(
  props: Omit<Parameters<typeof DailyChartCard>[0], 'caption' | 'heading' | 'size'>,
) {
  const { t } = useLingui();
  const title = props.title;
  return <DailyChartCard {...props} caption={t`${title}, day by day`} />;
}

function CountsCard({
  title,
  note,
  rows,
  link,
}: {
  title: string;
  note?: string;
  rows: { key: string; label: MessageDescriptor; count: number }[];
  link: { to: string; label: string };
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card flex flex-col p-5 sm:p-6">
      <h3 id={headingId} className="text-base font-bold text-brand-900">
        {title}
      </h3>
      {note ? <p className="mt-0.5 text-sm text-muted">{note}</p> : null}
      <dl className="mt-3 flex-1 space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex items-baseline justify-between gap-3">
            <dt className="text-ink">{i18n._(row.label)}</dt>
            <dd className="font-semibold tabular-nums text-brand-900">
              {format.number(row.count)}
            </dd>
          </div>
        ))}
      </dl>
      <Link to={link.to} className="btn-outline mt-4 self-start">
        {link.label}
      </Link>
    </section>
  );
}

function StatsLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{label}</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((tile) => (
          <div key={tile} className="card h-24 animate-pulse last:col-span-2 lg:last:col-span-1" />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((tile) => (
          <div key={tile} className="card h-24 animate-pulse" />
        ))}
      </div>
      <div className="grid gap-5 lg:grid-cols-2" aria-hidden="true">
        <div className="card h-64 animate-pulse" />
        <div className="card h-64 animate-pulse" />
      </div>
    </div>
  );
}

function StatsFailed({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const translate = useTranslateMessage();
  const reason = error instanceof ApiError ? translate(error) : translate(REQUEST_FAILED);
  return (
    <div role="alert" className="card p-5 sm:p-6">
      <p className="font-bold text-brand-900">
        <Trans>We could not load your numbers</Trans>
      </p>
      <p className="mt-1 text-muted">{reason}</p>
      <div className="mt-4">
        <RetryButton onRetry={onRetry} retrying={retrying} />
      </div>
    </div>
  );
}
