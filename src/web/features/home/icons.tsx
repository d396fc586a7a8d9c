import type { SVGProps } from 'react';

/** Small inline line icons (STYLE: no icon library). Decorative: callers label the control. */
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
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

export const CarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 16.5h14M3.5 16.5v-3.2l1.9-4.6A2 2 0 0 1 7.2 7.5h9.6a2 2 0 0 1 1.8 1.2l1.9 4.6v3.2" />
    <path d="M3.5 13.5h17" />
    <circle cx="7.5" cy="16.5" r="1.8" />
    <circle cx="16.5" cy="16.5" r="1.8" />
  </Icon>
);

export const SedanIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 15.5v-2.3c0-.7.5-1.3 1.2-1.5l3-.8 2.4-2.9a2 2 0 0 1 1.5-.7h4.3a2 2 0 0 1 1.5.6l2.8 2.9 1.9.5c.7.2 1.4.9 1.4 1.7v2.5" />
    <path d="M5 15.5h14" />
    <circle cx="7" cy="15.5" r="1.9" />
    <circle cx="17" cy="15.5" r="1.9" />
  </Icon>
);

export const CrownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 10H5L3 8Z" />
    <path d="M5 21h14" />
  </Icon>
);

export const PinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.4" />
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Icon>
);

export const TagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 12.3V4.5a1 1 0 0 1 1-1h7.8l8.2 8.2a1.5 1.5 0 0 1 0 2.1l-6.6 6.6a1.5 1.5 0 0 1-2.1 0l-8.3-8.1Z" />
    <circle cx="8" cy="8" r="1.4" />
  </Icon>
);

export const TruckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.2v2.8h-7" />
    <circle cx="6.5" cy="17" r="1.8" />
    <circle cx="17" cy="17" r="1.8" />
  </Icon>
);

export const SteeringWheelIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="2" />
    <path d="M3.8 10.5c2.6-.9 5.4-1.3 8.2-1.3s5.6.4 8.2 1.3M10.3 13.4 7 19.6M13.7 13.4l3.3 6.2" />
  </Icon>
);

export const MountainIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m2.5 19 6.5-11 4 6.5 2.5-3.5 6 8H2.5Z" />
    <circle cx="17.5" cy="5.5" r="1.8" />
  </Icon>
);

export const DropletsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 3.5s-4 4.6-4 7.5a4 4 0 0 0 8 0c0-2.9-4-7.5-4-7.5Z" />
    <path d="M16.5 10s-3 3.4-3 5.6a3 3 0 0 0 6 0c0-2.2-3-5.6-3-5.6Z" />
  </Icon>
);

export const WrenchIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14.7 6.3a4 4 0 0 0 5 5l-9.4 9.4a2.1 2.1 0 0 1-3-3l9.4-9.4a4 4 0 0 1-5-5l2.6 2.6 2.8-.6.6-2.8-2.6-2.6" />
  </Icon>
);

export const ShieldCheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m8.8 12 2.2 2.2 4.2-4.4" />
  </Icon>
);

export const UserCheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M15.5 11l2 2 4-4" />
  </Icon>
);

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m14.5 6-6 6 6 6" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9.5 6 6 6-6 6" />
  </Icon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 12h15M13.5 6l6 6-6 6" />
  </Icon>
);

export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 6v12M15 6v12" />
  </Icon>
);

export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />
  </Icon>
);

export const QuoteIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
    <path d="M9.6 6C6.4 7.3 4.5 10 4.5 13.4V18h6v-6H7.6c.2-1.9 1.4-3.4 3.2-4.2L9.6 6Zm9 0c-3.2 1.3-5.1 4-5.1 7.4V18h6v-6h-2.9c.2-1.9 1.4-3.4 3.2-4.2L18.6 6Z" />
  </svg>
);

export const StarIcon = ({
  fill = 'full',
  ...props
}: IconProps & { fill?: 'full' | 'half' | 'empty' }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
    <defs>
      <linearGradient id="star-half">
        <stop offset="50%" stopColor="currentColor" />
        <stop offset="50%" stopColor="#e2e8f0" />
      </linearGradient>
    </defs>
    <path
      d="m12 3.2 2.7 5.5 6 .9-4.4 4.2 1 6-5.3-2.8-5.4 2.8 1-6-4.3-4.2 6-.9L12 3.2Z"
      fill={fill === 'full' ? 'currentColor' : fill === 'half' ? 'url(#star-half)' : '#e2e8f0'}
    />
  </svg>
);
