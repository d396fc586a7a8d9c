import { paths } from '../paths';

/**
 * Every address of the partner portal. Apart from the storefront's `paths`, which its first
 * screen carries and which needs only the portal's door.
 */
export const portalPaths = {
  home: paths.partner.home,
  join: '/partner/join',
  company: '/partner/company',
  fleet: '/partner/fleet',
  newCar: '/partner/fleet/new',
  car: (id: string) => `/partner/fleet/${id}`,
  drivers: '/partner/drivers',
  leads: '/partner/leads',
  bookings: '/partner/bookings',
  booking: (id: string) => `/partner/bookings/${id}`,
  bookingsCalendar: '/partner/bookings/calendar',
  /** The calendar opened on one car (the car editor's link). */
  carCalendar: (carId: string) => `/partner/bookings/calendar?car=${carId}`,
  reviews: '/partner/reviews',
  documents: '/partner/documents',
  earnings: '/partner/earnings',
} as const;
