import { COMPANY_BOOKING_TABLES } from '../components/booking/booking-messages';
import { PARTNER_SERVER_MESSAGES } from '../components/console/partner-messages';
import { STOREFRONT_MESSAGES } from '../lib/i18n/messages/storefront-messages';

/**
 * What the portal's pages can be told, in the order a code is looked up: the company's own
 * rules and answers, the bookings' in a company's words, then anything the storefront says
 * (an upload refused, a car not found).
 */
export const PARTNER_AREA_MESSAGES = [
  PARTNER_SERVER_MESSAGES,
  ...COMPANY_BOOKING_TABLES,
  STOREFRONT_MESSAGES,
];
