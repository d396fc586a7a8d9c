import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { IconProps } from '../../components/icons';
import { portalPaths } from '../portal-paths';
import {
  BookingsIcon,
  BuildingIcon,
  CarIcon,
  DashboardIcon,
  InboxIcon,
  StarIcon,
  SteeringIcon,
  WalletIcon,
} from '../components/icons';

export interface PartnerNavEntry {
  label: MessageDescriptor;
  to: string;
  Icon: ComponentType<IconProps>;
  /** Active only on this exact path (the dashboard is the portal's index). */
  end?: boolean;
  /** Left out of the phone's bottom bar, which has room for six. */
  notOnPhones?: boolean;
}

/**
 * The portal's sections, shared by the top bar and the phone's bottom bar, which has room for
 * six: on phones the company profile and the earnings are reached from the dashboard (its "Edit
 * company profile" and "Earnings"), so that bookings, used every day, stay within thumb reach. Documents are reached from the
 * company page and the dashboard.
 */
export const PARTNER_NAV: readonly PartnerNavEntry[] = [
  { label: msg`Dashboard`, to: portalPaths.home, Icon: DashboardIcon, end: true },
  {
    label: msg({ message: 'Bookings', comment: "Portal menu: customers' bookings of the cars" }),
    to: portalPaths.bookings,
    Icon: BookingsIcon,
  },
  {
    label: msg({ message: 'Fleet', comment: "Portal menu: the company's cars" }),
    to: portalPaths.fleet,
    Icon: CarIcon,
  },
  { label: msg`Drivers`, to: portalPaths.drivers, Icon: SteeringIcon },
  {
    label: msg({ message: 'Leads', comment: 'Portal menu: customers who revealed the contact' }),
    to: portalPaths.leads,
    Icon: InboxIcon,
  },
  { label: msg`Reviews`, to: portalPaths.reviews, Icon: StarIcon },
  {
    label: msg({
      message: 'Earnings',
      comment: "Portal menu: the month's trips, Saarthi's commission and what is owed",
    }),
    to: portalPaths.earnings,
    Icon: WalletIcon,
    notOnPhones: true,
  },
  {
    label: msg({ message: 'Company', comment: "Portal menu: the partner's company profile" }),
    to: portalPaths.company,
    Icon: BuildingIcon,
    notOnPhones: true,
  },
];
