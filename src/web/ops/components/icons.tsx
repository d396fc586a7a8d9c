import { drawn } from '../../components/icons';

// The console's own drawings, made like the storefront's (components/icons.tsx, `drawn`), in a
// module of their own so that no storefront or portal page carries them.

export const OverviewIcon = drawn(() => (
  <>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </>
));

export const VerifyIcon = drawn(() => (
  <>
    <path d="M12 3 4.5 6v5.5c0 4.3 3.1 8.2 7.5 9.5 4.4-1.3 7.5-5.2 7.5-9.5V6L12 3Z" />
    <path d="m8.8 12 2.2 2.2 4.2-4.4" />
  </>
));

export const FlagIcon = drawn(() => (
  <>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" />
  </>
));

export const PencilIcon = drawn(() => (
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </>
));

export const BookingsIcon = drawn(() => (
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4M8 14.5l2.5 2.5 5-5" />
  </>
));

export const PeopleIcon = drawn(() => (
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
    <path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c2 .7 3.2 2.4 3.5 5.2" />
  </>
));

export const LogIcon = drawn(() => (
  <>
    <path d="M6 3.5h9l4 4V20a.5.5 0 0 1-.5.5h-12.5A.5.5 0 0 1 5.5 20V4a.5.5 0 0 1 .5-.5Z" />
    <path d="M9 10h7M9 13.5h7M9 17h4" />
  </>
));

export const ChartIcon = drawn(() => (
  <>
    <path d="M4 4v16h16" />
    <path d="m7.5 14 3.5-4 3 3 5-6" />
  </>
));

export const StorefrontIcon = drawn(() => (
  <>
    <path d="M4 10v10h16V10M3 6.5 5 3h14l2 3.5a3 3 0 0 1-5.3 2 3 3 0 0 1-4.7 0 3 3 0 0 1-4.7 0A3 3 0 0 1 3 6.5Z" />
    <path d="M10 20v-5h4v5" />
  </>
));

export const AlertIcon = drawn(() => (
  <>
    <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4.5M12 17h.01" />
  </>
));
