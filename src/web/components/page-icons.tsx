import { drawn } from './icons';

/**
 * Icons that only inner pages draw (a car's facts, a blog's actions, the login form's password
 * toggle). Apart from icons.tsx, which the layout loads on every page: a module's chunk carries
 * every export any page uses, so these would otherwise weigh on the home page's budget. An icon
 * the layout or the home page draws belongs in icons.tsx.
 */

export const CopyIcon = drawn(() => (
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>
));

export const ShareIcon = drawn(() => (
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>
));

export const HeartIcon = drawn(() => (
  <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
));

export const EyeOffIcon = drawn(() => (
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    <path d="M3 3l18 18" />
  </>
));

export const UsersIcon = drawn(() => (
  <>
    <circle cx="9" cy="7" r="3" />
    <path d="M3 21v-2a5 5 0 0 1 5-5h2a5 5 0 0 1 5 5v2" />
    <path d="M16 4a3 3 0 0 1 0 6M21 21v-2a5 5 0 0 0-3-4.6" />
  </>
));

export const KeyIcon = drawn(() => (
  <>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="M10.7 12.3L21 2M16 7l3 3M18.5 4.5l2 2" />
  </>
));

export const FuelIcon = drawn(() => (
  <>
    <path d="M4 21V5a2 2 0 0 1 2-2h7a2 2 0 0 1 2 2v16M3 21h13M4 11h11" />
    <path d="M15 8h2a2 2 0 0 1 2 2v7a1.5 1.5 0 0 0 3 0V9l-3-3" />
  </>
));

export const RupeeIcon = drawn(() => (
  <path d="M7 5h10M7 9h10M9 5c3.5 0 5.5 1.6 5.5 4S12.5 13 9 13H7.5l7 6" />
));

export const CalculatorIcon = drawn(() => (
  <>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M8 6h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15h.01M8 19h.01M12 19h.01M16 19h.01" />
  </>
));

export const FlameIcon = drawn(() => (
  <path d="M12 22a7 7 0 0 0 7-7c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-4-2 2-5 5-5 8a7 7 0 0 0 7 7z" />
));
