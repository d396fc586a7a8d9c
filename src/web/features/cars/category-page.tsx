import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  CATEGORY_PAGE_CAR_LIMIT,
  CITIES,
  isCity,
  type Category,
  type City,
  type ServiceType,
} from '@shared/constants';
import { MapPinIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { CATEGORY_LABELS, CITY_LABELS, labelWord } from '../../lib/i18n/labels';
import { preferences } from '../../lib/storage';
import { paths } from '../../paths';
import { allCarsHeading, refinementsFrom } from './all-cars-filters';
import { carQueryParams, useCars } from './api';
import { CarList } from './car-list';
import { CarRefinementsBar } from './car-refinements';
import { TripSummary } from './trip-summary';
import { TripSearchProblem, tripRefusal } from './trip-search-problem';
import { plannedTripFrom, withTrip } from '../../lib/planned-trip';
import { tripSearchQuery } from '../../lib/trip-search-query';
import { useDocumentTitle } from '../../lib/use-document-title';

const CATEGORY_BLURBS: Record<Category, MessageDescriptor> = {
  regular: msg`Everyday hatchbacks and sedans with a professional driver, at honest prices.`,
  prime: msg`Roomier sedans and SUVs for family trips and business travel, always chauffeur-driven.`,
  luxury: msg`Premium cars and seasoned chauffeurs for weddings, VIPs and special days.`,
};

// The page lists rental cars (docs/product/storefront.md#who-it-serves); a car's service type does
// not limit the trips it takes (docs/product/trips-and-money.md#trip-types), so the searched trip
// is what the list is priced and filtered for.
const SERVICE_TYPE: ServiceType = 'rental';

/** docs/product/storefront.md#pages-and-routes: the city comes from navigation state, else the remembered selected city, else Vijayawada. */
function cityFromState(state: unknown): City | null {
  if (typeof state !== 'object' || state === null || !('city' in state)) return null;
  return isCity(state.city) ? state.city : null;
}

/**
 * "6 of 9 — see all 9 prime cars in Vijayawada": how many of the matching cars the page shows,
 * and the way to the rest (docs/product/storefront.md#car-list).
 */
function MoreCars({
  shown,
  total,
  categoryWord,
  cityName,
  to,
}: {
  shown: number;
  total: number;
  categoryWord: string;
  cityName: string;
  to: string;
}) {
  const linkClasses =
    'inline-flex items-center gap-1 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700';
  return (
    <p className="text-sm text-ink" aria-live="polite">
      <Trans>
        {shown} of {total} —{' '}
        <Link to={to} className={linkClasses}>
          <Plural
            value={total}
            one={`see the # ${categoryWord} car in ${cityName}`}
            other={`see all # ${categoryWord} cars in ${cityName}`}
          />
        </Link>
      </Trans>
    </p>
  );
}

/** docs/product/storefront.md#car-list (/regular, /prime, /luxury). */
export function CategoryPage({ category }: { category: Category }) {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const cityFieldId = useId();
  const headingId = useId();
  const [search] = useSearchParams();
  const city = cityFromState(location.state) ?? preferences.city();
  const refinements = refinementsFrom(search);
  const trip = tripSearchQuery(plannedTripFrom(search));
  const filters = { city, category, service_type: SERVICE_TYPE, ...refinements };
  // The same request as the list below (one query key): its count and whether more exist.
  const { data, error } = useCars({ ...filters, trip }, CATEGORY_PAGE_CAR_LIMIT);
  const refused = tripRefusal(error);
  // The link to every such car: the list's filters and order, the trip added as the URL has it.
  const allCarsParams = carQueryParams(filters);
  if (trip && refinements.sort === 'trip_price') allCarsParams.set('sort', 'trip_price');
  const categoryName = i18n._(CATEGORY_LABELS[category]);
  useDocumentTitle(t`${categoryName} cars`);

  // docs/product/storefront.md#pages-and-routes: the city shown is remembered.
  useEffect(() => {
    preferences.setCity(city);
  }, [city]);

  function changeCity(next: string) {
    if (!isCity(next)) return;
    // The city lives in navigation state, as when arriving from the home search.
    const state =
      typeof location.state === 'object' && location.state !== null ? location.state : {};
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { ...state, city: next } },
    );
  }

  const label = i18n._(CATEGORY_LABELS[category]);
  const categoryWord = labelWord(i18n, CATEGORY_LABELS[category]);
  const cityName = i18n._(CITY_LABELS[city]);
  const cityInCapitals = cityName.toLocaleUpperCase(i18n.locale);

  return (
    <>
      <PageHeader
        title={label.toLocaleUpperCase(i18n.locale)}
        subtitle={i18n._(CATEGORY_BLURBS[category])}
      />
      <div className="container-page space-y-6 py-6 sm:py-8">
        <section
          aria-label={t`Selected city`}
          className="relative overflow-hidden rounded-card bg-gradient-to-r from-accent-300 via-accent-400 to-accent-500 p-5 shadow-card sm:p-6"
        >
          <div
            className="pointer-events-none absolute -right-10 -top-16 h-48 w-48 rounded-full bg-white/20"
            aria-hidden="true"
          />
          <div className="relative flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              {/* One sentence over two lines, the city large; a language may move words between them. */}
              <Trans>
                <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-900/80">
                  <MapPinIcon className="h-4 w-4" />
                  {label} rides with a professional driver in
                </p>
                <p className="mt-1 text-3xl font-extrabold tracking-wide text-brand-900 sm:text-4xl">
                  {cityInCapitals}
                </p>
              </Trans>
              <TripSummary className="mt-3" />
              {refused ? (
                <div className="mt-3">
                  <TripSearchProblem error={refused} />
                </div>
              ) : null}
            </div>
            <div className="sm:w-56">
              <label htmlFor={cityFieldId} className="field-label text-brand-900">
                <Trans>City</Trans>
              </label>
              <select
                id={cityFieldId}
                className="field-input"
                value={city}
                onChange={(event) => changeCity(event.target.value)}
              >
                {CITIES.map((option) => (
                  <option key={option} value={option}>
                    {i18n._(CITY_LABELS[option])}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </section>

        <section aria-labelledby={headingId} className="space-y-4">
          <div>
            <h2 id={headingId} className="section-title">
              {allCarsHeading(filters, i18n)}
            </h2>
            <p className="mt-1 text-sm text-muted">
              {trip && !refused ? (
                <Trans>Free for your dates, each with a verified, professional driver.</Trans>
              ) : (
                <Trans>Every car comes with a verified, professional driver.</Trans>
              )}
            </p>
          </div>
          {/* The page shows six: when more match, it says how many and leads to them all, with the
              same filters and order. */}
          {data?.hasMore ? (
            <MoreCars
              shown={Math.min(data.cars.length, CATEGORY_PAGE_CAR_LIMIT)}
              total={data.total}
              categoryWord={categoryWord}
              cityName={cityName}
              // The list's own filters and order, and the trip as the URL carries it.
              to={withTrip(paths.allCars(Object.fromEntries(allCarsParams)), search)}
            />
          ) : null}
          {/* Past six cars, the line above says how many; the bar's own count would repeat it. */}
          <CarRefinementsBar total={data?.hasMore ? undefined : data?.total} />
          <CarList
            city={city}
            category={category}
            serviceType={SERVICE_TYPE}
            refinements={refinements}
            trip={trip}
          />
        </section>
      </div>
    </>
  );
}
