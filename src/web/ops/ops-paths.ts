import { paths } from '../paths';

/**
 * Every address of the operator console. Apart from the storefront's `paths`, which its first
 * screen carries and which needs only the console's door.
 */
export const opsPaths = {
  home: paths.ops.home,
  verification: '/ops/verification',
  moderation: '/ops/moderation',
  content: '/ops/content',
  bookings: '/ops/bookings',
  booking: (id: string) => `/ops/bookings/${encodeURIComponent(id)}`,
  users: '/ops/users',
  routes: '/ops/routes',
  audit: '/ops/audit',
  metrics: '/ops/metrics',
  statements: '/ops/statements',
  promotions: '/ops/offers',
} as const;
