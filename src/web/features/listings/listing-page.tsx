import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { LISTING_FIRST_PAGE, LISTING_PAGE_STEP } from '@shared/constants';
import { useListing } from './api';
import { CarWashCard } from './car-wash-card';
import { DrivingSchoolCard } from './driving-school-card';
import { LISTINGS, type ListingKind, type ListingRecords } from './listing-config';
import { ListingHero } from './listing-hero';
import { ListingIcon } from './listing-icons';
import { MechanicCard } from './mechanic-card';
import { OfferCard } from './offer-card';
import { OtherServices } from './other-services';
import { TourCard } from './tour-card';
import { VanCard } from './van-card';

const CARDS: { [K in ListingKind]: (record: ListingRecords[K]) => ReactNode } = {
  offers: (offer) => <OfferCard offer={offer} />,
  vans: (van) => <VanCard van={van} />,
  tours: (tour) => <TourCard tour={tour} />,
  carWashes: (carWash) => <CarWashCard carWash={carWash} />,
  mechanics: (mechanic) => <MechanicCard mechanic={mechanic} />,
  drivingSchools: (school) => <DrivingSchoolCard school={school} />,
};

/** Tour cards carry lists and an itinerary, so they get at most three columns. */
const GRID: Record<ListingKind, string> = {
  offers: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  vans: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  tours: 'sm:grid-cols-2 lg:grid-cols-3',
  carWashes: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  mechanics: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  drivingSchools: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
};

/** One page per side listing (docs/product/storefront.md#side-listings); the route passes the kind. */
export default function ListingPage({ kind }: { kind: ListingKind }) {
  // The routes share this component, so a new kind must start over at 12 cards.
  return <ListingView key={kind} kind={kind} />;
}

function ListingView<K extends ListingKind>({ kind }: { kind: K }) {
  const { t, i18n } = useLingui();
  const listing = LISTINGS[kind];
  const { data, isPending } = useListing(kind);
  // docs/product/storefront.md#errors: a failed fetch is only logged; the list stays empty.
  const items = data ?? [];
  // docs/product/storefront.md#side-listings: 12 first, then 6 more per load.
  const [visibleCount, setVisibleCount] = useState(LISTING_FIRST_PAGE);
  const listRef = useRef<HTMLUListElement>(null);
  const visible = items.slice(0, visibleCount);
  const hasMore = items.length > visibleCount;
  const shown = visible.length;
  const total = items.length;
  const renderCard = CARDS[kind];

  function loadMore() {
    const firstNew = visibleCount;
    flushSync(() => setVisibleCount(firstNew + LISTING_PAGE_STEP));
    // The button may vanish with the last batch; the first new card is where the reader goes next.
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li > article')[firstNew]?.focus();
  }

  return (
    <>
      <ListingHero title={i18n._(listing.title)} subtitle={i18n._(listing.subtitle)}>
        {/* Fixed height so the hero does not grow when the count arrives. */}
        <div className="mt-6 h-9">
          {items.length > 0 ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium text-white ring-1 ring-white/25 backdrop-blur-sm">
              <ListingIcon kind={kind} className="h-4 w-4 text-accent-300" />
              {i18n._(listing.listed(total))}
            </p>
          ) : null}
        </div>
      </ListingHero>

      <section aria-labelledby="listing-title" className="container-page py-10 sm:py-14">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="listing-title" className="text-xl font-bold text-brand-900 sm:text-2xl">
            {i18n._(listing.heading)}
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {total > 0 ? t`Showing ${shown} of ${total}` : null}
          </p>
        </div>

        {isPending ? (
          <ListingSkeleton grid={GRID[kind]} />
        ) : items.length === 0 ? (
          <EmptyListing kind={kind} />
        ) : (
          <>
            <ul
              ref={listRef}
              aria-labelledby="listing-title"
              className={`grid grid-cols-1 gap-5 ${GRID[kind]}`}
            >
              {visible.map((record) => (
                <li key={record._id}>{renderCard(record)}</li>
              ))}
            </ul>
            {hasMore ? (
              <div className="mt-10 flex justify-center">
                <button type="button" className="btn-outline min-w-44 bg-white" onClick={loadMore}>
                  <Trans>Load more</Trans>
                </button>
              </div>
            ) : null}
          </>
        )}
      </section>

      <OtherServices current={kind} />
    </>
  );
}

function ListingSkeleton({ grid }: { grid: string }) {
  return (
    <div role="status">
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
      <div className={`grid grid-cols-1 gap-5 ${grid}`} aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="card animate-pulse overflow-hidden">
            <div className="aspect-[3/2] bg-brand-100/60" />
            <div className="space-y-3 p-5">
              <div className="h-4 w-3/4 rounded bg-slate-200" />
              <div className="h-3 w-full rounded bg-slate-100" />
              <div className="h-3 w-5/6 rounded bg-slate-100" />
              <div className="h-9 w-full rounded-full bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function EmptyListing({ kind }: { kind: ListingKind }) {
  return (
    <div className="card flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-600">
        <ListingIcon kind={kind} className="h-7 w-7" />
      </span>
      <p className="text-lg font-semibold text-brand-900">
        <Trans>Nothing listed here yet.</Trans>
      </p>
      <p className="max-w-md text-sm text-muted">
        <Trans>Check back soon, or explore our other services below.</Trans>
      </p>
    </div>
  );
}
