import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { IconProps } from '../../components/icons';
import { paths } from '../../paths';
import {
  BuildingIcon,
  CarIcon,
  DashboardIcon,
  InboxIcon,
  StarIcon,
  SteeringIcon,
} from '../components/icons';

export interface PartnerNavEntry {
  label: MessageDescriptor;
  to: string;
  Icon: ComponentType<IconProps>;
  /** Active only on this exact path (the dashboard is the portal's index). */
  end?: boolean;
}

/**
 * The portal's sections, shared by the top bar and the phone's bottom bar, which has room for
 * six. Documents are reached from the company page and the dashboard.
 */
export const PARTNER_NAV: readonly PartnerNavEntry[] = [
  { label: msg`Dashboard`, to: paths.partner.home, Icon: DashboardIcon, end: true },
  {
    label: msg({ message: 'Fleet', comment: "Portal menu: the company's cars" }),
    to: paths.partner.fleet,
    Icon: CarIcon,
  },
  { label: msg`Drivers`, to: paths.partner.drivers, Icon: SteeringIcon },
  {
    label: msg({ message: 'Leads', comment: 'Portal menu: customers who revealed the contact' }),
    to: paths.partner.leads,
    Icon: InboxIcon,
  },
  { label: msg`Reviews`, to: paths.partner.reviews, Icon: StarIcon },
  {
    label: msg({ message: 'Company', comment: "Portal menu: the partner's company profile" }),
    to: paths.partner.company,
    Icon: BuildingIcon,
  },
];
