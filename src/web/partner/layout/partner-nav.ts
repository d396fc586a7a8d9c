import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { IconProps } from '../../components/icons';
import { paths } from '../../paths';
import { BuildingIcon, DashboardIcon } from '../components/icons';

export interface PartnerNavEntry {
  label: MessageDescriptor;
  to: string;
  Icon: ComponentType<IconProps>;
  /** Active only on this exact path (the dashboard is the portal's index). */
  end?: boolean;
}

/**
 * The portal's sections, shared by the top bar and the phone's bottom bar. Fleet, Drivers, Leads
 * and Reviews join here as their pages are built: an entry only for a page that exists, never a
 * link that leads nowhere. The bottom bar has room for six.
 */
export const PARTNER_NAV: readonly PartnerNavEntry[] = [
  { label: msg`Dashboard`, to: paths.partner.home, Icon: DashboardIcon, end: true },
  {
    label: msg({ message: 'Company', comment: "Portal menu: the partner's company profile" }),
    to: paths.partner.company,
    Icon: BuildingIcon,
  },
];
