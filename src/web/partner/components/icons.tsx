import type { ReactNode } from 'react';
import type { IconProps } from '../../components/icons';

// The portal's own drawings, in the style of components/icons.tsx (24 × 24, 2 px stroke,
// decorative). They live here so that the storefront's shared icon module does not grow for
// pages only partners open.

function PartnerIcon({ children, ...props }: IconProps & { children: ReactNode }) {
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

export function DashboardIcon(props: IconProps) {
  return (
    <PartnerIcon {...props}>
      <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
      <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
      <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
    </PartnerIcon>
  );
}

export function BuildingIcon(props: IconProps) {
  return (
    <PartnerIcon {...props}>
      <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M2.5 21h19" />
      <path d="M8 7h4M8 11h4M8 15h4" />
    </PartnerIcon>
  );
}

export function StorefrontIcon(props: IconProps) {
  return (
    <PartnerIcon {...props}>
      <path d="M4 10v10h16V10M3 6.5 5 3h14l2 3.5a3 3 0 0 1-5.3 2 3 3 0 0 1-4.7 0 3 3 0 0 1-4.7 0A3 3 0 0 1 3 6.5Z" />
      <path d="M10 20v-5h4v5" />
    </PartnerIcon>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <PartnerIcon {...props}>
      <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4.5M12 17h.01" />
    </PartnerIcon>
  );
}
