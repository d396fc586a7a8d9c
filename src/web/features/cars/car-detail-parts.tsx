import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { Car } from '@shared/contracts/cars';
import { CheckCircleIcon, MapPinIcon, TagIcon } from '../../components/icons';
import {
  FuelIcon,
  KeyIcon,
  LuggageIcon,
  SnowflakeIcon,
  UsersIcon,
} from '../../components/page-icons';
import { CATEGORY_LABELS, cityName, fuelName, SERVICE_TYPE_LABELS } from '../../lib/i18n/labels';
import { paths } from '../../paths';
import { AvailabilityPill } from './car-card';
import { useDocumentTitle } from '../../lib/use-document-title';

// The car page's small pieces: a fact tile, the loading and problem states of its parts.

/**
 * One fact tile. A `dl` may only hold `dt`/`dd` (optionally grouped in a bare `div`), so the icon
 * sits inside the term and is placed beside both lines.
 */
function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="relative flex min-h-15 flex-col justify-center rounded-xl bg-surface py-3 pl-15 pr-3 ring-1 ring-slate-100">
      <dt className="text-xs text-muted">
        <span
          className="absolute left-3 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-lg bg-white text-brand-600 shadow-sm"
          aria-hidden="true"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd
        className={typeof value === 'string' ? 'truncate text-sm font-semibold text-ink' : 'mt-0.5'}
      >
        {value}
      </dd>
    </div>
  );
}

// A screen tall, like the page it stands for: the footer must not show and then jump (CLS).
export function DetailSkeleton() {
  return (
    <div className="container-page min-h-screen py-8" role="status" aria-live="polite">
      <p className="mb-4 text-sm font-medium text-muted">
        <Trans>Loading car details...</Trans>
      </p>
      <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
        <div className="aspect-[16/10] animate-pulse rounded-card bg-slate-200" />
        <div className="space-y-4">
          <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200" />
          <div className="h-5 w-1/3 animate-pulse rounded bg-slate-200" />
          <div className="h-32 animate-pulse rounded-card bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

/** Brings a panel the phone bar opened into view once it is on the page. */
export function scrollIntoViewSoon(id: string) {
  window.requestAnimationFrame(() => {
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  });
}

export function Problem({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="container-page py-16">
      <div className="card mx-auto max-w-lg p-8 text-center">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {children}
        <Link to={paths.allCars()} className="btn-primary mt-6">
          <Trans>Browse all cars</Trans>
        </Link>
      </div>
    </div>
  );
}

export function BookingFormLoading() {
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-brand-900/50"
      role="status"
    >
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-white/40 border-t-white"
        aria-hidden="true"
      />
      <span className="sr-only">
        <Trans>Loading the booking form…</Trans>
      </span>
    </div>
  );
}

export function ReviewsLoading({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="card min-h-[16rem] p-5 sm:p-6" role="status">
      <p className="text-sm text-muted">
        <Trans>Loading reviews...</Trans>
      </p>
    </div>
  );
}

export function AvailabilityLoading({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="card min-h-[28rem] p-5 sm:p-6" role="status">
      <p className="text-sm font-medium text-muted">
        <Trans>Loading the availability calendar…</Trans>
      </p>
    </div>
  );
}

/**
 * The car's facts as tiles: fuel, seats, luggage, air-conditioning, city, category, service and
 * whether it is free.
 */
export function CarFacts({ car }: { car: Car }) {
  const { t, i18n } = useLingui();
  const bags = car.luggage;
  const categoryName = i18n._(CATEGORY_LABELS[car.category]);
  const serviceName = i18n._(SERVICE_TYPE_LABELS[car.service_type]);
  const seater = car.seater;
  return (
    <dl className="grid grid-cols-2 gap-3">
      <Fact
        icon={<FuelIcon className="h-4 w-4" />}
        label={t`Fuel type`}
        value={fuelName(i18n, car.fuel_type)}
      />
      <Fact icon={<UsersIcon className="h-4 w-4" />} label={t`Seats`} value={t`${seater} seater`} />
      <Fact
        icon={<LuggageIcon className="h-4 w-4" />}
        label={t`Luggage`}
        value={
          <span className="text-sm font-semibold text-ink">
            <Plural value={bags} one="# bag" other="# bags" />
          </span>
        }
      />
      <Fact
        icon={<SnowflakeIcon className="h-4 w-4" />}
        label={t`Air-conditioning`}
        value={car.ac ? t`AC` : t`Non-AC`}
      />
      <Fact
        icon={<MapPinIcon className="h-4 w-4" />}
        label={t`City`}
        value={cityName(i18n, car.city)}
      />
      <Fact icon={<TagIcon className="h-4 w-4" />} label={t`Category`} value={categoryName} />
      <Fact icon={<KeyIcon className="h-4 w-4" />} label={t`Service type`} value={serviceName} />
      <Fact
        icon={<CheckCircleIcon className="h-4 w-4" />}
        label={t`Status`}
        value={<AvailabilityPill available={car.availability} />}
      />
    </dl>
  );
}
