import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MONTH_PATTERN, FIRST_STATEMENT_MONTH } from '@shared/contracts/statements';
import type { Settlement, StatementTotals } from '@shared/contracts/statements';
import { addMonths, indiaToday } from '@shared/india-time';
import { useFormat } from '../../lib/i18n/format';

/** The India month under way, `2026-11`. */
export const currentMonth = () => indiaToday().slice(0, 7);

/**
 * The month a statements page shows, kept in the address (`?month=2026-10`) so it can be shared
 * and reloaded; the month under way when the address names none, or one out of range.
 */
export function useStatementMonth(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month =
    MONTH_PATTERN.test(asked) && asked >= FIRST_STATEMENT_MONTH && asked <= currentMonth()
      ? asked
      : currentMonth();
  return [month, (next) => setParams(new URLSearchParams({ month: next }), { replace: true })];
}

/** A month in the reader's language: "November 2026", "నవంబర్ 2026". */
export function useMonthName() {
  const format = useFormat();
  return (month: string) => format.day(`${month}-01`, { month: 'long', year: 'numeric' });
}

/** The month shown, with the months before and after it a tap away (none after this month). */
export function MonthSwitcher({
  month,
  onChange,
}: {
  month: string;
  onChange: (month: string) => void;
}) {
  const { t } = useLingui();
  const name = useMonthName();
  const before = addMonths(month, -1);
  const after = addMonths(month, 1);
  const beforeName = name(before);
  const afterName = name(after);
  return (
    <nav aria-label={t`Month`} className="flex items-center gap-2">
      <button
        type="button"
        className="btn-outline px-3"
        onClick={() => onChange(before)}
        disabled={before < FIRST_STATEMENT_MONTH}
        aria-label={t`Previous month, ${beforeName}`}
      >
        ‹
      </button>
      <p className="min-w-40 text-center font-semibold text-brand-900" aria-live="polite">
        {name(month)}
      </p>
      <button
        type="button"
        className="btn-outline px-3"
        onClick={() => onChange(after)}
        disabled={after > currentMonth()}
        aria-label={t`Next month, ${afterName}`}
      >
        ›
      </button>
    </nav>
  );
}

function Figure({
  label,
  value,
  strong = false,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-muted">{label}</dt>
      <dd className={strong ? 'text-lg font-bold text-brand-900' : 'font-semibold tabular-nums'}>
        {value}
      </dd>
    </div>
  );
}

/**
 * A month's figures between a company (or every company) and Saarthi, as the server worked them
 * out: what was billed, the commission and its GST, and who owes whom. `side` words the balance
 * for the company reading it or for Saarthi's team.
 */
export function StatementFigures({
  totals,
  settlement,
  side,
}: {
  totals: StatementTotals;
  /** The month's settlement; undefined for figures over many companies, each settled apart. */
  settlement?: Settlement | null;
  side: 'company' | 'saarthi';
}) {
  const format = useFormat();
  const { t } = useLingui();
  const owedToSaarthi = totals.owed >= 0;
  const settledOn = settlement ? format.date(settlement.settledAt, { dateStyle: 'medium' }) : '';
  const reference = settlement?.reference ?? '';
  const owedLabel =
    side === 'company'
      ? owedToSaarthi
        ? t`You owe Saarthi`
        : t`Saarthi owes you`
      : owedToSaarthi
        ? t`Owed to Saarthi`
        : t`Saarthi owes`;
  return (
    <dl className="grid gap-x-10 md:grid-cols-2 [&>div]:border-b [&>div]:border-slate-100">
      <Figure label={<Trans>Trips completed</Trans>} value={format.number(totals.trips)} />
      <Figure label={<Trans>Billed for trips</Trans>} value={format.rupees(totals.gross)} />
      {totals.fees > 0 ? (
        <Figure
          label={<Trans>Cancellation and no-show fees</Trans>}
          value={format.rupees(totals.fees)}
        />
      ) : null}
      {totals.credits > 0 ? (
        <Figure
          label={<Trans>Given back by credit notes</Trans>}
          value={format.rupees(totals.credits)}
        />
      ) : null}
      <Figure
        label={<Trans>Received from customers</Trans>}
        value={format.rupees(totals.received)}
      />
      {totals.offers > 0 ? (
        <Figure
          label={<Trans>Of which Saarthi's offers paid</Trans>}
          value={format.rupees(totals.offers)}
        />
      ) : null}
      <Figure
        label={<Trans>Saarthi's commission</Trans>}
        value={format.rupees(totals.commission)}
      />
      <Figure
        label={<Trans>GST on the commission (18%)</Trans>}
        value={format.rupees(totals.commissionGst)}
      />
      <Figure label={owedLabel} value={format.rupees(Math.abs(totals.owed))} strong />
      {settlement ? (
        <Figure
          label={
            <Trans>
              Settled on {settledOn}, ref. {reference}
            </Trans>
          }
          value={format.rupees(Math.abs(settlement.amount))}
        />
      ) : settlement === null && totals.owed !== 0 ? (
        <Figure label={<Trans>Settlement</Trans>} value={t`Not settled yet`} />
      ) : null}
    </dl>
  );
}
