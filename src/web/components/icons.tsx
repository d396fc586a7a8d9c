import { createElement, useId, type ReactNode, type SVGProps } from 'react';
import type { IconNode } from 'lucide';
import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs';
import BadgeCheck from 'lucide/dist/esm/icons/badge-check.mjs';
import Bell from 'lucide/dist/esm/icons/bell.mjs';
import Calendar from 'lucide/dist/esm/icons/calendar.mjs';
import Car from 'lucide/dist/esm/icons/car.mjs';
import Download from 'lucide/dist/esm/icons/download.mjs';
import CarFront from 'lucide/dist/esm/icons/car-front.mjs';
import Check from 'lucide/dist/esm/icons/check.mjs';
import ChevronDown from 'lucide/dist/esm/icons/chevron-down.mjs';
import ChevronLeft from 'lucide/dist/esm/icons/chevron-left.mjs';
import ChevronRight from 'lucide/dist/esm/icons/chevron-right.mjs';
import CircleAlert from 'lucide/dist/esm/icons/circle-alert.mjs';
import CircleCheck from 'lucide/dist/esm/icons/circle-check.mjs';
import Clock from 'lucide/dist/esm/icons/clock.mjs';
import Crown from 'lucide/dist/esm/icons/crown.mjs';
import Droplets from 'lucide/dist/esm/icons/droplets.mjs';
import Eye from 'lucide/dist/esm/icons/eye.mjs';
import Globe from 'lucide/dist/esm/icons/globe.mjs';
import IdCard from 'lucide/dist/esm/icons/id-card.mjs';
import Info from 'lucide/dist/esm/icons/info.mjs';
import Lock from 'lucide/dist/esm/icons/lock.mjs';
import LogIn from 'lucide/dist/esm/icons/log-in.mjs';
import LogOut from 'lucide/dist/esm/icons/log-out.mjs';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import MapPin from 'lucide/dist/esm/icons/map-pin.mjs';
import Menu from 'lucide/dist/esm/icons/menu.mjs';
import MessageSquareText from 'lucide/dist/esm/icons/message-square-text.mjs';
import MountainSnow from 'lucide/dist/esm/icons/mountain-snow.mjs';
import Pause from 'lucide/dist/esm/icons/pause.mjs';
import Phone from 'lucide/dist/esm/icons/phone.mjs';
import Play from 'lucide/dist/esm/icons/play.mjs';
import Quote from 'lucide/dist/esm/icons/quote.mjs';
import Search from 'lucide/dist/esm/icons/search.mjs';
import ShieldCheck from 'lucide/dist/esm/icons/shield-check.mjs';
import Tag from 'lucide/dist/esm/icons/tag.mjs';
import Truck from 'lucide/dist/esm/icons/truck.mjs';
import User from 'lucide/dist/esm/icons/user.mjs';
import UserCheck from 'lucide/dist/esm/icons/user-check.mjs';
import Wrench from 'lucide/dist/esm/icons/wrench.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import type { Star } from '@shared/rating';

/**
 * The site's icons: Lucide's drawings, by the names the pages use. Decorative: the control or
 * the text beside an icon carries the name, so every icon is hidden from assistive technology.
 * An icon is 1em square, following the size of the text beside it, unless the caller sizes it
 * (`className="h-4 w-4"` wins over the default).
 *
 * Lucide's drawings come from its data package (`lucide`), each icon its own module, drawn by
 * `lucide()` below rather than by lucide-react, whose renderer (context, class names, refs) would
 * weigh on every page (docs/decisions/013-ui-kit.md). A module's chunk carries every export any
 * page uses, so these are the icons the layout and the home page draw (and the ones shared with
 * the partner portal); those only inner pages draw are in page-icons.tsx, the portal's and the
 * console's in their own icons modules, off the home page. The few drawn by hand here have no
 * Lucide equivalent: the brand mark, a steering wheel, the social networks' logos (Lucide draws
 * no brands) and the rating star's half state.
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
 * An icon component for one of Lucide's drawings. Marked free of side effects, so that the
 * bundler can drop every icon no page uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lucide(node: IconNode) {
  return function LucideIcon(props: IconProps) {
    return (
      <Icon {...props}>
        {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
      </Icon>
    );
  };
}

/**
 * An icon component for a drawing Lucide lacks; `defaults` (e.g. SOLID) come before the
 * caller's props. Free of side effects, and the drawing made only when shown, so that the
 * bundler can drop every icon a page does not use (an element built at import would keep them).
 */
/* @__NO_SIDE_EFFECTS__ */
function drawn(drawing: () => ReactNode, defaults?: IconProps) {
  return function DrawnIcon(props: IconProps) {
    return (
      <Icon {...defaults} {...props}>
        {drawing()}
      </Icon>
    );
  };
}

// Arrows and chevrons
export const ArrowRightIcon = lucide(ArrowRight);
export const ChevronDownIcon = lucide(ChevronDown);
export const ChevronLeftIcon = lucide(ChevronLeft);
export const ChevronRightIcon = lucide(ChevronRight);

// Controls
export const MenuIcon = lucide(Menu);
export const BellIcon = lucide(Bell);
export const XIcon = lucide(X);
export const CheckIcon = lucide(Check);
export const InfoIcon = lucide(Info);
export const CircleAlertIcon = lucide(CircleAlert);
export const SearchIcon = lucide(Search);
export const GlobeIcon = lucide(Globe);
export const PlayIcon = lucide(Play);
export const PauseIcon = lucide(Pause);
export const EyeIcon = lucide(Eye);
export const LoginIcon = lucide(LogIn);
export const LogoutIcon = lucide(LogOut);

// Contact and places
export const PhoneIcon = lucide(Phone);
export const MailIcon = lucide(Mail);
export const MessageIcon = lucide(MessageSquareText);
export const MapPinIcon = lucide(MapPin);
export const ClockIcon = lucide(Clock);
export const CalendarIcon = lucide(Calendar);
export const DownloadIcon = lucide(Download);

// People and trust
export const UserIcon = lucide(User);
export const UserCheckIcon = lucide(UserCheck);
export const IdCardIcon = lucide(IdCard);
export const ShieldCheckIcon = lucide(ShieldCheck);
export const CheckBadgeIcon = lucide(BadgeCheck);
export const CheckCircleIcon = lucide(CircleCheck);
export const LockIcon = lucide(Lock);
export const QuoteIcon = lucide(Quote);

// Cars and rides
export const CarIcon = lucide(Car);
export const SedanIcon = lucide(CarFront);
export const TruckIcon = lucide(Truck);
export const CrownIcon = lucide(Crown);
export const WrenchIcon = lucide(Wrench);
export const DropletsIcon = lucide(Droplets);
export const MountainIcon = lucide(MountainSnow);
/** The car seen from the front: the brand mark. */
export const CarFrontIcon = drawn(
  () => (
    <path d="M5.2 10.2 6.9 5.9A2 2 0 0 1 8.8 4.6h6.4a2 2 0 0 1 1.9 1.3l1.7 4.3A2.5 2.5 0 0 1 20.5 12.6V17a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-1H6.5v1a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-4.4a2.5 2.5 0 0 1 1.7-2.4Zm2 -.2h9.6l-1.3-3.3a.6.6 0 0 0-.6-.4H9.1a.6.6 0 0 0-.6.4L7.2 10ZM7 14.2a1.3 1.3 0 1 0 0-2.6 1.3 1.3 0 0 0 0 2.6Zm10 0a1.3 1.3 0 1 0 0-2.6 1.3 1.3 0 0 0 0 2.6Z" />
  ),
  SOLID,
);
/** A steering wheel (driving schools): Lucide draws only a ship's wheel. */
export const SteeringWheelIcon = drawn(() => (
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="2" />
    <path d="M3.8 10.5c2.6-.9 5.4-1.3 8.2-1.3s5.6.4 8.2 1.3M10.3 13.4 7 19.6M13.7 13.4l3.3 6.2" />
  </>
));

// Money
export const TagIcon = lucide(Tag);

// Social networks' logos: brands, which Lucide does not draw.
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
 * A rating star: full, half or empty, drawn here because Lucide's star has no half state. `fill` is the star's state, not an SVG paint:
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
