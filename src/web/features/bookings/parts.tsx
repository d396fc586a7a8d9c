import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BookingStatus } from '@shared/booking-constants';
import { useFormat } from '../../lib/i18n/format';
import { TRIP_STATUS_LOOKS } from './labels';
import { LoginLink } from '../../components/login-link';

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { i18n } = useLingui();
  const look = TRIP_STATUS_LOOKS[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold ${look.badge}`}
    >
      {i18n._(look.label)}
    </span>
  );
}

/** A moment as a trip shows it: the day and the time, in India time. */
export function useWhen() {
  const format = useFormat();
  return (iso: string) =>
    format.date(iso, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
}

/** Pickup to return, each with its `<time>`. */
export function TripDates({ pickupAt, returnAt }: { pickupAt: string; returnAt: string }) {
  const when = useWhen();
  const pickup = when(pickupAt);
  const drop = when(returnAt);
  return (
    <Trans>
      <time dateTime={pickupAt}>{pickup}</time> to <time dateTime={returnAt}>{drop}</time>
    </Trans>
  );
}

/** A card with a short message and what to do next (empty lists, a page that cannot be shown). */
export function Notice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="card mx-auto max-w-xl p-8 text-center">
      <p className="text-lg font-semibold text-brand-900">{title}</p>
      {children ? <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

/** Signed out: My trips needs the customer's account. */
export function LogInNotice() {
  const { t } = useLingui();
  return (
    <Notice title={t`Log in to see your trips.`}>
      <LoginLink className="btn-primary">
        <Trans>Log in</Trans>
      </LoginLink>
    </Notice>
  );
}

/** Cards in the shape of what is coming, with the words a screen reader says meanwhile. */
export function LoadingCards({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <p className="text-sm font-medium text-muted">{label}</p>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card h-32 animate-pulse bg-white" aria-hidden="true" />
      ))}
    </div>
  );
}
