import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingActor, BookingStatus } from '@shared/booking-constants';

/** docs/product/trips-and-money.md#bookings: each state of a trip as its customer reads it, and its badge's colours. */
export const TRIP_STATUS_LOOKS: Record<BookingStatus, { label: MessageDescriptor; badge: string }> =
  {
    requested: {
      label: msg({
        message: 'Waiting for the company',
        comment: 'Trip status: the customer asked, the travel company has not answered yet',
      }),
      badge: 'bg-accent-300/40 text-accent-700',
    },
    confirmed: {
      label: msg({ message: 'Confirmed', comment: 'Trip status: accepted, a driver assigned' }),
      badge: 'bg-brand-50 text-brand-700',
    },
    in_progress: {
      label: msg({ message: 'On the trip', comment: 'Trip status: the trip has started' }),
      badge: 'bg-brand-600 text-white',
    },
    completed: {
      label: msg({ message: 'Completed', comment: 'Trip status: the trip is over' }),
      badge: 'bg-green-50 text-success',
    },
    declined: {
      label: msg({ message: 'Declined', comment: 'Trip status: the travel company said no' }),
      badge: 'bg-slate-100 text-slate-700',
    },
    expired: {
      label: msg({
        message: 'Not answered',
        comment: 'Trip status: the travel company did not answer the request in time',
      }),
      badge: 'bg-slate-100 text-slate-700',
    },
    cancelled: {
      label: msg({ message: 'Cancelled', comment: 'Trip status' }),
      badge: 'bg-red-50 text-danger',
    },
    no_show: {
      label: msg({
        message: 'No-show',
        comment: 'Trip status: the customer did not come at the pickup time',
      }),
      badge: 'bg-red-50 text-danger',
    },
  };

/** Who moved the trip, in its timeline. */
export const TRIP_ACTOR_LABELS: Record<BookingActor, MessageDescriptor> = {
  customer: msg({ message: 'By you', comment: 'Trip timeline: who made the change' }),
  partner: msg({
    message: 'By the travel company',
    comment: 'Trip timeline: who made the change',
  }),
  operator: msg({ message: 'By the Saarthi team', comment: 'Trip timeline: who made the change' }),
  system: msg({
    message: 'Automatically',
    comment:
      'Trip timeline: Saarthi made the change on its own (a request expired, a trip completed)',
  }),
};

/** The statuses whose trip has a time to keep, so a calendar file (.ics) is offered. */
export const CALENDAR_STATUSES: readonly BookingStatus[] = [
  'confirmed',
  'in_progress',
  'completed',
];
