import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Category, City, ServiceType } from '@shared/constants';

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

/** A fuel type from the catalogue; one the app does not know is shown as written. */
export const fuelLabel = (fuel: string): MessageDescriptor | string => FUEL_LABELS[fuel] ?? fuel;
