import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
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
import type { ServiceType } from '@shared/constants';
import { CATEGORY_LABELS, CITY_LABELS, labelWord } from '../../lib/i18n/labels';
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
 * What each service type adds to a sentence about cars: a phrase a language can place where its
 * grammar wants ("Prime cars with a driver in Guntur", "గుంటూరులో డ్రైవర్‌తో ప్రైమ్ కార్లు").
 * Every car comes with a driver, so a list of every service type says so too.
 */
const SERVICE_PHRASES: Record<ServiceType | 'any', MessageDescriptor> = {
  any: msg`with a driver`,
  rental: msg`with a driver`,
  outstation: msg`for outstation trips`,
  airport: msg`for airport transfers`,
  events: msg`for weddings and events`,
};

/** The filters as the words a sentence about them takes, in the reader's language. */
function filterWords(
  { city, category, service_type }: CarFilters,
  i18n: I18n,
): { category?: string; service: string; city?: string } {
  return {
    category: category ? labelWord(i18n, CATEGORY_LABELS[category]) : undefined,
    service: i18n._(SERVICE_PHRASES[service_type ?? 'any']),
    city: city ? i18n._(CITY_LABELS[city]) : undefined,
  };
}

/**
 * docs/product/storefront.md#car-list: the list's title, a sentence naming what is filtered
 * ("Prime cars with a driver in Guntur"; "in every city" without a city). Each shape is one
 * whole message, so a language orders the words its own way; a component passes its `i18n` to
 * re-render on a switch.
 */
export function allCarsHeading(filters: CarFilters, i18n: I18n = activeI18n): string {
  const { category, service, city } = filterWords(filters, i18n);
  const heading = category
    ? i18n._(
        city
          ? msg`${category} cars ${service} in ${city}`
          : msg`${category} cars ${service} in every city`,
      )
    : i18n._(city ? msg`Cars ${service} in ${city}` : msg`Cars ${service} in every city`);
  // The category is a word inside sentences ("prime"), but a title starts with a capital.
  return heading.charAt(0).toLocaleUpperCase(i18n.locale) + heading.slice(1);
}

/**
 * What an empty list says: "No prime cars are listed in Guntur right now". Every car has a
 * driver, so a rental list does not say so; another service type is named.
 */
export function noCarsMessage(filters: CarFilters, i18n: I18n = activeI18n): string {
  const { category, service, city } = filterWords(filters, i18n);
  const anyService = filters.service_type === undefined || filters.service_type === 'rental';
  if (anyService) {
    if (category)
      return i18n._(
        city
          ? msg`No ${category} cars are listed in ${city} right now`
          : msg`No ${category} cars are listed right now`,
      );
    return i18n._(
      city ? msg`No cars are listed in ${city} right now` : msg`No cars are listed right now`,
    );
  }
  if (category)
    return i18n._(
      city
        ? msg`No ${category} cars ${service} are listed in ${city} right now`
        : msg`No ${category} cars ${service} are listed right now`,
    );
  return i18n._(
    city
      ? msg`No cars ${service} are listed in ${city} right now`
      : msg`No cars ${service} are listed right now`,
  );
}
