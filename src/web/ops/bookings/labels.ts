import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingActor } from '@shared/booking-constants';
import { STAFF_ACTOR_LABELS } from '../../components/booking/booking-labels';

export { BOOKING_STATUS_LOOKS } from '../../components/booking/booking-labels';

/** Who moved a booking, under each step of its history. */
export const BOOKING_ACTOR_LABELS: Record<BookingActor, MessageDescriptor> = {
  ...STAFF_ACTOR_LABELS,
  partner: msg({ message: 'By the company', comment: 'Booking history: who made the change' }),
};
