import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CategorySchema, CitySchema, ServiceTypeSchema } from '@shared/contracts/cars';
import {
  CATEGORY_LABELS,
  CITY_LABELS,
  labelWord,
  SERVICE_TYPE_LABELS,
} from '../../lib/i18n/labels';
import type { CarFilters } from './api';

export type FilterName = keyof CarFilters;

/** Reads the three filters; a city of the text "undefined" means no city (spec §2). */
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

/**
 * spec §2: "All {category} Cars for {service type} in {city}". An absent filter drops its words,
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
