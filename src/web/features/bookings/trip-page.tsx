import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { Booking } from '@shared/contracts/bookings';
import {
  CalendarIcon,
  CheckCircleIcon,
  ChevronLeftIcon,
  PhoneIcon,
  UserIcon,
} from '../../components/icons';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { Modal } from '../../components/modal';
import { RetryButton } from '../../components/retry-button';
import { ApiError, isNotFound } from '../../lib/api-client';
import { useFormat } from '../../lib/i18n/format';
import { cityName, SERVICE_TYPE_LABELS } from '../../lib/i18n/labels';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { TRIP_MESSAGES } from './trip-messages';
import { useAuth } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isOfflineFailure } from '../../lib/use-destructive-mutation';
import { paths } from '../../paths';
import { telHref } from '../site/api';
import { bookingKeys, downloadCalendarFile, isSessionEnded, useCancelTrip, useTrip } from './api';
import type { BookedState } from './booking-form';
import { CALENDAR_STATUSES, TRIP_ACTOR_LABELS, TRIP_STATUS_LOOKS } from './labels';
import { LoadingCards, LogInNotice, Notice, StatusBadge, useWhen } from './parts';
import { QuoteLines } from '../../components/booking/quote-lines';

/** docs/product/trips-and-money.md#bookings: one trip (/trips/:id): where it stands, its price and its timeline. */
export function TripPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { isSignedIn } = useAuth();
  useDocumentTitle(t`Your trip`);
  return (
    <div className="container-page py-6 sm:py-8">
      <Link
        to={paths.trips}
        className="mb-4 inline-flex min-h-10 items-center gap-1 rounded-full pr-3 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeftIcon className="h-4 w-4" />
        <Trans>My trips</Trans>
      </Link>
      {isSignedIn ? <TripDetail id={id} /> : <LogInNotice />}
    </div>
  );
}

function TripDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const trip = useTrip(id);
  const location = useLocation();
  const translate = useTranslateMessage(TRIP_MESSAGES);
  const booked = (location.state as Partial<BookedState> | null)?.booked;

  if (trip.isPending) return <LoadingCards label={t`Loading your trip…`} count={2} />;
  if (trip.isError) {
    if (isSessionEnded(trip.error)) return <LogInNotice />;
    if (isNotFound(trip.error)) {
      return (
        <Notice title={t`Trip not found`}>
          <Link to={paths.trips} className="btn-primary">
            <Trans>Back to My trips</Trans>
          </Link>
        </Notice>
      );
    }
    return (
      <div role="alert">
        <Notice title={t`Your trip could not be loaded.`}>
          <RetryButton onRetry={() => void trip.refetch()} retrying={trip.isRefetching} />
        </Notice>
      </div>
    );
  }

  const shown = trip.data;
  const reference = shown.reference;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      {booked ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-card border border-green-200 bg-green-50 p-4 text-success"
        >
          <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <p className="font-semibold">
              <Trans>Your booking request has been sent.</Trans>
            </p>
            {booked.message ? (
              <p className="text-sm">{translate({ ...booked, message: booked.message })}</p>
            ) : null}
          </div>
        </div>
      ) : null}

      <header className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <div className="aspect-[16/10] w-full shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:w-48">
          <ImageWithFallback
            src={shown.car.image}
            alt={`${shown.car.name} ${shown.car.model}`}
            width={384}
            height={240}
            className="h-full w-full object-cover"
          />
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={shown.status} />
            <span className="text-sm text-muted">
              <Trans>Ref. {reference}</Trans>
            </span>
          </div>
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            {shown.car.name} <span className="font-normal text-muted">{shown.car.model}</span>
          </h1>
          <StatusLine trip={shown} />
          <TripActions trip={shown} />
        </div>
      </header>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="space-y-5">
          <TripFacts trip={shown} />
          <PriceSection trip={shown} />
        </div>
        <div className="space-y-5">
          <PeopleSection trip={shown} />
          <Timeline trip={shown} />
        </div>
      </div>
    </div>
  );
}

/** What the trip's status means for the customer now. */
function StatusLine({ trip }: { trip: Booking }) {
  const format = useFormat();
  const when = useWhen();
  const respondBy = when(trip.respondBy);
  const driver = trip.driver?.name ?? '';
  const reason = trip.reason.trim();
  const fee = trip.cancellationFee !== null ? format.rupees(trip.cancellationFee) : '';
  let text: ReactNode;
  switch (trip.status) {
    case 'requested':
      text = <Trans>The travel company answers by {respondBy}.</Trans>;
      break;
    case 'confirmed':
      text = driver ? (
        <Trans>Confirmed: {driver} will drive you.</Trans>
      ) : (
        <Trans>Confirmed by the travel company.</Trans>
      );
      break;
    case 'in_progress':
      text = <Trans>Your trip is under way. Have a good journey!</Trans>;
      break;
    case 'completed':
      text = <Trans>This trip is over. Thank you for travelling with Saarthi.</Trans>;
      break;
    case 'declined':
      text = reason ? (
        <Trans>The travel company could not take this trip: “{reason}”</Trans>
      ) : (
        <Trans>The travel company could not take this trip.</Trans>
      );
      break;
    case 'expired':
      text = <Trans>The travel company did not answer in time, so the request lapsed.</Trans>;
      break;
    case 'cancelled':
      text = reason ? (
        <Trans>This trip was cancelled: “{reason}”</Trans>
      ) : (
        <Trans>This trip was cancelled.</Trans>
      );
      break;
    case 'no_show':
      text = <Trans>Recorded as a no-show: the driver could not find you at the pickup.</Trans>;
      break;
  }
  return (
    <div className="space-y-1 text-sm text-ink">
      <p>{text}</p>
      {fee && trip.cancellationFee! > 0 ? (
        <p className="font-semibold text-danger">
          <Trans>Cancellation fee: {fee}</Trans>
        </p>
      ) : null}
    </div>
  );
}

function TripActions({ trip }: { trip: Booking }) {
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="mb-3 text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function TripFacts({ trip }: { trip: Booking }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const when = useWhen();
  const passengers = trip.passengers;
  const km = trip.estimatedKm === null ? null : format.number(trip.estimatedKm);
  return (
    <Section title={t`Trip`}>
      <dl className="divide-y divide-slate-100">
        <Row label={<Trans>Trip type</Trans>}>{i18n._(SERVICE_TYPE_LABELS[trip.tripType])}</Row>
        <Row label={<Trans>Pickup</Trans>}>
          <time dateTime={trip.pickupAt}>{when(trip.pickupAt)}</time>
        </Row>
        <Row
          label={trip.tripType === 'airport' ? <Trans>Drop-off by</Trans> : <Trans>Return</Trans>}
        >
          <time dateTime={trip.returnAt}>{when(trip.returnAt)}</time>
        </Row>
        <Row label={<Trans>Pickup address</Trans>}>{trip.pickupAddress}</Row>
        {trip.dropAddress ? (
          <Row label={<Trans>Drop address</Trans>}>{trip.dropAddress}</Row>
        ) : null}
        <Row label={<Trans>City</Trans>}>{cityName(i18n, trip.car.city)}</Row>
        <Row label={<Trans>Passengers</Trans>}>
          <Plural value={passengers} one="# passenger" other="# passengers" />
        </Row>
        {km === null ? null : (
          <Row label={<Trans>Estimated distance</Trans>}>
            <Trans>{km} km</Trans>
          </Row>
        )}
        {trip.notes.trim() ? (
          <Row label={<Trans>Your notes</Trans>}>
            <span className="whitespace-pre-line">{trip.notes}</span>
          </Row>
        ) : null}
        <Row label={<Trans>Requested on</Trans>}>
          <time dateTime={trip.createdAt}>{when(trip.createdAt)}</time>
        </Row>
      </dl>
    </Section>
  );
}

function PeopleSection({ trip }: { trip: Booking }) {
  const { t } = useLingui();
  const phone = trip.company.phone.trim();
  const driverName = trip.driver?.name ?? '';
  return (
    <Section title={t`Driver and travel company`}>
      <div className="flex items-center gap-3">
        {trip.driver ? (
          <ImageWithFallback
            src={trip.driver.photo}
            alt={t`Driver ${driverName}`}
            width={56}
            height={56}
            className="h-14 w-14 shrink-0 rounded-full bg-brand-50 object-cover"
          />
        ) : (
          <span className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-brand-50 text-2xl text-brand-600">
            <UserIcon />
          </span>
        )}
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">
            <Trans>Your driver</Trans>
          </p>
          {trip.driver ? (
            <p className="font-bold text-ink">{trip.driver.name}</p>
          ) : (
            <p className="text-sm text-muted">
              <Trans>Assigned when the travel company confirms.</Trans>
            </p>
          )}
        </div>
      </div>
      <div className="mt-5 border-t border-slate-100 pt-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">
          <Trans>Travel company</Trans>
        </p>
        <p className="font-bold text-ink">{trip.company.name}</p>
        {phone ? (
          <a href={telHref(phone)} className="btn-primary mt-3 w-full">
            <PhoneIcon className="h-4 w-4" />
            <Trans>Call {phone}</Trans>
          </a>
        ) : null}
      </div>
    </Section>
  );
}

function PriceSection({ trip }: { trip: Booking }) {
  const { t } = useLingui();
  return (
    <Section title={t`Price`}>
      <p className="-mt-2 mb-2 text-sm text-muted">
        <Trans>As quoted when you booked: later changes to the car's rates do not change it.</Trans>
      </p>
      <QuoteLines quote={trip.quote} />
      <CancellationPolicy trip={trip} />
    </Section>
  );
}

/** The policy the trip was booked under (docs/product/trips-and-money.md#bookings: the booking keeps its own). */
function CancellationPolicy({ trip }: { trip: Booking }) {
  const { t } = useLingui();
  const format = useFormat();
  const tiers = [...trip.cancellationPolicy.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  if (tiers.length === 0) return null;
  const feeText = (percent: number) => {
    const share = format.number(percent);
    return percent === 0 ? t`free` : t`${share}% of the fare`;
  };
  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-bold text-brand-900">
        <Trans>Cancellation policy</Trans>
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-ink">
        {tiers.map((tier, index) => {
          const hours = format.number(tier.hoursBefore);
          const fee = feeText(tier.feePercent);
          const earlier = tiers[index - 1];
          const upTo = earlier ? format.number(earlier.hoursBefore) : '';
          return (
            <li key={tier.hoursBefore}>
              {!earlier ? (
                tier.hoursBefore === 0 ? (
                  <Trans>Any time before pickup: {fee}</Trans>
                ) : (
                  <Trans>
                    More than {hours} hours before pickup: {fee}
                  </Trans>
                )
              ) : tier.hoursBefore === 0 ? (
                <Trans>
                  Less than {upTo} hours before pickup: {fee}
                </Trans>
              ) : (
                <Trans>
                  {hours} to {upTo} hours before pickup: {fee}
                </Trans>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-muted">
        <Trans>
          A request the travel company has not confirmed yet can always be cancelled for free.
        </Trans>
      </p>
    </div>
  );
}

/** Every move of the trip, oldest first: from which state to which, by whom, when, and why. */
function Timeline({ trip }: { trip: Booking }) {
  const { t, i18n } = useLingui();
  const when = useWhen();
  const events = [...trip.history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Section title={t`Timeline`}>
      {events.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No changes yet.</Trans>
        </p>
      ) : (
        <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
          {events.map((event, index) => {
            const to = i18n._(TRIP_STATUS_LOOKS[event.to].label);
            const from = event.from ? i18n._(TRIP_STATUS_LOOKS[event.from].label) : null;
            const reason = event.reason.trim();
            return (
              <li key={`${event.at}-${index}`} className="relative">
                <span
                  className="absolute -left-[1.65rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-200"
                  aria-hidden="true"
                />
                <p className="text-sm font-semibold text-ink">
                  {from ? (
                    <Trans>
                      {from} → {to}
                    </Trans>
                  ) : (
                    to
                  )}
                </p>
                <p className="text-xs text-muted">
                  {i18n._(TRIP_ACTOR_LABELS[event.actor])} ·{' '}
                  <time dateTime={event.at}>{when(event.at)}</time>
                </p>
                {reason ? (
                  <p className="mt-1 whitespace-pre-line break-words rounded-lg bg-surface px-3 py-2 text-sm text-ink ring-1 ring-slate-200">
                    {reason}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
