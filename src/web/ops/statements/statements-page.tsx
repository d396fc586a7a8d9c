import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isCity } from '@shared/constants';
import type { Statement } from '@shared/contracts/statements';
import { DeskTable } from '../../components/console/desk-table';
import { ListSkeleton } from '../../components/console/list-parts';
import { CouldNotLoad, Notice, PageTitle } from '../../components/console/page-parts';
import {
  currentMonth,
  MonthSwitcher,
  StatementFigures,
  useMonthName,
  useStatementMonth,
} from '../../components/console/statement-parts';
import { useFormat } from '../../lib/i18n/format';
import { CITY_LABELS } from '../../lib/i18n/labels';
import { useDocumentTitle } from '../../lib/use-document-title';
import { WalletIcon } from '../components/icons';
import { OpsLayout } from '../layout/ops-layout';
import { useStatements } from './api';
import { CommissionDialog } from './commission-dialog';
import { CommissionInvoiceDownload } from './commission-invoice-download';
import { SettleDialog } from './settle-dialog';

/**
 * /ops/statements (docs/product/trips-and-money.md#statements-and-settlements): every company's
 * month with Saarthi, and the bank transfer that settles one once the month is over.
 */
export function StatementsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Statements`);
  const [month, setMonth] = useStatementMonth();
  return (
    <OpsLayout>
      <PageTitle
        title={t`Statements`}
        subtitle={t`What each company's trips earned in the month, Saarthi's commission on them and who owes whom. Record the bank transfer once the month is over.`}
      >
        <MonthSwitcher month={month} onChange={setMonth} />
      </PageTitle>
      <MonthStatements month={month} />
    </OpsLayout>
  );
}

function MonthStatements({ month }: { month: string }) {
  const { t } = useLingui();
  const monthName = useMonthName()(month);
  const statements = useStatements(month);
  const [settling, setSettling] = useState<Statement | null>(null);
  const [rating, setRating] = useState<Statement | null>(null);
  // A month is settled once it is over: the month under way has no settle buttons.
  const settleable = month < currentMonth();

  if (statements.isPending)
    return <ListSkeleton label={<Trans>Loading the statements…</Trans>} cardHeight="h-32" />;
  if (statements.isError && !statements.data)
    return <CouldNotLoad query={statements} title={t`We could not load the statements`} />;

  const { statements: all, totals } = statements.data;
  return (
    <div className="space-y-6" aria-busy={statements.isFetching}>
      <section aria-labelledby="statements-totals" className="card p-5 sm:p-6">
        <h2 id="statements-totals" className="mb-2 text-lg font-bold text-brand-900">
          <Trans>Every company, {monthName}</Trans>
        </h2>
        <StatementFigures totals={totals} side="saarthi" />
      </section>
      <section aria-labelledby="statements-companies">
        <h2 id="statements-companies" className="mb-3 text-lg font-bold text-brand-900">
          <Trans>Companies</Trans>
        </h2>
        {all.length === 0 ? (
          <Notice icon={<WalletIcon />} title={t`No money moved in ${monthName}`}>
            <Trans>Companies appear here once a trip of theirs is invoiced or paid.</Trans>
          </Notice>
        ) : (
          <>
            <CompanyTable
              statements={all}
              caption={t`Statements of ${monthName}`}
              settleable={settleable}
              onSettle={setSettling}
              onRate={setRating}
            />
            <CompanyCards
              statements={all}
              settleable={settleable}
              onSettle={setSettling}
              onRate={setRating}
            />
          </>
        )}
      </section>
      {settling ? <SettleDialog statement={settling} onClose={() => setSettling(null)} /> : null}
      {rating ? <CommissionDialog statement={rating} onClose={() => setRating(null)} /> : null}
    </div>
  );
}

interface RowsProps {
  statements: Statement[];
  settleable: boolean;
  onSettle: (statement: Statement) => void;
  onRate: (statement: Statement) => void;
}

/** A company's settlement, its settle button, or why there is nothing to do. */
function Settlement({
  statement,
  settleable,
  onSettle,
}: {
  statement: Statement;
  settleable: boolean;
  onSettle: (statement: Statement) => void;
}) {
  const format = useFormat();
  const { t } = useLingui();
  const company = statement.company.name;
  if (statement.settlement) {
    const settledOn = format.date(statement.settlement.settledAt, { dateStyle: 'medium' });
    const reference = statement.settlement.reference;
    return (
      <span className="text-sm">
        <Trans>
          Settled {settledOn}, ref. {reference}
        </Trans>
      </span>
    );
  }
  if (statement.totals.balance === 0)
    return (
      <span className="text-sm text-muted">
        <Trans>Nothing to settle</Trans>
      </span>
    );
  if (!settleable)
    return (
      <span className="text-sm text-muted">
        <Trans>After the month ends</Trans>
      </span>
    );
  return (
    <button
      type="button"
      className="btn-outline"
      onClick={() => onSettle(statement)}
      aria-label={t`Settle ${company}`}
    >
      <Trans>Settle</Trans>
    </button>
  );
}

/** A company's city in the reader's language (as it was written, for one outside the five). */
function CityName({ city }: { city: string }) {
  const { i18n } = useLingui();
  return <>{isCity(city) ? i18n._(CITY_LABELS[city]) : city}</>;
}

/** The company's rate now, and the way to change it. */
function CommissionRate({
  statement,
  onRate,
}: {
  statement: Statement;
  onRate: (statement: Statement) => void;
}) {
  const { t } = useLingui();
  const percent = statement.commissionPercent;
  const company = statement.company.name;
  return (
    <>
      <Trans>{percent}% commission</Trans>{' '}
      <button
        type="button"
        className="ml-1 rounded px-1 py-0.5 text-xs font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
        onClick={() => onRate(statement)}
        aria-label={t`Change the commission of ${company}`}
      >
        <Trans>Change</Trans>
      </button>
    </>
  );
}

/** Who owes whom, in words an operator reads at a glance. */
function Balance({ amount }: { amount: number }) {
  const format = useFormat();
  const value = format.rupees(Math.abs(amount));
  if (amount > 0) return <Trans>{value} to Saarthi</Trans>;
  if (amount < 0) return <Trans>{value} to the company</Trans>;
  return <>{value}</>;
}

function CompanyTable({
  statements,
  settleable,
  onSettle,
  onRate,
  caption,
}: RowsProps & { caption: string }) {
  const format = useFormat();
  const { t } = useLingui();
  return (
    <DeskTable
      caption={caption}
      columns={[
        { label: t`Company` },
        { label: t`Trips`, end: true },
        { label: t`Billed`, end: true },
        { label: t`Commission + GST`, end: true },
        { label: t`Balance`, end: true },
        { label: t`Settlement` },
      ]}
    >
      {statements.map((statement) => (
        <tr key={statement.company._id}>
          <td className="px-4 py-3">
            <p className="font-semibold text-brand-900">{statement.company.name}</p>
            <p className="text-xs text-muted">
              <CityName city={statement.company.city} /> ·{' '}
              <CommissionRate statement={statement} onRate={onRate} />
            </p>
          </td>
          <td className="px-4 py-3 text-right tabular-nums">
            {format.number(statement.totals.trips)}
          </td>
          <td className="px-4 py-3 text-right tabular-nums">
            {format.rupees(statement.totals.gross)}
          </td>
          <td className="px-4 py-3 text-right tabular-nums">
            {format.rupees(statement.totals.commission + statement.totals.commissionGst)}
            <div>
              <CommissionInvoiceDownload statement={statement} />
            </div>
          </td>
          <td className="px-4 py-3 text-right tabular-nums">
            <Balance amount={statement.totals.balance} />
          </td>
          <td className="px-4 py-3">
            <Settlement statement={statement} settleable={settleable} onSettle={onSettle} />
          </td>
        </tr>
      ))}
    </DeskTable>
  );
}

/** The same companies as cards, for phones. */
function CompanyCards({ statements, settleable, onSettle, onRate }: RowsProps) {
  const format = useFormat();
  const { t } = useLingui();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t`Companies, by name`}>
      {statements.map((statement) => (
        <li key={statement.company._id} className="card space-y-2 p-4">
          <div>
            <p className="font-semibold text-brand-900">{statement.company.name}</p>
            <p className="text-xs text-muted">
              <CityName city={statement.company.city} /> ·{' '}
              <CommissionRate statement={statement} onRate={onRate} />
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">
              <Trans>Trips</Trans>
            </dt>
            <dd className="text-right">{format.number(statement.totals.trips)}</dd>
            <dt className="text-muted">
              <Trans>Commission + GST</Trans>
            </dt>
            <dd className="text-right">
              {format.rupees(statement.totals.commission + statement.totals.commissionGst)}
            </dd>
            <dt className="text-muted">
              <Trans>Balance</Trans>
            </dt>
            <dd className="text-right font-semibold">
              <Balance amount={statement.totals.balance} />
            </dd>
          </dl>
          <CommissionInvoiceDownload statement={statement} />
          <Settlement statement={statement} settleable={settleable} onSettle={onSettle} />
        </li>
      ))}
    </ul>
  );
}
