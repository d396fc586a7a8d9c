import { useId, type ReactNode, type SVGProps } from 'react';
import type { Star } from '@shared/rating';

/**
 * The site's inline icons, each drawn once (STYLE: no icon library). Decorative: the control or
 * the text beside an icon carries the name, so every icon is hidden from assistive technology.
 * An icon is 1em square unless the caller sizes it (`className="h-4 w-4"` wins over the default).
 * These are the icons the layout and the home page draw (and the partner portal's); those only
 * inner pages draw are in page-icons.tsx, off the first screen.
 */
export type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

const SOLID: IconProps = { fill: 'currentColor', stroke: 'none' };

/**
 * An icon component for one drawing; `defaults` (e.g. SOLID) come before the caller's props.
 * Marked free of side effects, and the drawing made only when shown, so that the bundler can
 * drop every icon a page does not use (an element built at import would keep them all).
 */
/* @__NO_SIDE_EFFECTS__ */
export function drawn(drawing: () => ReactNode, defaults?: IconProps) {
  return function DrawnIcon(props: IconProps) {
    return (
      <Icon {...defaults} {...props}>
        {drawing()}
      </Icon>
    );
  };
}

// Arrows and chevrons
export const ArrowRightIcon = drawn(() => <path d="M5 12h14M13 6l6 6-6 6" />);
export const ChevronDownIcon = drawn(() => <path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = drawn(() => <path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = drawn(() => <path d="m9 6 6 6-6 6" />);

// Controls
export const MenuIcon = drawn(() => <path d="M4 7h16M4 12h16M4 17h16" />);
/** The header's notifications (loaded with them, once someone is signed in). */
export const BellIcon = drawn(() => (
  <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
));
export const XIcon = drawn(() => <path d="M6 6l12 12M18 6 6 18" />);
export const CheckIcon = drawn(() => <path d="m5 12.5 4.5 4.5L19 7.5" />);
export const SearchIcon = drawn(() => (
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </>
));
export const GlobeIcon = drawn(() => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </>
));
export const PlayIcon = drawn(() => <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />);
export const PauseIcon = drawn(() => <path d="M9 6v12M15 6v12" />);
/** An outline heart; pass `fill="currentColor"` for a filled one. */
export const EyeIcon = drawn(() => (
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>
));
export const LoginIcon = drawn(() => (
  <>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16l4-4-4-4M14 12H3" />
  </>
));
export const LogoutIcon = drawn(() => (
  <>
    <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4" />
    <path d="M16 16l4-4-4-4M20 12H9" />
  </>
));

// Contact and places
export const PhoneIcon = drawn(() => (
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
));
export const MailIcon = drawn(() => (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>
));
export const MessageIcon = drawn(() => (
  <>
    <path d="M4 5h16v11H8l-4 4V5Z" />
    <path d="M8 9h8M8 12h5" />
  </>
));
export const MapPinIcon = drawn(() => (
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>
));
export const ClockIcon = drawn(() => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>
));
export const CalendarIcon = drawn(() => (
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4m8-4v4" />
  </>
));

// People and trust
export const UserIcon = drawn(() => (
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>
));
export const UserCheckIcon = drawn(() => (
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M15.5 11l2 2 4-4" />
  </>
));
export const IdCardIcon = drawn(() => (
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="11" r="2.5" />
    <path d="M5.5 17c.8-1.8 2-2.6 3.5-2.6s2.7.8 3.5 2.6M15 10h3M15 14h3" />
  </>
));
export const ShieldCheckIcon = drawn(() => (
  <>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m8.8 12 2.2 2.2 4.2-4.4" />
  </>
));
export const CheckBadgeIcon = drawn(() => (
  <>
    <path d="M12 2l2.4 1.8 3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3-.2L12 22l-2.4-1.8-3 .2-.9-2.9-2.5-1.7 1-2.8-1-2.8 2.5-1.7.9-2.9 3 .2L12 2z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </>
));
export const CheckCircleIcon = drawn(() => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5 5-5.5" />
  </>
));
export const LockIcon = drawn(() => (
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>
));
export const QuoteIcon = drawn(
  () => (
    <path d="M9.6 6C6.4 7.3 4.5 10 4.5 13.4V18h6v-6H7.6c.2-1.9 1.4-3.4 3.2-4.2L9.6 6Zm9 0c-3.2 1.3-5.1 4-5.1 7.4V18h6v-6h-2.9c.2-1.9 1.4-3.4 3.2-4.2L18.6 6Z" />
  ),
  SOLID,
);

// Cars and rides
/** The car seen from the front: the brand mark. */
export const CarFrontIcon = drawn(
  () => (
    <path d="M5.2 10.2 6.9 5.9A2 2 0 0 1 8.8 4.6h6.4a2 2 0 0 1 1.9 1.3l1.7 4.3A2.5 2.5 0 0 1 20.5 12.6V17a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-1H6.5v1a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-4.4a2.5 2.5 0 0 1 1.7-2.4Zm2 -.2h9.6l-1.3-3.3a.6.6 0 0 0-.6-.4H9.1a.6.6 0 0 0-.6.4L7.2 10ZM7 14.2a1.3 1.3 0 1 0 0-2.6 1.3 1.3 0 0 0 0 2.6Zm10 0a1.3 1.3 0 1 0 0-2.6 1.3 1.3 0 0 0 0 2.6Z" />
  ),
  SOLID,
);
/** A hatchback from the side. */
export const CarIcon = drawn(() => (
  <>
    <path d="M5 16.5h14M3.5 16.5v-3.2l1.9-4.6A2 2 0 0 1 7.2 7.5h9.6a2 2 0 0 1 1.8 1.2l1.9 4.6v3.2" />
    <path d="M3.5 13.5h17" />
    <circle cx="7.5" cy="16.5" r="1.8" />
    <circle cx="16.5" cy="16.5" r="1.8" />
  </>
));
export const SedanIcon = drawn(() => (
  <>
    <path d="M2.5 15.5v-2.3c0-.7.5-1.3 1.2-1.5l3-.8 2.4-2.9a2 2 0 0 1 1.5-.7h4.3a2 2 0 0 1 1.5.6l2.8 2.9 1.9.5c.7.2 1.4.9 1.4 1.7v2.5" />
    <path d="M5 15.5h14" />
    <circle cx="7" cy="15.5" r="1.9" />
    <circle cx="17" cy="15.5" r="1.9" />
  </>
));
export const TruckIcon = drawn(() => (
  <>
    <path d="M2 16V7a1 1 0 0 1 1-1h11v10" />
    <path d="M14 9h4l4 4v3h-2" />
    <path d="M2 16h2m4 0h8" />
    <circle cx="6" cy="17" r="2" />
    <circle cx="18" cy="17" r="2" />
  </>
));
export const CrownIcon = drawn(() => (
  <>
    <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 10H5L3 8Z" />
    <path d="M5 21h14" />
  </>
));
export const SteeringWheelIcon = drawn(() => (
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="2" />
    <path d="M3.8 10.5c2.6-.9 5.4-1.3 8.2-1.3s5.6.4 8.2 1.3M10.3 13.4 7 19.6M13.7 13.4l3.3 6.2" />
  </>
));
export const WrenchIcon = drawn(() => (
  <path d="M14.7 6.3a4 4 0 0 0 5 5l-9.4 9.4a2.1 2.1 0 0 1-3-3l9.4-9.4a4 4 0 0 1-5-5l2.6 2.6 2.8-.6.6-2.8-2.6-2.6" />
));
export const DropletsIcon = drawn(() => (
  <>
    <path d="M8 3.5s-4 4.6-4 7.5a4 4 0 0 0 8 0c0-2.9-4-7.5-4-7.5Z" />
    <path d="M16.5 10s-3 3.4-3 5.6a3 3 0 0 0 6 0c0-2.2-3-5.6-3-5.6Z" />
  </>
));
export const MountainIcon = drawn(() => (
  <>
    <path d="m2.5 19 6.5-11 4 6.5 2.5-3.5 6 8H2.5Z" />
    <circle cx="17.5" cy="5.5" r="1.8" />
  </>
));

// Money
export const TagIcon = drawn(() => (
  <>
    <path d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>
));

// Social networks
export const FacebookIcon = drawn(
  () => (
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4.3c-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
  ),
  SOLID,
);
export const InstagramIcon = drawn(() => (
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </>
));
export const TwitterIcon = drawn(
  () => (
    <path d="M17.8 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-5.9-5.5 5.9h-3l7-7.9L2.2 3.5h6.2l4.3 5.4 5.1-5.4Zm-1 15.3h1.7L7.3 5.1H5.5l11.3 13.7Z" />
  ),
  SOLID,
);
export const YoutubeIcon = drawn(
  () => (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3-5.2 3Z" />
  ),
  SOLID,
);
export const LinkedinIcon = drawn(
  () => (
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5Z" />
  ),
  SOLID,
);

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z';
const EMPTY_STAR = '#e2e8f0'; // slate-200

/**
 * A rating star (docs/product/storefront.md#constants: full, half or empty). `fill` is the star's state, not an SVG paint:
 * full is drawn in currentColor, empty in light grey, half in both, split down the middle.
 */
export function StarIcon({ fill = 'full', ...props }: Omit<IconProps, 'fill'> & { fill?: Star }) {
  const halfId = useId();
  const paint = fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${halfId})` : EMPTY_STAR;
  return (
    <Icon stroke="none" {...props}>
      {fill === 'half' ? (
        <defs>
          <linearGradient id={halfId}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor={EMPTY_STAR} />
          </linearGradient>
        </defs>
      ) : null}
      <path d={STAR_PATH} fill={paint} />
    </Icon>
  );
}
