import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ComponentType, type SVGProps } from 'react';
import { Link } from 'react-router';
import {
  DropletsIcon,
  MountainIcon,
  PauseIcon,
  PlayIcon,
  SteeringWheelIcon,
  TagIcon,
  TruckIcon,
  WrenchIcon,
} from '../../components/icons';
import { paths } from '../../paths';
import { useContinuousScroll } from './auto-scroll';
import { useReducedMotion } from '../../lib/use-reduced-motion';

interface ServiceShortcut {
  name: MessageDescriptor;
  blurb: MessageDescriptor;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  path: string;
}

// docs/product/storefront.md#home: the service shortcuts (name, icon, path), in the spec's order.
export const SERVICE_SHORTCUTS: readonly ServiceShortcut[] = [
  {
    name: msg`New Car Offers`,
    blurb: msg`Deals from local dealers`,
    icon: TagIcon,
    path: paths.newCarOffers,
  },
  {
    name: msg`Vehicle Carry Van`,
    blurb: msg`Move cars and bikes`,
    icon: TruckIcon,
    path: paths.vehicleCarryVan,
  },
  {
    name: msg`Driving School`,
    blurb: msg`Certified trainers near you`,
    icon: SteeringWheelIcon,
    path: paths.drivingSchool,
  },
  {
    name: msg`Tour Packages`,
    blurb: msg`Trips with a driver`,
    icon: MountainIcon,
    path: paths.tourPackages,
  },
  {
    name: msg`Nearby Carwash`,
    blurb: msg`Wash and detailing`,
    icon: DropletsIcon,
    path: paths.nearbyCarwash,
  },
  {
    name: msg`Nearby Mechanics`,
    blurb: msg`Trusted repairs close by`,
    icon: WrenchIcon,
    path: paths.nearbyMechanics,
  },
];

/**
 * docs/product/storefront.md#pages-and-routes: the strip moves 1 px per frame, pauses while the pointer is over an item, and holds
 * its list twice for a seamless loop. The second copy is hidden from assistive technology and
 * the tab order, so keyboard and screen reader users meet each service once.
 */
export function ServiceStrip() {
  const { t, i18n } = useLingui();
  const scroller = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  useContinuousScroll(scroller, !reducedMotion && !hovered && !focused && !stopped);

  // With reduced motion nothing moves, so the six services simply sit in a grid, once.
  const items = reducedMotion ? SERVICE_SHORTCUTS : [...SERVICE_SHORTCUTS, ...SERVICE_SHORTCUTS];
  return (
    <section aria-labelledby="services-title" className="card relative overflow-hidden">
      <div className="flex items-center justify-between gap-3 px-5 pt-4">
        <h2
          id="services-title"
          className="text-sm font-semibold uppercase tracking-wider text-brand-700"
        >
          <Trans>More from Saarthi</Trans>
        </h2>
        {reducedMotion ? null : (
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            className="btn-ghost h-8 px-3 py-0 text-xs"
            aria-label={stopped ? t`Play scrolling services` : t`Pause scrolling services`}
          >
            {stopped ? <PlayIcon className="h-4 w-4" /> : <PauseIcon className="h-4 w-4" />}
            {stopped ? <Trans>Play</Trans> : <Trans>Pause</Trans>}
          </button>
        )}
      </div>
      <div className="relative">
        {reducedMotion ? null : (
          <>
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-0 z-10 w-12 bg-gradient-to-r from-white to-transparent"
            />
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-0 z-10 w-12 bg-gradient-to-l from-white to-transparent"
            />
          </>
        )}
        <ul
          ref={scroller}
          className={
            reducedMotion
              ? 'grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3'
              : 'no-scrollbar relative flex overflow-x-auto py-4'
          }
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
          }}
        >
          {items.map((service, index) => {
            const duplicate = index >= SERVICE_SHORTCUTS.length;
            const ServiceIcon = service.icon;
            return (
              // Spacing is each item's own padding so one copy is exactly half the scroll width;
              // w-64 keeps one copy (6 × 256 px) wider than the widest strip, or the loop could never wrap.
              <li
                key={`${service.path}-${index}`}
                aria-hidden={duplicate || undefined}
                className={reducedMotion ? undefined : 'w-64 shrink-0 pl-3'}
              >
                <Link
                  to={service.path}
                  tabIndex={duplicate ? -1 : undefined}
                  onPointerEnter={() => setHovered(true)}
                  onPointerLeave={() => setHovered(false)}
                  className="group flex h-full items-center gap-3 rounded-xl border border-brand-100 bg-brand-50/50 p-3 transition hover:-translate-y-0.5 hover:border-brand-500 hover:bg-white hover:shadow-card"
                >
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-sm transition group-hover:bg-brand-600 group-hover:text-white">
                    <ServiceIcon className="h-6 w-6" />
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold text-brand-900">
                      {i18n._(service.name)}
                    </span>
                    <span className="block truncate text-xs text-muted">
                      {i18n._(service.blurb)}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
