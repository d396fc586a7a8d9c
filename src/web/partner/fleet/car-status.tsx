import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CarStatus } from '@shared/partner-constants';
import { CheckCircleIcon, ClockIcon, LockIcon } from '../../components/icons';
import { AlertIcon, DocumentIcon } from '../components/icons';

interface CarStatusLook {
  label: MessageDescriptor;
  badge: string;
  /** The status card's left border and icon disc. */
  card: string;
  disc: string;
  Icon: typeof ClockIcon;
}

/** docs/product/marketplace.md#fleet: draft → pending_review → live, or suspended; archived. */
export const CAR_STATUS_LOOKS: Record<CarStatus, CarStatusLook> = {
  draft: {
    label: msg({ message: 'Draft', comment: 'Car status: not yet sent for review' }),
    badge: 'bg-slate-100 text-slate-700',
    card: 'border-slate-400',
    disc: 'bg-slate-100 text-slate-700',
    Icon: DocumentIcon,
  },
  pending_review: {
    label: msg({ message: 'In review', comment: 'Car status: waiting for Saarthi to review it' }),
    badge: 'bg-accent-300/40 text-accent-700',
    card: 'border-accent-400',
    disc: 'bg-accent-300/40 text-accent-700',
    Icon: ClockIcon,
  },
  live: {
    label: msg({ message: 'Live', comment: 'Car status: customers can find it' }),
    badge: 'bg-green-50 text-success',
    card: 'border-success',
    disc: 'bg-green-50 text-success',
    Icon: CheckCircleIcon,
  },
  suspended: {
    label: msg({ message: 'Suspended', comment: 'Car status: hidden by Saarthi' }),
    badge: 'bg-red-50 text-danger',
    card: 'border-danger',
    disc: 'bg-red-50 text-danger',
    Icon: AlertIcon,
  },
  archived: {
    label: msg({ message: 'Archived', comment: 'Car status: taken out of the fleet' }),
    badge: 'bg-slate-100 text-muted',
    card: 'border-slate-300',
    disc: 'bg-slate-100 text-muted',
    Icon: LockIcon,
  },
};

/** A car's status as a small coloured label. */
export function CarStatusBadge({ status }: { status: CarStatus }) {
  const { i18n } = useLingui();
  const look = CAR_STATUS_LOOKS[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.badge}`}
    >
      <look.Icon aria-hidden="true" />
      {i18n._(look.label)}
    </span>
  );
}
