import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { IconProps } from '../../components/icons';
import {
  BookingsIcon,
  ChartIcon,
  FlagIcon,
  LogIcon,
  OverviewIcon,
  PencilIcon,
  PeopleIcon,
  RouteIcon,
  VerifyIcon,
  OfferIcon,
  WalletIcon,
} from '../components/icons';
import { opsPaths } from '../ops-paths';

export interface OpsNavEntry {
  label: MessageDescriptor;
  to: string;
  Icon: ComponentType<IconProps>;
  /** Active only on this exact path (the overview is the console's index). */
  end?: boolean;
}

/** The console's sections, in the order an operator's day goes: checks first, records last. */
export const OPS_NAV: readonly OpsNavEntry[] = [
  {
    label: msg({ message: 'Overview', comment: "Console menu: the day's work at a glance" }),
    to: opsPaths.home,
    Icon: OverviewIcon,
    end: true,
  },
  {
    label: msg({
      message: 'Verification',
      comment: 'Console menu: companies, cars, drivers, documents to check',
    }),
    to: opsPaths.verification,
    Icon: VerifyIcon,
  },
  {
    label: msg({ message: 'Moderation', comment: 'Console menu: reviews, comments and reports' }),
    to: opsPaths.moderation,
    Icon: FlagIcon,
  },
  {
    label: msg({ message: 'Content', comment: 'Console menu: FAQs, blogs, listings, home strips' }),
    to: opsPaths.content,
    Icon: PencilIcon,
  },
  {
    label: msg({ message: 'Bookings', comment: "Console menu: every customer's bookings" }),
    to: opsPaths.bookings,
    Icon: BookingsIcon,
  },
  {
    label: msg({ message: 'Users', comment: 'Console menu: accounts, roles, suspensions' }),
    to: opsPaths.users,
    Icon: PeopleIcon,
  },
  {
    label: msg({
      message: 'Routes',
      comment: 'Console menu: km, tolls and states crossed from each city to each place',
    }),
    to: opsPaths.routes,
    Icon: RouteIcon,
  },
  {
    label: msg({
      message: 'Statements',
      comment: "Console menu: each company's month, commission and settlements",
    }),
    to: opsPaths.statements,
    Icon: WalletIcon,
  },
  {
    label: msg({
      message: 'Offers',
      comment: "Console menu: Saarthi's promotion codes, their limits and uses",
    }),
    to: opsPaths.promotions,
    Icon: OfferIcon,
  },
  {
    label: msg({ message: 'Audit log', comment: 'Console menu: who changed what' }),
    to: opsPaths.audit,
    Icon: LogIcon,
  },
  {
    label: msg({
      message: 'Metrics',
      comment: 'Console menu: sign-ups, reveals, bookings per city',
    }),
    to: opsPaths.metrics,
    Icon: ChartIcon,
  },
];
