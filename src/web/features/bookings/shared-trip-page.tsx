import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { RetryButton } from '../../components/retry-button';
import { isNotFound } from '../../lib/api-client';
import { cityName } from '../../lib/i18n/labels';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LoadingCards, Notice, StatusBadge, useWhen } from './parts';
import { useSharedTrip } from './share-api';

/**
 * /t/:token: a trip a customer shared with family, read without a login. It shows the car, its
 * number plate, the driver's first name, where the trip stands and the pickup time, and follows
 * the trip while it is open; a link the customer stopped says it no longer works.
 */
export function SharedTripPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  useDocumentTitle(t`A shared trip`);
  return (
    <div className="container-page py-6 sm:py-8">
      <SharedTrip token={token} />
    </div>
  );
}

function SharedTrip({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const when = useWhen();
  const shared = useSharedTrip(token);

  if (shared.isPending) return <LoadingCards label={t`Loading the trip…`} count={1} />;
  if (shared.isError) {
    if (isNotFound(shared.error))
      return (
        <Notice title={t`This trip link no longer works`}>
          <Trans>
            The traveller stopped sharing it, or the trip ended more than a day ago. Ask them for a
            new link.
          </Trans>
        </Notice>
      );
    return (
      <div role="alert">
        <Notice title={t`The trip could not be loaded.`}>
          <RetryButton onRetry={() => void shared.refetch()} retrying={shared.isRefetching} />
        </Notice>
      </div>
    );
  }

  const trip = shared.data;
  const pickup = when(trip.pickupAt);
  return (
    <article className="card mx-auto flex max-w-2xl flex-col gap-5 p-5 sm:flex-row sm:p-6">
      <div className="aspect-[16/10] w-full shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:w-56">
        <ImageWithFallback
          src={trip.car.image}
          alt={`${trip.car.name} ${trip.car.model}`}
          width={448}
          height={280}
          className="h-full w-full object-cover"
        />
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">
          <Trans>A trip shared with you</Trans>
        </p>
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900">
          {trip.car.name} <span className="font-normal text-muted">{trip.car.model}</span>
        </h1>
        <StatusBadge status={trip.status} />
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-semibold text-muted">
              <Trans>Pickup</Trans>
            </dt>
            <dd className="text-ink">
              <time dateTime={trip.pickupAt}>{pickup}</time> · {cityName(i18n, trip.city)}
            </dd>
          </div>
          {trip.car.registration ? (
            <div>
              <dt className="font-semibold text-muted">
                <Trans>Number plate</Trans>
              </dt>
              <dd className="font-mono font-semibold tracking-wide text-ink">
                {trip.car.registration}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="font-semibold text-muted">
              <Trans>Driver</Trans>
            </dt>
            <dd className="text-ink">
              {trip.driverFirstName ?? <Trans>Chosen when the travel company confirms.</Trans>}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
