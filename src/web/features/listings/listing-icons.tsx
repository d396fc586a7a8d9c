import type { ComponentType } from 'react';
import {
  DropletsIcon,
  MountainIcon,
  SteeringWheelIcon,
  TagIcon,
  TruckIcon,
  WrenchIcon,
  type IconProps,
} from '../../components/icons';
import type { ListingKind } from './listing-config';

/** The icon of each listing kind; the home page's service strip draws the same six. */
const KIND_ICONS: Record<ListingKind, ComponentType<IconProps>> = {
  offers: TagIcon,
  vans: TruckIcon,
  tours: MountainIcon,
  carWashes: DropletsIcon,
  mechanics: WrenchIcon,
  drivingSchools: SteeringWheelIcon,
};

export function ListingIcon({ kind, ...props }: IconProps & { kind: ListingKind }) {
  const KindIcon = KIND_ICONS[kind];
  return <KindIcon {...props} />;
}
