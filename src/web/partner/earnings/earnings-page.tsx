import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { StatementTrip } from '@shared/contracts/statements';
import { DeskTable } from '../../components/console/desk-table';
import { DownloadCsvButton } from '../../components/console/download-csv';
import { ListSkeleton, LoadMore } from '../../components/console/list-parts';
import { CouldNotLoad, Notice, PageTitle } from '../../components/console/page-parts';
import {
  MonthSwitcher,
  StatementFigures,
  useMonthName,
  useStatementMonth,
} from '../../components/console/statement-parts';
import { useFormat } from '../../lib/i18n/format';
import { CompanyPageFrame } from '../components/company-page-frame';
import { WalletIcon } from '../components/icons';
import { portalPaths } from '../portal-paths';
import { useStatement } from './api';
import { CommissionInvoice } from './commission-invoice';

/**
 * /partner/earnings (docs/product/trips-and-money.md#statements-and-settlements): the company's
 * month with Saarthi: the trips completed, the commission on each, and what one owes the other.
 */
export function EarningsPage() {
  const { t } = useLingui();
  return (
    <CompanyPageFrame
      title={t`Earnings`}
      loadingLabel={t`Loading your earnings…`}
      noCompany={
        <Trans>Register your travel company first; your trips and earnings appear here.</Trans>
      }
    >
      {() => <Earnings />}
    </CompanyPageFrame>
  );
}

function Earnings() {
  const { t } = useLingui();
  const [month, setMonth] = useStatementMonth();
  const monthName = useMonthName()(month);
  const statement = useStatement(month);

  let content;
  if (statement.isPending) {
    content = <ListSkeleton label={<Trans>Loading your earnings…</Trans>} cardHeight="h-40" />;
  } else if (statement.isError && !statement.data) {
    content = <CouldNotLoad query={statement} title={t`We could not load your earnings`} />;
  } else {
    const [first] = statement.data.pages;
    const month_ = first!.statement;
    const trips = statement.data.pages.flatMap((page) => page.trips);
    const percent = month_.commissionPercent;
    content = (
      <div className="space-y-6" aria-busy={statement.isFetching}>
        <section aria-labelledby="earnings-figures" className="card p-5 sm:p-6">
          <h2 id="earnings-figures" className="text-lg font-bold text-brand-900">
            <Trans>{monthName} with Saarthi</Trans>
          </h2>
          <p className="mb-3 mt-1 text-sm text-muted">
            <Trans>
              Saarthi's commission is {percent}% of each trip's taxable fare, with 18% GST on it.
              Fees and tolls at actuals carry none.
            </Trans>
          </p>
          <StatementFigures totals={month_.totals} settlement={month_.settlement} side="company" />
          <CommissionInvoice statement={month_} monthName={monthName} />
        </section>
        <section aria-labelledby="earnings-trips">
          <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
            <h2 id="earnings-trips" className="text-lg font-bold text-brand-900">
              <Trans>Trips completed in {monthName}</Trans>
            </h2>
            {trips.length > 0 ? (
              <DownloadCsvButton
                path="/api/partner/statements.csv"
                query={new URLSearchParams({ month })}
              />
            ) : null}
          </div>
          {trips.length === 0 ? (
            <Notice icon={<WalletIcon />} title={t`No trips completed in ${monthName}`}>
              <Trans>Each trip you complete appears here with its invoice and commission.</Trans>
            </Notice>
          ) : (
            <>
              <TripTable trips={trips} caption={t`Trips completed in ${monthName}`} />
              <TripCards trips={trips} />
              <div className="mt-4">
                <LoadMore
                  query={statement}
                  label={<Trans>Load more trips</Trans>}
                  failed={(reason) => <Trans>More trips could not be loaded: {reason}</Trans>}
                />
              </div>
            </>
          )}
        </section>
      </div>
    );
  }

  return (
    <>
      <PageTitle
        title={t`Earnings`}
        subtitle={t`Your trips each month, Saarthi's commission on them and what you owe Saarthi or are owed.`}
      >
        <MonthSwitcher month={month} onChange={setMonth} />
      </PageTitle>
      {content}
    </>
  );
}

function TripTable({ trips, caption }: { trips: StatementTrip[]; caption: string }) {
  const format = useFormat();
  const { t } = useLingui();
  return (
    <DeskTable
      caption={caption}
      columns={[
        { label: t`Completed` },
        { label: t`Booking` },
        { label: t`Invoice` },
        { label: t`Billed`, end: true },
        { label: t`Taxable fare`, end: true },
        { label: t`Commission`, end: true },
        { label: t`GST on it`, end: true },
      ]}
    >
      {trips.map((trip) => (
        <tr key={trip.bookingId}>
          <td className="whitespace-nowrap px-4 py-3">
            {format.date(trip.completedAt, { dateStyle: 'medium' })}
          </td>
          <td className="whitespace-nowrap px-4 py-3">
            <Link className="link" to={portalPaths.booking(trip.bookingId)}>
              {trip.reference}
            </Link>
          </td>
          <td className="whitespace-nowrap px-4 py-3">{trip.invoiceNumber}</td>
          <td className="px-4 py-3 text-right tabular-nums">{format.rupees(trip.gross)}</td>
          <td className="px-4 py-3 text-right tabular-nums">{format.rupees(trip.fare)}</td>
          <td className="px-4 py-3 text-right tabular-nums">
            {format.rupees(trip.commission)}{' '}
            <span className="text-xs text-muted">({trip.commissionPercent}%)</span>
          </td>
          <td className="px-4 py-3 text-right tabular-nums">{format.rupees(trip.commissionGst)}</td>
        </tr>
      ))}
    </DeskTable>
  );
}

const InvoiceNumber = ({ number }: { number: string }) => <Trans>Invoice {number}</Trans>;
const CommissionAt = ({ percent }: { percent: number }) => <Trans>Commission ({percent}%)</Trans>;

/** The same trips as cards, for phones. */
function TripCards({ trips }: { trips: StatementTrip[] }) {
  const format = useFormat();
  const { t } = useLingui();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t`Trips, oldest first`}>
      {trips.map((trip) => (
        <li key={trip.bookingId} className="card p-4">
          <div className="flex items-baseline justify-between gap-3">
            <Link className="link font-semibold" to={portalPaths.booking(trip.bookingId)}>
              {trip.reference}
            </Link>
            <span className="text-sm text-muted">
              {format.date(trip.completedAt, { dateStyle: 'medium' })}
            </span>
          </div>
          <p className="mt-1 text-sm text-muted">
            <InvoiceNumber number={trip.invoiceNumber} />
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">
              <Trans>Billed</Trans>
            </dt>
            <dd className="text-right font-semibold">{format.rupees(trip.gross)}</dd>
            <dt className="text-muted">
              <CommissionAt percent={trip.commissionPercent} />
            </dt>
            <dd className="text-right font-semibold">{format.rupees(trip.commission)}</dd>
            <dt className="text-muted">
              <Trans>GST on it</Trans>
            </dt>
            <dd className="text-right font-semibold">{format.rupees(trip.commissionGst)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
