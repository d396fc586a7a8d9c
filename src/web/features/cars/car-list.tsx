import { Trans, useLingui } from '@lingui/react/macro';
import {
  CATEGORY_PAGE_CAR_LIMIT,
  type Category,
  type City,
  type ServiceType,
} from '@shared/constants';
import { noCarsMessage, refinementCount } from './all-cars-filters';
import { useCars, type CarRefinements } from './api';
import { CarCard } from './car-card';
import { RetryButton } from '../../components/retry-button';
import { tripRefusal } from './trip-search-problem';

export function CarCardSkeleton() {
  return (
    <div className="card overflow-hidden" aria-hidden="true">
      <div className="aspect-[16/10] animate-pulse bg-slate-200" />
      <div className="space-y-3 p-4">
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="flex gap-2">
          <div className="h-6 w-16 animate-pulse rounded-full bg-slate-200" />
          <div className="h-6 w-20 animate-pulse rounded-full bg-slate-200" />
          <div className="h-6 w-16 animate-pulse rounded-full bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

export const carGridClasses = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

interface CarListProps {
  city: City;
  category: Category;
  serviceType: ServiceType;
  refinements?: CarRefinements;
  /** The searched trip's query (`tripSearchQuery`): only the cars free then, with its price. */
  trip?: Record<string, string> | null;
}

/**
 * docs/product/storefront.md#car-list: at most 6 cars for a city, category and service type;
 * with a trip, the ones free for it.
 */
export function CarList({ city, category, serviceType, refinements = {}, trip }: CarListProps) {
  const { i18n } = useLingui();
  const { data, isPending, isError, error, refetch, isRefetching } = useCars(
    { city, category, service_type: serviceType, ...refinements, trip },
    CATEGORY_PAGE_CAR_LIMIT,
  );

  if (isPending) {
    return (
      <div role="status" aria-live="polite">
        <p className="mb-4 text-sm font-medium text-muted">
          <Trans>Loading cars...</Trans>
        </p>
        <div className={carGridClasses}>
          {Array.from({ length: 3 }, (_, index) => (
            <CarCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  // A trip the search refused is said by the trip's summary, with the way to change it: trying
  // the same search again would be refused again.
  if (isError && tripRefusal(error)) return null;
  if (isError) return <CarsFailed onRetry={() => void refetch()} retrying={isRefetching} />;

  const cars = data.cars.slice(0, CATEGORY_PAGE_CAR_LIMIT);
  if (cars.length === 0) {
    const filters = { city, category, service_type: serviceType };
    return (
      <div className="card p-8 text-center">
        <p className="font-semibold text-ink">{noCarsMessage(filters, i18n)}</p>
        <p className="mt-1 text-sm text-muted">
          {refinementCount(refinements) > 0 ? (
            <Trans>No car matches all of these filters.</Trans>
          ) : trip ? (
            <Trans>Every car is taken for your dates: try other dates or another category.</Trans>
          ) : (
            <Trans>Try another city or category: travel companies add cars every week.</Trans>
          )}
        </p>
      </div>
    );
  }

  return (
    <ul className={carGridClasses}>
      {cars.map((car) => (
        <li key={car._id} className="flex [&>article]:w-full">
          <CarCard car={car} />
        </li>
      ))}
    </ul>
  );
}

/** A car list that could not load, with the way to try again. */
export function CarsFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="card flex flex-col items-center gap-3 p-8 text-center" role="alert">
      <p className="font-semibold text-ink">
        <Trans>Failed to load cars.</Trans>
      </p>
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
