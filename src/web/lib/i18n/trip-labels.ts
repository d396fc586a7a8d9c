import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TripType } from '@shared/booking-constants';
import { SERVICE_TYPE_LABELS } from './labels';

// Apart from labels.ts, which the home page's first screen carries: only trips and quotes say
// these.

/** A trip's type as bookings and quotes name it: the service types, and two of their own. */
export const TRIP_TYPE_LABELS: Record<TripType, MessageDescriptor> = {
  rental: SERVICE_TYPE_LABELS.rental,
  outstation: SERVICE_TYPE_LABELS.outstation,
  airport: SERVICE_TYPE_LABELS.airport,
  local: msg`Local package`,
  one_way: msg`One-way drop`,
};
