import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Booking } from '@shared/contracts/bookings';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { PageHeader } from '../../components/page-header';
import { RetryButton } from '../../components/retry-button';
import { useFormat } from '../../lib/i18n/format';
import { cityName } from '../../lib/i18n/labels';
import { TRIP_TYPE_LABELS } from '../../lib/i18n/trip-labels';
import { useAuth } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { isSessionEnded, TRIP_VIEWS, useTrips, type TripView } from './api';
import { LoadingCards, LogInNotice, Notice, StatusBadge, TripDates } from './parts';

const TAB_LABELS: Record<TripView, MessageDescriptor> = {
  upcoming: msg({ message: 'Upcoming', comment: 'My trips tab: trips still to come' }),
  past: msg({ message: 'Past', comment: 'My trips tab: trips that are over' }),
  cancelled: msg({ message: 'Cancelled', comment: 'My trips tab: cancelled or declined trips' }),
};

const EMPTY_TEXTS: Record<TripView, MessageDescriptor> = {
  upcoming: msg`You have no upcoming trips.`,
  past: msg`You have no past trips yet.`,
  cancelled: msg`You have no cancelled trips.`,
};

const isTripView = (value: string | null): value is TripView =>
  (TRIP_VIEWS as readonly string[]).includes(value ?? '');

/** docs/product/trips-and-money.md#bookings: My trips (/trips), upcoming, past and cancelled, one tab each. */
export function TripsPage() {
  const { t, i18n } = useLingui();
  const { isSignedIn } = useAuth();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('view');
  const view: TripView = isTripView(requested) ? requested : 'upcoming';
  const baseId = useId();
  const tabsRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(t`My trips`);

  function show(next: TripView, focus = false) {
    // The address keeps its other parameters (a shared link's ?lang=).
    const params = new URLSearchParams(search);
    if (next === 'upcoming') params.delete('view');
    else params.set('view', next);
    setSearch(params, { replace: true });
    if (focus) tabsRef.current?.querySelector<HTMLElement>(`[data-view="${next}"]`)?.focus();
  }

  // WAI-ARIA tabs: the arrows, Home and End move between the tabs, and show them.
  function onTabKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    const index = TRIP_VIEWS.indexOf(view);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TRIP_VIEWS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(TRIP_VIEWS.at(next % TRIP_VIEWS.length)!, true);
  }

  return (
    <>
      <PageHeader
        title={t`My trips`}
        subtitle={t`The cars you booked with their drivers: what is coming up, and what has been.`}
      />
      <div className="container-page py-6 sm:py-8">
        {!isSignedIn ? (
          <LogInNotice />
        ) : (
          <>
            <div
              ref={tabsRef}
              role="tablist"
              aria-label={t`Trips`}
              onKeyDown={onTabKeyDown}
              className="mb-6 inline-flex max-w-full gap-1 overflow-x-auto rounded-full bg-white p-1 shadow-card"
            >
              {TRIP_VIEWS.map((tab) => (
                <button
                  key={tab}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${tab}`}
                  data-view={tab}
                  aria-selected={tab === view}
                  aria-controls={`${baseId}-panel`}
                  tabIndex={tab === view ? 0 : -1}
                  onClick={() => show(tab)}
                  className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                    tab === view ? 'bg-brand-600 text-white' : 'text-brand-700 hover:bg-brand-50'
                  }`}
                >
                  {i18n._(TAB_LABELS[tab])}
                </button>
              ))}
            </div>
            <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${view}`}>
              <TripList key={view} view={view} />
            </div>
          </>
        )}
      </div>
    </>
  );
}

function TripList({ view }: { view: TripView }) {
  const { t, i18n } = useLingui();
  const trips = useTrips(view);

  if (trips.isPending) return <LoadingCards label={t`Loading your trips…`} />;
  if (trips.isError) {
    if (isSessionEnded(trips.error)) return <LogInNotice />;
    return (
      <div role="alert">
        <Notice title={t`Your trips could not be loaded.`}>
          <RetryButton onRetry={() => void trips.refetch()} retrying={trips.isRefetching} />
        </Notice>
      </div>
    );
  }
  const seen = new Set<string>();
  // A trip that moved between two pages while they were read would otherwise show twice.
  const list = trips.data.pages
    .flatMap((page) => page.bookings)
    .filter((trip) => !seen.has(trip._id) && Boolean(seen.add(trip._id)));
  if (list.length === 0) {
    return (
      <Notice title={i18n._(EMPTY_TEXTS[view])}>
        <Link to={paths.allCars()} className="btn-primary">
          <Trans>Find a car</Trans>
        </Link>
      </Notice>
    );
  }
  const total = trips.data.pages.at(-1)?.total ?? list.length;
  return (
    <>
      <p className="mb-4 text-sm text-muted">
        <Plural value={total} one="# trip" other="# trips" />
      </p>
      <ul className="space-y-4">
        {list.map((trip) => (
          <TripCard key={trip._id} trip={trip} />
        ))}
      </ul>
      {trips.hasNextPage ? (
        <div className="mt-6 text-center">
          <button
            type="button"
            className="btn-outline"
            disabled={trips.isFetchingNextPage}
            onClick={() => void trips.fetchNextPage()}
          >
            {trips.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Show more trips</Trans>}
          </button>
        </div>
      ) : null}
    </>
  );
}

function TripCard({ trip }: { trip: Booking }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { car } = trip;
  const reference = trip.reference;
  return (
    <li className="card relative flex items-start gap-4 p-4 focus-within:ring-2 focus-within:ring-accent-500 sm:items-center">
      <div className="aspect-[16/10] w-24 shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:w-40">
        <ImageWithFallback
          src={car.image}
          alt=""
          width={320}
          height={200}
          className="h-full w-full object-cover"
        />
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 font-bold text-ink sm:text-lg">
            {/* The whole card is the link: its title, stretched over the card. */}
            <Link
              to={paths.trip(trip._id)}
              className="after:absolute after:inset-0 after:rounded-card focus:outline-none"
            >
              {car.name} <span className="font-normal text-muted">{car.model}</span>
            </Link>
          </h2>
          <StatusBadge status={trip.status} />
        </div>
        <p className="text-sm text-ink">
          <TripDates pickupAt={trip.pickupAt} returnAt={trip.returnAt} />
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
          <span>{i18n._(TRIP_TYPE_LABELS[trip.tripType])}</span>
          <span>{cityName(i18n, car.city)}</span>
          <span>
            <Trans>Ref. {reference}</Trans>
          </span>
        </p>
        <p className="text-sm">
          <span className="text-muted">
            <Trans>Total</Trans>{' '}
          </span>
          <span className="font-bold tabular-nums text-brand-900">
            {format.rupees(trip.quote.total)}
          </span>
        </p>
      </div>
    </li>
  );
}
