import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { Booking } from '@shared/contracts/bookings';
import { CheckCircleIcon, ChevronLeftIcon } from '../../components/icons';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { RetryButton } from '../../components/retry-button';
import { isNotFound } from '../../lib/api-client';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { useAuth } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { downloadTaxDocument, isSessionEnded, useTrip } from './api';
import type { BookedState } from './booking-form';
import { LoadingCards, LogInNotice, Notice, StatusBadge, useWhen } from './parts';
import { TripActions } from './trip-actions';
import { TRIP_MESSAGES } from './trip-messages';
import { ShareCard } from './share-card';
import { SosCard } from './sos-card';
import { PayCard } from './pay-card';
import { BillSection, TaxDocuments } from '../../components/booking/bill-lines';
import { QuestionBill } from './question-bill';
import { RateTripCard, StartCodeCard } from './trip-day';
import { PriceSection } from './trip-price';
import { PeopleSection, Timeline, TripFactsSection } from './trip-sections';

export { SharedTripPage } from './shared-trip-page';

/** One trip (/trips/:id): where it stands, its price and its timeline (docs/product/trips-and-money.md#bookings). */
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

      <StartCodeCard trip={shown} />
      <SosCard trip={shown} />
      <PayCard trip={shown} />
      <RateTripCard trip={shown} />

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="space-y-5">
          <TripFactsSection trip={shown} />
          <BillSection booking={shown} scope="bookings" title={t`Your bill`}>
            <TaxDocuments booking={shown} download={downloadTaxDocument} />
            <QuestionBill trip={shown} />
          </BillSection>
          <PriceSection trip={shown} />
        </div>
        <div className="space-y-5">
          <PeopleSection trip={shown} />
          <ShareCard trip={shown} />
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
