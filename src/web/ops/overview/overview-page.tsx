import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Overview } from '@shared/contracts/ops-metrics';
import { InlineFailure } from '../../components/console/failure';
import { PageTitle } from '../../components/console/page-parts';
import { useFormat } from '../../lib/i18n/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OpenDisputes } from '../disputes/open-disputes';
import { OpsLayout } from '../layout/ops-layout';
import { OPS_NAV } from '../layout/ops-nav';
import { opsPaths } from '../ops-paths';
import { useOverview } from './api';

interface Waiting {
  count: keyof Overview;
  label: MessageDescriptor;
  /** Where the records waiting are listed. */
  to: string;
}

/** What waits for the team, in the order of an operator's day: checks first, then the rest. */
const WAITING: readonly Waiting[] = [
  {
    count: 'companiesPending',
    label: msg({ message: 'Companies to verify', comment: 'Overview: a count above it' }),
    to: opsPaths.verification,
  },
  {
    count: 'carsPendingReview',
    label: msg({ message: 'Cars to review', comment: 'Overview: a count above it' }),
    to: `${opsPaths.verification}?queue=cars`,
  },
  {
    count: 'driversPending',
    label: msg({ message: 'Drivers to check', comment: 'Overview: a count above it' }),
    to: `${opsPaths.verification}?queue=drivers`,
  },
  {
    count: 'documentsPending',
    label: msg({ message: 'Documents to check', comment: 'Overview: a count above it' }),
    to: `${opsPaths.verification}?queue=documents`,
  },
  {
    count: 'documentsExpiringSoon',
    label: msg({
      message: 'Documents expired or expiring within 30 days',
      comment: 'Overview: a count above it',
    }),
    to: `${opsPaths.verification}?queue=expiring`,
  },
  {
    count: 'reportsOpen',
    label: msg({ message: 'Review reports to settle', comment: 'Overview: a count above it' }),
    // The moderation page opens on its reports.
    to: opsPaths.moderation,
  },
  {
    count: 'bookingsAwaitingPartner',
    label: msg({
      message: 'Booking requests awaiting a partner',
      comment: 'Overview: a count above it',
    }),
    to: `${opsPaths.bookings}?status=requested`,
  },
];

/**
 * The console's first page: how many records wait for the team in each queue, each a way into
 * it, then every section of the console.
 */
export function OverviewPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Operator console`);
  const sectionsId = useId();
  return (
    <OpsLayout>
      <PageTitle title={t`Operator console`} subtitle={<Trans>What needs the team today.</Trans>} />
      <WaitingNow />
      <OpenDisputes />
      <section aria-labelledby={sectionsId} className="mt-8">
        <h2 id={sectionsId} className="mb-3 text-lg font-bold text-brand-900">
          <Trans>Sections</Trans>
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {OPS_NAV.filter((entry) => !entry.end).map(({ label, to, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="card flex h-full items-center gap-3 p-5 font-semibold text-brand-900 hover:ring-2 hover:ring-brand-200"
              >
                <span className="grid h-11 w-11 place-items-center rounded-full bg-brand-50 text-xl text-brand-600">
                  <Icon />
                </span>
                {i18n._(label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </OpsLayout>
  );
}

function WaitingNow() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const overview = useOverview();
  const headingId = useId();
  const allClear = overview.isSuccess && WAITING.every(({ count }) => overview.data[count] === 0);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-bold text-brand-900">
        <Trans>Waiting for the team</Trans>
      </h2>
      {overview.isPending ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">{t`Counting what waits…`}</span>
          <ul aria-hidden="true" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
            {WAITING.map(({ count }) => (
              <li key={count} className="card h-24 animate-pulse" />
            ))}
          </ul>
        </div>
      ) : overview.isError ? (
        <InlineFailure
          className="card p-5"
          query={overview}
          failed={<Trans>We could not count what waits.</Trans>}
          sessionEnded={<Trans>Your session has ended: log in again to open the console.</Trans>}
        />
      ) : (
        <>
          {allClear ? (
            <p className="mb-3 rounded-lg border border-success/30 bg-green-50 px-4 py-3 text-sm text-ink">
              <Trans>Nothing waits: every queue is empty.</Trans>
            </p>
          ) : null}
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
            {WAITING.map(({ count, label, to }) => {
              const value = overview.data[count];
              return (
                <li key={count} className="min-w-0">
                  <Link
                    to={to}
                    className={`card flex h-full flex-col gap-1 p-4 hover:ring-2 hover:ring-brand-200 sm:p-5 ${
                      value > 0 ? 'border-l-4 border-l-accent-500' : ''
                    }`}
                  >
                    <span
                      className={`text-2xl font-extrabold tracking-tight tabular-nums ${
                        value > 0 ? 'text-brand-900' : 'text-muted'
                      }`}
                    >
                      {format.number(value)}
                    </span>{' '}
                    <span className="text-sm font-semibold break-words text-ink">
                      {i18n._(label)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
