import { CUSTOMER_BOOKING_TABLES } from '../../components/booking/booking-messages';
import { STOREFRONT_MESSAGES } from '../../lib/i18n/messages/storefront-messages';

/** What a customer's booking and trip pages can be told: the bookings' messages, then the storefront's. */
export const TRIP_MESSAGES = [...CUSTOMER_BOOKING_TABLES, STOREFRONT_MESSAGES];
