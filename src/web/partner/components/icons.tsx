import { drawn } from '../../components/icons';

// The portal's own drawings, made like the storefront's (components/icons.tsx, `drawn`),
// in a module of their own so that no storefront page carries them, however the bundler
// splits the shared one.

export const DashboardIcon = drawn(() => (
  <>
    <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
    <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
    <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
  </>
));

export const BuildingIcon = drawn(() => (
  <>
    <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M2.5 21h19" />
    <path d="M8 7h4M8 11h4M8 15h4" />
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

export const CarIcon = drawn(() => (
  <>
    <path d="M5 16.5V12l1.8-4.6A2 2 0 0 1 8.7 6h6.6a2 2 0 0 1 1.9 1.4L19 12v4.5" />
    <path d="M3.5 12h17v4.5h-17zM7 16.5V18M17 16.5V18" />
    <circle cx="7.5" cy="14.2" r=".6" />
    <circle cx="16.5" cy="14.2" r=".6" />
  </>
));
export const SteeringIcon = drawn(() => (
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="2" />
    <path d="M3.8 10.5 10 12M14 12l6.2-1.5M12 14v6.5" />
  </>
));
export const InboxIcon = drawn(() => (
  <>
    <path d="M4 13.5 6.3 5.8A1.5 1.5 0 0 1 7.7 4.8h8.6a1.5 1.5 0 0 1 1.4 1l2.3 7.7V18a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18z" />
    <path d="M4 13.5h4.5l1.2 2.2h4.6l1.2-2.2H20" />
  </>
));
export const StarIcon = drawn(() => (
  <path d="m12 4 2.4 5 5.4.7-4 3.8 1 5.4L12 16.3 7.2 18.9l1-5.4-4-3.8 5.4-.7z" />
));
export const DocumentIcon = drawn(() => (
  <>
    <path d="M7 3.5h7l4 4V20a.5.5 0 0 1-.5.5h-10.5A.5.5 0 0 1 6.5 20V4a.5.5 0 0 1 .5-.5z" />
    <path d="M14 3.5V8h4M9.5 12h5M9.5 15.5h5" />
  </>
));
export const BookingsIcon = drawn(() => (
  <>
    <rect x="4.5" y="4.5" width="15" height="16" rx="2" />
    <path d="M9 3v3M15 3v3M4.5 9.5h15" />
    <path d="m9 15 2 2 4-4" />
  </>
));
