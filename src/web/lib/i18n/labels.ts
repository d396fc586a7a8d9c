import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { isCity, type Category, type City, type ServiceType } from '@shared/constants';

// The domain's words as a reader sees them. Wire values (`Vijayawada`, `prime`, `rental`) stay
// English in the API and the URL; only what is shown is translated.

export const CITY_LABELS: Record<City, MessageDescriptor> = {
  Vijayawada: msg`Vijayawada`,
  Guntur: msg`Guntur`,
  Hyderabad: msg`Hyderabad`,
  Visakhapatnam: msg`Visakhapatnam`,
  Tirupati: msg`Tirupati`,
};

export const CATEGORY_LABELS: Record<Category, MessageDescriptor> = {
  regular: msg`Regular`,
  prime: msg`Prime`,
  luxury: msg`Luxury`,
};

export const SERVICE_TYPE_LABELS: Record<ServiceType, MessageDescriptor> = {
  rental: msg`Rental`,
  outstation: msg`Outstation`,
  airport: msg`Airport Transfer`,
  events: msg`Weddings & Events`,
};

const FUEL_LABELS: Record<string, MessageDescriptor> = {
  Petrol: msg`Petrol`,
  Diesel: msg`Diesel`,
  CNG: msg`CNG`,
  Electric: msg`Electric`,
  Hybrid: msg`Hybrid`,
};

/** A car's city in the reader's language; a city the app does not know is shown as written. */
export function cityName(i18n: I18n, city: string): string {
  return isCity(city) ? i18n._(CITY_LABELS[city]) : city;
}

/** A car's fuel type in the reader's language; an unknown one is shown as written. */
export function fuelName(i18n: I18n, fuel: string): string {
  const label = FUEL_LABELS[fuel];
  return label ? i18n._(label) : fuel;
}

/**
 * A category or service type as a word inside a sentence ("All prime Cars for rental"): the
 * label in lower case, which Telugu and Hindi scripts do not have.
 */
export function labelWord(i18n: I18n, label: MessageDescriptor): string {
  return i18n._(label).toLocaleLowerCase(i18n.locale);
}
