import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingActor, BookingStatus } from '@shared/booking-constants';

interface StatusLook {
  label: MessageDescriptor;
  /** The badge's colours. */
  badge: string;
  /** The calendar's chip for the booking: its colours, strong enough on a small cell. */
  chip: string;
}

/**
 * Each state of a booking (docs/product/trips-and-money.md#state-machine), as the travel company
 * and the Saarthi team read it: its words, its badge and its calendar chip.
 */
export const BOOKING_STATUS_LOOKS: Record<BookingStatus, StatusLook> = {
  requested: {
    label: msg({
      message: 'Requested',
      comment: 'Booking status: the customer asked, waiting for the company to accept',
    }),
    badge: 'bg-accent-300/40 text-accent-700',
    chip: 'border-accent-500 bg-accent-300/50 text-accent-700',
  },
  confirmed: {
    label: msg({ message: 'Confirmed', comment: 'Booking status: accepted, a driver assigned' }),
    badge: 'bg-brand-50 text-brand-700',
    chip: 'border-brand-600 bg-brand-50 text-brand-700',
  },
  in_progress: {
    label: msg({ message: 'On trip', comment: 'Booking status: the trip has started' }),
    badge: 'bg-brand-600 text-white',
    chip: 'border-brand-700 bg-brand-600 text-white',
  },
  completed: {
    label: msg({ message: 'Completed', comment: 'Booking status: the trip is over' }),
    badge: 'bg-green-50 text-success',
    chip: 'border-success bg-green-50 text-success',
  },
  declined: {
    label: msg({ message: 'Declined', comment: 'Booking status: the company said no' }),
    badge: 'bg-slate-100 text-slate-700',
    chip: 'border-slate-400 bg-slate-100 text-slate-700',
  },
  expired: {
    label: msg({
      message: 'Expired',
      comment: 'Booking status: the company did not answer the request in time',
    }),
    badge: 'bg-slate-100 text-slate-700',
    chip: 'border-slate-400 bg-slate-100 text-slate-700',
  },
  cancelled: {
    label: msg({ message: 'Cancelled', comment: 'Booking status' }),
    badge: 'bg-red-50 text-danger',
    chip: 'border-danger bg-red-50 text-danger',
  },
  no_show: {
    label: msg({
      message: 'No-show',
      comment: 'Booking status: the customer did not come at the pickup time',
    }),
    badge: 'bg-red-50 text-danger',
    chip: 'border-danger bg-red-50 text-danger',
  },
};

/**
 * Who moved a booking, under each step of its history. The company is named by the area: "your
 * company" to itself, "the company" to the Saarthi team.
 */
export const STAFF_ACTOR_LABELS: Record<Exclude<BookingActor, 'partner'>, MessageDescriptor> = {
  customer: msg({ message: 'By the customer', comment: 'Booking history: who made the change' }),
  operator: msg({
    message: 'By the Saarthi team',
    comment: 'Booking history: who made the change',
  }),
  system: msg({
    message: 'Automatically',
    comment:
      'Booking history: Saarthi made the change on its own (a request expired, a trip completed)',
  }),
};
