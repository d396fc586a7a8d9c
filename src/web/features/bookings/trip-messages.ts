import { msg } from '@lingui/core/macro';
import { CUSTOMER_BOOKING_TABLES } from '../../components/booking/booking-messages';
import { STOREFRONT_MESSAGES } from '../../lib/i18n/messages/storefront-messages';

/** A business traveller's GSTIN, checked by the rule the partner portal checks a company's by. */
const GSTIN_MESSAGES = {
  gstin_invalid: msg({ message: 'GSTIN is not valid: check its 15 characters' }),
};

/** What a customer's booking and trip pages can be told: the bookings' messages, then the storefront's. */
export const TRIP_MESSAGES = [...CUSTOMER_BOOKING_TABLES, GSTIN_MESSAGES, STOREFRONT_MESSAGES];
