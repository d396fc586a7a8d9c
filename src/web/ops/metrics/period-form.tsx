import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { isCalendarDay, daysInRange } from '@shared/contracts/dates';
import { METRICS_RANGE_MAX_DAYS } from '@shared/contracts/ops-metrics';
import { indiaToday } from '@shared/india-time';
import type { MetricsPeriodChoice } from './api';

/**
 * The period the metrics count: two India days, both included, checked as the server checks
 * them (a real day, the first not after the last, at most a year and a day), so a mistake is
 * said at once. "Last 30 days" goes back to the default.
 */
export function PeriodForm({
  shown,
  chosen,
  onChoose,
}: {
  /** The period the figures on the page cover. */
  shown: MetricsPeriodChoice;
  /** Whether a period was chosen (not the default). */
  chosen: boolean;
  onChoose: (period: MetricsPeriodChoice | null) => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const errorId = useId();
  const [from, setFrom] = useState(shown.from);
  const [to, setTo] = useState(shown.to);
  const [problem, setProblem] = useState<string | null>(null);
  const today = indiaToday();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCalendarDay(from) || !isCalendarDay(to)) {
      setProblem(t`Choose both days.`);
    } else if (from > to) {
      setProblem(t`The first day must not be after the last.`);
    } else if (daysInRange(from, to) > METRICS_RANGE_MAX_DAYS) {
      const max = METRICS_RANGE_MAX_DAYS;
      setProblem(t`Choose at most ${max} days.`);
    } else {
      setProblem(null);
      onChoose({ from, to });
    }
  };

  return (
    <form
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      className="card flex flex-wrap items-end gap-x-4 gap-y-3 p-4 sm:p-5"
    >
      <h2 id={titleId} className="w-full text-sm font-bold text-brand-900">
        <Trans>Period (India days, both included)</Trans>
      </h2>
      <label className="flex min-w-[9.5rem] flex-1 flex-col gap-1 text-sm sm:flex-none">
        <span className="font-medium text-ink">
          <Trans>First day</Trans>
        </span>
        <input
          type="date"
          name="from"
          className="field-input"
          value={from}
          max={to || today}
          onChange={(event) => setFrom(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
      </label>
      <label className="flex min-w-[9.5rem] flex-1 flex-col gap-1 text-sm sm:flex-none">
        <span className="font-medium text-ink">
          <Trans>Last day</Trans>
        </span>
        <input
          type="date"
          name="to"
          className="field-input"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          <Trans>Show period</Trans>
        </button>
        {chosen ? (
          <button type="button" className="btn-outline" onClick={() => onChoose(null)}>
            <Trans>Last 30 days</Trans>
          </button>
        ) : null}
      </div>
      {problem ? (
        <p id={errorId} role="alert" className="w-full text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
