import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORIES, CITIES, SELECTABLE_SERVICE_TYPES, SERVICE_TYPE_LABELS, SERVICE_TYPES } from '@shared/constants';
import { PageHeader } from '../../components/page-header';
import { allCarsHeading, filtersFrom, type FilterName } from './all-cars-filters';
import { useInfiniteCars } from './api';
import { capitalize, CompactCarCard } from './car-card';
import { CarCardSkeleton } from './car-list';

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
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** spec §2 All cars (/allcars?city&category&service_type), paginated with `hasMore` (DESIGN 11). */
export function AllCarsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const { data, isPending, isError, refetch, isRefetching, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } =
    useInfiniteCars(filters);

  function setFilter(name: FilterName, value: string) {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  }

  const cars = data?.pages.flatMap((page) => page.cars) ?? [];

  return (
    <>
      <PageHeader title={allCarsHeading(filters)} subtitle="Every car on Saarthi comes with a professional driver." />
      <div className="container-page space-y-6 py-6 sm:py-8">
        <section aria-label="Filters" className="card grid gap-4 p-4 sm:grid-cols-3 sm:p-5">
          <FilterSelect
            label="City"
            value={filters.city}
            anyLabel="All cities"
            options={CITIES.map((city) => ({ value: city, label: city }))}
            onChange={(value) => setFilter('city', value)}
          />
          <FilterSelect
            label="Category"
            value={filters.category}
            anyLabel="All categories"
            options={CATEGORIES.map((category) => ({ value: category, label: capitalize(category) }))}
            onChange={(value) => setFilter('category', value)}
          />
          <FilterSelect
            label="Service type"
            value={filters.service_type}
            anyLabel="All service types"
            // spec §1: only rental is selectable; the others are premium and locked.
            options={SERVICE_TYPES.map((type) => {
              const locked = !SELECTABLE_SERVICE_TYPES.includes(type);
              return { value: type, label: `${SERVICE_TYPE_LABELS[type]}${locked ? ' (Premium, coming soon)' : ''}`, disabled: locked };
            })}
            onChange={(value) => setFilter('service_type', value)}
          />
        </section>

        {isPending ? (
          <div role="status" aria-live="polite">
            <p className="mb-4 text-sm font-medium text-muted">Loading cars...</p>
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {Array.from({ length: 4 }, (_, index) => (
                <CarCardSkeleton key={index} />
              ))}
            </div>
          </div>
        ) : isError ? (
          <div className="card flex flex-col items-center gap-3 p-8 text-center" role="alert">
            <p className="font-semibold text-ink">Failed to load cars.</p>
            <button type="button" className="btn-outline" onClick={() => void refetch()} disabled={isRefetching}>
              {isRefetching ? 'Trying again…' : 'Try again'}
            </button>
          </div>
        ) : cars.length === 0 ? (
          <div className="card p-8 text-center">
            <p className="font-semibold text-ink">No cars found.</p>
            <p className="mt-1 text-sm text-muted">Try another city or category.</p>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              Showing {cars.length} {cars.length === 1 ? 'car' : 'cars'}
            </p>
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {cars.map((car) => (
                <li key={car._id} className="flex [&>article]:w-full">
                  <CompactCarCard car={car} />
                </li>
              ))}
            </ul>
            {isFetchNextPageError ? (
              <p role="alert" className="text-center text-sm text-danger">
                Could not load more cars. Please try again.
              </p>
            ) : null}
            {hasNextPage ? (
              <div className="flex justify-center">
                <button type="button" className="btn-primary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                  {isFetchingNextPage ? 'Loading more cars…' : 'Load more cars'}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
