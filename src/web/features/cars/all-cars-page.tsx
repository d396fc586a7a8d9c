import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { CATEGORIES, CITIES, SERVICE_TYPES } from '@shared/constants';
import { PageHeader } from '../../components/page-header';
import { CATEGORY_LABELS, CITY_LABELS, SERVICE_TYPE_LABELS } from '../../lib/i18n/labels';
import {
  allCarsHeading,
  filtersFrom,
  noCarsMessage,
  refinementCount,
  refinementsFrom,
  withoutRefinements,
  type FilterName,
} from './all-cars-filters';
import { CarRefinementsBar } from './car-refinements';
import { Choice } from './choice';
import { TripSummary } from './trip-summary';
import { TripSearchProblem, tripRefusal } from './trip-search-problem';
import { plannedTripFrom } from '../../lib/planned-trip';
import { tripSearchQuery } from '../../lib/trip-search-query';
import { useInfiniteCars } from './api';
import { CompactCarCard } from './car-card';
import { CarCardSkeleton, CarsFailed } from './car-list';
import { useDocumentTitle } from '../../lib/use-document-title';

function FilterSelect({
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  anyLabel: string;
  options: Array<{ value: string; label: string; disabled?: boolean }>;
  onChange: (value: string) => void;
}) {
  return (
    <Choice label={label} value={value ?? ''} onChange={onChange}>
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </Choice>
  );
}

/** docs/product/storefront.md#car-list (/allcars?city&category&service_type), paginated with `hasMore` (docs/product/storefront.md#keyset-pages-and-the-true-count). */
export function AllCarsPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const refinements = refinementsFrom(search);
  // With a trip, only the cars free for it, each with its price; the `next` cursor pages on
  // through the same search (the trip is part of the query key and of every page's request).
  const trip = tripSearchQuery(plannedTripFrom(search));
  const {
    data,
    error,
    isPending,
    isError,
    refetch,
    isRefetching,
    fetchNextPage,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useInfiniteCars({ ...filters, ...refinements, trip });
  const refused = tripRefusal(error);

  function setFilter(name: FilterName, value: string) {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  }

  useDocumentTitle(allCarsHeading(filters, i18n));
  const cars = data?.pages.flatMap((page) => page.cars) ?? [];
  const shown = cars.length;
  const total = data?.pages[0]?.total;

  const clearRefinements = () => setSearch(withoutRefinements(search), { replace: true });

  return (
    <>
      <PageHeader
        title={allCarsHeading(filters, i18n)}
        subtitle={t`Every car on Saarthi comes with a professional driver.`}
      />
      <div className="container-page space-y-6 py-6 sm:py-8">
        <section aria-label={t`Filters`} className="card grid gap-4 p-4 sm:grid-cols-3 sm:p-5">
          <FilterSelect
            label={t`City`}
            value={filters.city}
            anyLabel={t`All cities`}
            options={CITIES.map((city) => ({ value: city, label: i18n._(CITY_LABELS[city]) }))}
            onChange={(value) => setFilter('city', value)}
          />
          <FilterSelect
            label={t`Category`}
            value={filters.category}
            anyLabel={t`All categories`}
            options={CATEGORIES.map((category) => ({
              value: category,
              label: i18n._(CATEGORY_LABELS[category]),
            }))}
            onChange={(value) => setFilter('category', value)}
          />
          <FilterSelect
            label={t`Service type`}
            value={filters.service_type}
            anyLabel={t`All service types`}
            options={SERVICE_TYPES.map((type) => ({
              value: type,
              label: i18n._(SERVICE_TYPE_LABELS[type]),
            }))}
            onChange={(value) => setFilter('service_type', value)}
          />
        </section>

        <div className="space-y-3">
          <TripSummary />
          {refused ? <TripSearchProblem error={refused} /> : null}
        </div>
        <CarRefinementsBar total={refused ? undefined : total} />

        {isPending ? (
          <div role="status" aria-live="polite">
            <p className="mb-4 text-sm font-medium text-muted">
              <Trans>Loading cars...</Trans>
            </p>
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {Array.from({ length: 4 }, (_, index) => (
                <CarCardSkeleton key={index} />
              ))}
            </div>
          </div>
        ) : refused ? null : isError ? (
          <CarsFailed onRetry={() => void refetch()} retrying={isRefetching} />
        ) : cars.length === 0 ? (
          <div className="card flex flex-col items-center gap-3 p-8 text-center">
            <p className="font-semibold text-ink">{noCarsMessage(filters, i18n)}</p>
            {trip && refinementCount(refinements) === 0 ? (
              <p className="text-sm text-muted">
                <Trans>
                  Every car is taken for your dates: try other dates or another category.
                </Trans>
              </p>
            ) : refinementCount(refinements) > 0 ? (
              <>
                <p className="text-sm text-muted">
                  <Trans>No car matches all of these filters.</Trans>
                </p>
                <button type="button" className="btn-outline" onClick={clearRefinements}>
                  <Trans>Clear filters</Trans>
                </button>
              </>
            ) : (
              <p className="text-sm text-muted">
                <Trans>Try another city or category.</Trans>
              </p>
            )}
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {cars.map((car) => (
                <li key={car._id} className="flex [&>article]:w-full">
                  <CompactCarCard car={car} />
                </li>
              ))}
            </ul>
            {total !== undefined && total > shown ? (
              <p className="text-center text-sm text-muted">
                <Trans>
                  Showing {shown} of {total} cars
                </Trans>
              </p>
            ) : null}
            {isFetchNextPageError ? (
              <p role="alert" className="text-center text-sm text-danger">
                <Trans>Could not load more cars. Please try again.</Trans>
              </p>
            ) : null}
            {hasNextPage ? (
              <div className="flex justify-center">
                <button
                  type="button"
                  className="btn-primary"
                  onClick={() => void fetchNextPage()}
                  disabled={isFetchingNextPage}
                >
                  {isFetchingNextPage ? (
                    <Trans>Loading more cars…</Trans>
                  ) : (
                    <Trans>Load more cars</Trans>
                  )}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
