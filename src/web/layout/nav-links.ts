import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import {
  CalendarIcon,
  CarFrontIcon,
  IdCardIcon,
  MessageIcon,
  type IconProps,
} from '../components/icons';
import { paths } from '../paths';

export interface NavEntry {
  label: MessageDescriptor;
  to: string;
  /** Offered only to a signed-in reader. */
  signedIn?: boolean;
  /** Offered only to an account of this role (a signed-in one). */
  role?: string;
}

/** docs/product/storefront.md#pages-and-routes: the top bar menu, in this order, shared by the desktop bar and the mobile drawer. */
export const MAIN_NAV: readonly NavEntry[] = [
  { label: msg`HOME`, to: paths.home },
  { label: msg`REGULAR`, to: paths.category('regular') },
  { label: msg`PRIME`, to: paths.category('prime') },
  { label: msg`LUXURY`, to: paths.category('luxury') },
  { label: msg`FAQs`, to: paths.faqs },
  { label: msg`BLOGS`, to: paths.blogs },
];

/** docs/product/storefront.md#pages-and-routes: the profile dropdown and the drawer both offer these, then Login or Logout. */
export const ACCOUNT_NAV: readonly (NavEntry & { Icon: ComponentType<IconProps> })[] = [
  { label: msg`My Profile`, to: paths.profile, Icon: IdCardIcon },
  { label: msg`Queries`, to: paths.queries, Icon: MessageIcon },
  // docs/product/trips-and-money.md#bookings: the customer's trips.
  { label: msg`My trips`, to: paths.trips, signedIn: true, Icon: CalendarIcon },
  // The working areas (docs/product/marketplace.md#three-areas), which load apart: an operator's
  // console, and the partner portal, a partner's own area and everyone else's door to becoming one.
  { label: msg`Operator console`, to: paths.ops.home, role: 'operator', Icon: CarFrontIcon },
  { label: msg`For travel companies`, to: paths.partner.home, Icon: CarFrontIcon },
];

/** The entries of ACCOUNT_NAV a reader is offered (`role`: their account's, when signed in). */
export const accountNav = (isSignedIn: boolean, role: string | undefined) =>
  ACCOUNT_NAV.filter(
    (entry) => (isSignedIn || !entry.signedIn) && (!entry.role || entry.role === role),
  );

export interface FooterGroup {
  title: MessageDescriptor;
  links: readonly NavEntry[];
}

/** docs/product/storefront.md#pages-and-routes: the sixteen footer links, grouped so a reader finds them by purpose. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: msg`Services`,
    links: [
      { label: msg`Book a Ride`, to: paths.home },
      { label: msg`Car Offers`, to: paths.newCarOffers },
      { label: msg`Tours`, to: paths.tourPackages },
      { label: msg`Vehicle Carry Vans`, to: paths.vehicleCarryVan },
      { label: msg`Driving Schools`, to: paths.drivingSchool },
      { label: msg`Car Wash`, to: paths.nearbyCarwash },
      { label: msg`Mechanics`, to: paths.nearbyMechanics },
    ],
  },
  {
    title: msg`Company`,
    links: [
      { label: msg`Home`, to: paths.home },
      { label: msg`About Us`, to: paths.about },
      { label: msg`Business Model`, to: paths.businessModel },
      { label: msg`Blogs`, to: paths.blogs },
      { label: msg`Contact`, to: paths.contact },
    ],
  },
  {
    title: msg`Help & legal`,
    links: [
      { label: msg`Your Profile`, to: paths.profile },
      { label: msg`FAQs`, to: paths.faqs },
      { label: msg`Privacy Policy`, to: paths.privacy },
      { label: msg`Terms of Service`, to: paths.terms },
    ],
  },
];
