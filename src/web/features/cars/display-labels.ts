import type { I18n, MessageDescriptor } from '@lingui/core';
import { CITIES, type City } from '@shared/constants';
import { CITY_LABELS, fuelLabel } from '../../lib/i18n/labels';

export function isCity(value: unknown): value is City {
  return typeof value === 'string' && (CITIES as readonly string[]).includes(value);
}

/** A car's city in the reader's language; a city the app does not know is shown as written. */
export function cityName(i18n: I18n, city: string): string {
  return isCity(city) ? i18n._(CITY_LABELS[city]) : city;
}

/** A car's fuel type in the reader's language; an unknown one is shown as written. */
export function fuelName(i18n: I18n, fuel: string): string {
  const label = fuelLabel(fuel);
  return typeof label === 'string' ? label : i18n._(label);
}

/**
 * A category or service type as a word inside a sentence ("All prime Cars for rental"): the
 * label in lower case, which Telugu and Hindi scripts do not have.
 */
export function labelWord(i18n: I18n, label: MessageDescriptor): string {
  return i18n._(label).toLocaleLowerCase(i18n.locale);
}
