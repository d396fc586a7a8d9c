import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { Booking } from '@shared/contracts/bookings';
import { CalendarIcon } from '../../components/icons';
import { QuoteLines } from '../../components/booking/quote-lines';
import { Modal } from '../../components/modal';
import { ApiError } from '../../lib/api-client';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { isOfflineFailure } from '../../lib/use-destructive-mutation';
import { bookingKeys, downloadCalendarFile, isSessionEnded, useCancelTrip, useTrip } from './api';
import { CALENDAR_STATUSES } from './labels';
import { TRIP_MESSAGES } from './trip-messages';

/** What the customer may do with the trip now: add it to a calendar, cancel it. */
export function TripActions({ trip }: { trip: Booking }) {
  const { t } = useLingui();
  const translate = useTranslateMessage(TRIP_MESSAGES);
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const canCancel = trip.cancellationFeeNow !== null;
  const hasCalendar = CALENDAR_STATUSES.includes(trip.status);
  if (!canCancel && !hasCalendar) return null;

  async function download() {
    setDownloading(true);
    try {
      await downloadCalendarFile(trip._id, trip.reference);
    } catch (error) {
      if (!isSessionEnded(error))
        toast.error(
          error instanceof ApiError && error.fromServer
            ? translate(error)
            : t`The calendar file could not be downloaded. Please try again.`,
        );
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {hasCalendar ? (
        <button
          type="button"
          className="btn-outline"
          onClick={() => void download()}
          disabled={downloading}
          aria-busy={downloading || undefined}
        >
          <CalendarIcon className="h-4 w-4" />
          {downloading ? <Trans>Downloading…</Trans> : <Trans>Add to calendar (.ics)</Trans>}
        </button>
      ) : null}
      {canCancel ? (
        <button
          type="button"
          className="btn border border-danger/40 text-danger hover:bg-red-50"
          onClick={() => {
            // The fee depends on the notice given: read it again as the dialog opens.
            void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(trip._id) });
            setCancelling(true);
          }}
        >
          <Trans>Cancel trip</Trans>
        </button>
      ) : null}
      {cancelling ? <CancelDialog trip={trip} onClose={() => setCancelling(false)} /> : null}
    </div>
  );
}

/**
 * The cancellation, confirmed: what cancelling now costs (the server's `cancellationFeeNow`,
 * read again as the dialog opens) is said before the customer confirms, with an optional reason.
 */
function CancelDialog({ trip, onClose }: { trip: Booking; onClose: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const translate = useTranslateMessage(TRIP_MESSAGES);
  const cancel = useCancelTrip(trip._id, trip.car._id);
  const latest = useTrip(trip._id);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const shown = latest.data ?? trip;
  const feeNow = shown.cancellationFeeNow;
  const fee = feeNow === null ? '' : format.rupees(feeNow);

  function confirm() {
    cancel.mutate(reason.trim(), {
      onSuccess: (answer) => {
        onClose();
        toast.success(translate(answer));
      },
    });
  }
  // Keeping the trip stops a cancellation still on its way: it is never sent, or answered, later.
  const keep = () => {
    cancel.abandon();
    onClose();
  };
  const failure = cancel.error;

  return (
    <Modal title={t`Cancel this trip?`} onClose={keep}>
      {feeNow === null ? (
        <p role="alert" className="text-sm text-ink">
          <Trans>This trip can no longer be cancelled here. Its status has changed.</Trans>
        </p>
      ) : (
        <div className="space-y-4">
          <p
            className={`rounded-lg px-3 py-2 text-sm font-semibold ${
              feeNow > 0 ? 'bg-red-50 text-danger' : 'bg-green-50 text-success'
            }`}
            aria-live="polite"
          >
            {feeNow > 0 ? (
              <Trans>
                Cancelling now costs {fee}, under the travel company's cancellation policy.
              </Trans>
            ) : (
              <Trans>Cancelling now is free.</Trans>
            )}
          </p>
          {feeNow > 0 ? <FeeExplained trip={shown} /> : null}
          <div>
            <label htmlFor={reasonId} className="field-label">
              <Trans>Reason (optional)</Trans>
            </label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t`Plans changed, found another ride…`}
              className="field-input"
            />
            <p className="mt-1 text-xs text-muted">
              <Trans>The travel company sees it.</Trans>
            </p>
          </div>
          {failure ? (
            <p role="alert" className="field-error">
              {failure instanceof ApiError && (failure.fromServer || isOfflineFailure(failure))
                ? translate(failure)
                : t`The trip could not be cancelled. Please try again.`}
            </p>
          ) : null}
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" onClick={keep} data-autofocus>
          <Trans>Keep the trip</Trans>
        </button>
        {feeNow !== null ? (
          <button
            type="button"
            className="btn bg-danger text-white hover:bg-red-800"
            onClick={confirm}
            disabled={cancel.isPending || latest.isFetching}
          >
            {cancel.isPending ? (
              <Trans>Cancelling…</Trans>
            ) : feeNow > 0 ? (
              <Trans>Cancel and pay {fee}</Trans>
            ) : (
              <Trans>Cancel the trip</Trans>
            )}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}

/**
 * What a cancellation's fee is made of and whom the customer pays it to, before they confirm:
 * the share of the fare, the GST in it, and that the travel company takes it by UPI from the
 * trip's page (or in cash) and sends its tax invoice.
 */
function FeeExplained({ trip }: { trip: Booking }) {
  const company = trip.company.name;
  const bill = trip.cancellationBillNow;
  return (
    <div className="text-sm text-ink">
      {bill ? (
        <QuoteLines quote={{ ...trip.quote, lines: bill.lines, total: bill.total, notes: [] }} />
      ) : null}
      <p className="mt-2">
        <Trans>
          You pay it to {company}, the travel company: by UPI from this trip's page once it is
          cancelled, or in cash. Its tax invoice is on the trip too.
        </Trans>
      </p>
    </div>
  );
}
