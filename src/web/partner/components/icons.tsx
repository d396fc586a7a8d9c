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
