import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CAR_PRICE_FILTER_MAX,
  CAR_REFINEMENTS,
  CAR_SORTS,
  CategorySchema,
  CitySchema,
  ServiceTypeSchema,
} from '@shared/contracts/cars';
import { DRIVER_LANGUAGES, FUEL_TYPES } from '@shared/partner-constants';
import {
  CATEGORY_LABELS,
  CITY_LABELS,
  labelWord,
  SERVICE_TYPE_LABELS,
} from '../../lib/i18n/labels';
import type { CarFilters, CarRefinements } from './api';

export type FilterName = keyof CarFilters;

/** Reads the three filters; a city of the text "undefined" means no city (docs/product/storefront.md#pages-and-routes). */
export function filtersFrom(search: URLSearchParams): CarFilters {
  const read = (name: FilterName) => {
    const value = search.get(name);
    return value && value !== 'undefined' ? value : undefined;
  };
  // Unknown values are dropped rather than sent, so a hand-edited URL still shows cars.
  return {
    city: CitySchema.safeParse(read('city')).data,
    category: CategorySchema.safeParse(read('category')).data,
    service_type: ServiceTypeSchema.safeParse(read('service_type')).data,
  };
}

/** Reads one of a list's values, as written there; anything else is no value. */
function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value)) return undefined;
  const number = Number(value);
  return number <= max ? number : undefined;
}

/**
 * Reads the refinements and the order from the URL. As with the filters, a value the list does
 * not know is dropped, so a hand-edited or old link still lists cars.
 */
export function refinementsFrom(search: URLSearchParams): CarRefinements {
  const ac = search.get('ac');
  let minPrice = wholeNumber(search.get('min_price'), CAR_PRICE_FILTER_MAX);
  let maxPrice = wholeNumber(search.get('max_price'), CAR_PRICE_FILTER_MAX);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    fuel: oneOf(FUEL_TYPES, search.get('fuel')),
    min_seats: wholeNumber(search.get('min_seats'), 30) || undefined,
    ac: ac === 'true' ? true : ac === 'false' ? false : undefined,
    min_price: minPrice,
    max_price: maxPrice,
    language: oneOf(DRIVER_LANGUAGES, search.get('language')),
    sort: oneOf(CAR_SORTS, search.get('sort')),
  };
}

/** The URL without its refinements, the rest (where, what, the order, the trip) kept. */
export function withoutRefinements(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of CAR_REFINEMENTS) next.delete(name);
  return next;
}

/** How many refinements narrow the list (the order is not one). */
export const refinementCount = (refinements: CarRefinements) =>
  new Set(
    CAR_REFINEMENTS.filter((name) => refinements[name] !== undefined).map((name) =>
      name.endsWith('_price') ? 'price' : name,
    ),
  ).size;

/**
 * docs/product/storefront.md#pages-and-routes: "All {category} Cars for {service type} in {city}". An absent filter drops its words,
 * and a missing city reads "in all cities". Each combination is one whole message, so a language
 * can order the words its own way; a component passes its `i18n` to re-render on a switch.
 */
export function allCarsHeading(
  { city: cityFilter, category: categoryFilter, service_type }: CarFilters,
  i18n: I18n = activeI18n,
): string {
  const category = categoryFilter ? labelWord(i18n, CATEGORY_LABELS[categoryFilter]) : undefined;
  const serviceType = service_type ? labelWord(i18n, SERVICE_TYPE_LABELS[service_type]) : undefined;
  const city = cityFilter ? i18n._(CITY_LABELS[cityFilter]) : undefined;
  if (category && serviceType) {
    return i18n._(
      city
        ? msg`All ${category} Cars for ${serviceType} in ${city}`
        : msg`All ${category} Cars for ${serviceType} in all cities`,
    );
  }
  if (category)
    return i18n._(
      city ? msg`All ${category} Cars in ${city}` : msg`All ${category} Cars in all cities`,
    );
  if (serviceType)
    return i18n._(
      city
        ? msg`All Cars for ${serviceType} in ${city}`
        : msg`All Cars for ${serviceType} in all cities`,
    );
  return i18n._(city ? msg`All Cars in ${city}` : msg`All Cars in all cities`);
}
