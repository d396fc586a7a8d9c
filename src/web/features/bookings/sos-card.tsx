import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { Booking } from '@shared/contracts/bookings';
import { SosRaisedResponseSchema } from '@shared/contracts/sos';
import { PhoneIcon } from '../../components/icons';
import { apiRequest } from '../../lib/api-client';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { TRIP_MESSAGES } from './trip-messages';

/**
 * Safety on a trip under way: a call to 112, India's emergency number, first; then an alert that
 * puts the trip at the top of Saarthi's operator console, with whom to call.
 */
export function SosCard({ trip }: { trip: Booking }) {
  const { t } = useLingui();
  const translate = useTranslateMessage(TRIP_MESSAGES);
  const raise = useMutation({
    mutationFn: () =>
      apiRequest(`/api/bookings/${encodeURIComponent(trip._id)}/sos`, {
        method: 'POST',
        body: {},
        auth: true,
        schema: SosRaisedResponseSchema,
      }),
  });
  if (trip.status !== 'in_progress') return null;
  return (
    <section
      aria-label={t`Safety`}
      className="card flex flex-col gap-3 border-2 border-danger/60 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <p className="flex-1 text-sm text-ink">
        <Trans>Feel unsafe? Call 112 first. Then alert Saarthi: our team calls you at once.</Trans>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href="tel:112" className="btn bg-danger text-white hover:bg-red-800">
          <PhoneIcon className="h-4 w-4" />
          <Trans>Call 112</Trans>
        </a>
        <button
          type="button"
          className="btn border border-danger text-danger hover:bg-red-50"
          disabled={raise.isPending}
          onClick={() => raise.mutate()}
        >
          <Trans>SOS: alert Saarthi</Trans>
        </button>
      </div>
      {raise.isSuccess ? (
        <p role="status" className="text-sm font-semibold text-success sm:basis-full">
          {translate(raise.data)}
        </p>
      ) : raise.isError ? (
        <p role="alert" className="text-sm font-semibold text-danger sm:basis-full">
          <Trans>The alert did not go through. Call 112, or Saarthi's help desk.</Trans>
        </p>
      ) : null}
    </section>
  );
}
