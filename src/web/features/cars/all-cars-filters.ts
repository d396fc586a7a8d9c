import { CategorySchema, CitySchema, ServiceTypeSchema } from '@shared/contracts/cars';
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
 * and a missing city reads "in all cities".
 */
export function allCarsHeading({ city, category, service_type }: CarFilters): string {
  const parts = ['All'];
  if (category) parts.push(category);
  parts.push('Cars');
  if (service_type) parts.push('for', service_type);
  parts.push('in', city ?? 'all cities');
  return parts.join(' ');
}
