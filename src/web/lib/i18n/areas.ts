/**
 * The web app's languages (docs/product/storefront.md#languages): messages live in one catalogue
 * per area and language (lingui.config.ts); an area's catalogue is fetched with the first page of
 * that area (lib/i18n/i18n.ts), so the home page carries only the layout's and its own messages,
 * in one language.
 */
export type CatalogArea =
  | 'common'
  | 'cars'
  | 'account'
  | 'listings'
  | 'content'
  | 'info'
  | 'partner'
  | 'ops'
  | 'bookings'
  | 'booking-parts'
  | 'console-parts'
  | 'form-parts'
  | 'driver-parts'
  | 'server-messages';

/** The areas whose messages the storefront's pages show (not the portal's or the console's). */
export const STOREFRONT_AREAS: readonly CatalogArea[] = [
  'common',
  'cars',
  'account',
  'listings',
  'content',
  'info',
  'bookings',
  'booking-parts',
  'form-parts',
  'driver-parts',
  'server-messages',
];
