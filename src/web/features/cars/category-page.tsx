import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  CATEGORY_PAGE_CAR_LIMIT,
  CITIES,
  isCity,
  SELECTABLE_SERVICE_TYPES,
  SERVICE_TYPES,
  type Category,
  type City,
  type ServiceType,
} from '@shared/constants';
import { LockIcon, MapPinIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import {
  CATEGORY_LABELS,
  CITY_LABELS,
  labelWord,
  SERVICE_TYPE_LABELS,
} from '../../lib/i18n/labels';
import { preferences } from '../../lib/storage';
import { paths } from '../../paths';
import { allCarsHeading, refinementsFrom } from './all-cars-filters';
import { carQueryParams, useCars } from './api';
import { CarList } from './car-list';
import { CarRefinementsBar } from './car-refinements';
import { TripSummary } from './trip-summary';
import { withTrip } from '../../lib/planned-trip';
import { useDocumentTitle } from '../../lib/use-document-title';

const CATEGORY_BLURBS: Record<Category, MessageDescriptor> = {
  regular: msg`Everyday hatchbacks and sedans with a professional driver, at honest prices.`,
  prime: msg`Roomier sedans and SUVs for family trips and business travel, always chauffeur-driven.`,
  luxury: msg`Premium cars and seasoned chauffeurs for weddings, VIPs and special days.`,
};

// Only rental can be chosen (docs/product/storefront.md#who-it-serves); the page always lists rental cars.
const SERVICE_TYPE: ServiceType = 'rental';

/** docs/product/storefront.md#pages-and-routes: the city comes from navigation state, else the remembered selected city, else Vijayawada. */
function cityFromState(state: unknown): City | null {
  if (typeof state !== 'object' || state === null || !('city' in state)) return null;
  return isCity(state.city) ? state.city : null;
}

function ServiceTabs({ panelId, rentalTabId }: { panelId: string; rentalTabId: string }) {
  const { t, i18n } = useLingui();
  const hintId = useId();
  const tabsRef = useRef<Array<HTMLButtonElement | null>>([]);

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); locked tabs can be focused to read why.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const tabs = tabsRef.current.filter((tab): tab is HTMLButtonElement => tab !== null);
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index === -1) return;
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabs[(target + tabs.length) % tabs.length]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t`Service type`}
        onKeyDown={onKeyDown}
        className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {SERVICE_TYPES.map((type, index) => {
          const selectable = SELECTABLE_SERVICE_TYPES.includes(type);
          const selected = type === SERVICE_TYPE;
          return (
            <button
              key={type}
              ref={(element) => {
                tabsRef.current[index] = element;
              }}
              type="button"
              role="tab"
              id={selected ? rentalTabId : undefined}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              aria-disabled={selectable ? undefined : true}
              aria-describedby={selectable ? undefined : hintId}
              title={selectable ? undefined : t`Coming soon for premium members`}
              tabIndex={selected ? 0 : -1}
              className={
                selected
                  ? 'inline-flex shrink-0 items-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm'
                  : 'inline-flex shrink-0 cursor-not-allowed items-center gap-2 rounded-full border border-dashed border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-500'
              }
            >
              {selectable ? null : <LockIcon className="h-3.5 w-3.5" />}
              {i18n._(SERVICE_TYPE_LABELS[type])}
              {selectable ? null : (
                <span className="rounded-full bg-accent-300/60 px-1.5 py-0.5 text-[0.65rem] font-bold uppercase tracking-wide text-brand-900">
                  <Trans>Premium</Trans>
                </span>
              )}
            </button>
          );
        })}
      </div>
      <p id={hintId} className="mt-2 flex items-center gap-1.5 text-xs text-muted">
        <LockIcon className="h-3 w-3" />
        <Trans>Outstation, airport and event rides: coming soon for premium members.</Trans>
      </p>
    </div>
  );
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
  const panelId = useId();
  const rentalTabId = useId();
  const cityFieldId = useId();
  const [search] = useSearchParams();
  const city = cityFromState(location.state) ?? preferences.city();
  const refinements = refinementsFrom(search);
  const query = { city, category, service_type: SERVICE_TYPE, ...refinements };
  // The same request as the list below (one query key): its count and whether more exist.
  const { data } = useCars(query, CATEGORY_PAGE_CAR_LIMIT);
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
        <ServiceTabs panelId={panelId} rentalTabId={rentalTabId} />

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

        <section id={panelId} role="tabpanel" aria-labelledby={rentalTabId} className="space-y-4">
          <div>
            <h2 className="section-title">{allCarsHeading(query, i18n)}</h2>
            <p className="mt-1 text-sm text-muted">
              <Trans>Every car comes with a verified, professional driver.</Trans>
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
              to={withTrip(paths.allCars(Object.fromEntries(carQueryParams(query))), search)}
            />
          ) : null}
          {/* Past six cars, the line above says how many; the bar's own count would repeat it. */}
          <CarRefinementsBar total={data?.hasMore ? undefined : data?.total} />
          <CarList
            city={city}
            category={category}
            serviceType={SERVICE_TYPE}
            refinements={refinements}
          />
        </section>
      </div>
    </>
  );
}
