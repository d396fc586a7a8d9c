import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Car, TravelCompanySummary } from '@shared/contracts/cars';
import { INCLUDED_HOURS, INCLUDED_KM } from '@shared/pricing';
import { CheckBadgeIcon, IdCardIcon, MapPinIcon } from '../../components/icons';
import { FlameIcon, FuelIcon, UsersIcon } from '../../components/page-icons';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { useFormat } from '../../lib/i18n/format';
import { CATEGORY_LABELS, cityName, fuelName, SERVICE_TYPE_LABELS } from '../../lib/i18n/labels';
import { withTrip } from '../../lib/planned-trip';
import { paths } from '../../paths';

/** docs/product/storefront.md#page-states: availability is shown as Available or Not Available. */
export function AvailabilityPill({
  available,
  className = '',
}: {
  available: boolean;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ${
        available
          ? 'bg-emerald-50 text-success ring-1 ring-emerald-200'
          : 'bg-red-50 text-danger ring-1 ring-red-200'
      } ${className}`}
    >
      <span
        className={`h-1.5 w-1.5 rounded-full ${available ? 'bg-success' : 'bg-danger'}`}
        aria-hidden="true"
      />
      {available ? <Trans>Available</Trans> : <Trans>Not Available</Trans>}
    </span>
  );
}

/**
 * What the searched trip costs with this car ("₹7,400 for your trip (all-in)"): its quote's
 * total, all-in when it holds the tolls and permits too. Nothing without a searched trip.
 */
export function TripPrice({ trip, className = '' }: { trip: Car['trip']; className?: string }) {
  const format = useFormat();
  if (!trip) return null;
  const total = format.rupees(trip.total);
  return (
    <p className={`text-sm text-ink ${className}`}>
      {trip.allIn ? (
        <Trans>
          <span className="text-lg font-bold text-brand-700">{total}</span> for your trip (all-in)
        </Trans>
      ) : (
        <Trans>
          <span className="text-lg font-bold text-brand-700">{total}</span> for your trip
        </Trans>
      )}
    </p>
  );
}

/** A searched trip's cars are the ones free for it: said on each card instead of "Available". */
export function FreeForYourDates({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-success shadow-sm ring-1 ring-emerald-200 ${className}`}
    >
      <span className="h-1.5 w-1.5 rounded-full bg-success" aria-hidden="true" />
      <Trans>Free for your dates</Trans>
    </span>
  );
}

/** docs/product/storefront.md#who-it-serves: travel companies carry verified and trending badges. */
export function OwnerBadges({ owner }: { owner: TravelCompanySummary }) {
  if (!owner.verified && !owner.trending) return null;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {owner.verified ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
          <CheckBadgeIcon className="h-3.5 w-3.5" />
          <Trans>Verified</Trans>
        </span>
      ) : null}
      {owner.trending ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">
          <FlameIcon className="h-3.5 w-3.5" />
          <Trans>Trending</Trans>
        </span>
      ) : null}
    </span>
  );
}

export function Chip({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-surface px-2.5 py-1 text-xs font-medium text-muted ring-1 ring-slate-200">
      {icon}
      {children}
    </li>
  );
}

/**
 * What the car costs for the base period, with its unit ("₹2,700 / 24 h"): the car's own base
 * fare, which the estimate starts from too. The old price is struck through beside it only when
 * it was higher.
 */
export function Prices({
  car,
  size = 'base',
  align = 'start',
}: {
  car: Pick<Car, 'rates' | 'old_price'>;
  size?: 'base' | 'large';
  align?: 'start' | 'end';
}) {
  const format = useFormat();
  const price = format.rupees(car.rates.base);
  const hours = format.number(INCLUDED_HOURS);
  const showOld = car.old_price > car.rates.base;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${align === 'end' ? 'justify-end' : ''}`}>
      <Trans>
        <span className={`font-bold text-brand-700 ${size === 'large' ? 'text-3xl' : 'text-lg'}`}>
          {price}
        </span>
        <span className="text-sm font-medium text-muted">
          <span aria-hidden="true">/ {hours} h</span>
          <span className="sr-only"> for {hours} hours</span>
        </span>
      </Trans>
      {showOld ? (
        <del className={`text-muted ${size === 'large' ? 'text-base' : 'text-sm'}`}>
          <span className="sr-only">
            <Trans>Old price</Trans>{' '}
          </span>
          {format.rupees(car.old_price)}
        </del>
      ) : null}
    </p>
  );
}

function CardImage({ car }: { car: Car }) {
  return (
    <div className="relative aspect-[16/10] overflow-hidden bg-brand-50">
      <ImageWithFallback
        src={car.car_image}
        alt={`${car.car_name} ${car.car_model}`}
        width={640}
        height={400}
        className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
      />
    </div>
  );
}

function TitleLink({ car }: { car: Car }) {
  // The searched trip goes on to the car page and its booking form.
  const [search] = useSearchParams();
  // The link covers the whole card (after:inset-0) while its name stays just the car's name.
  return (
    <Link
      to={withTrip(paths.car(car._id), search)}
      className="after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none"
    >
      {car.car_name}
    </Link>
  );
}

/**
 * The car's name, whole (two lines at most: "Toyota Innova Crysta" and "Toyota Innova Hycross"
 * must not both end at "Toyota Inn…"), then its model year and variant. The year comes first on
 * its line, so a long variant never hides it.
 */
function CarTitle({ car, size }: { car: Car; size: 'base' | 'large' }) {
  const year = car.model_year;
  return (
    <div className="min-w-0">
      <h3
        className={`line-clamp-2 break-words font-bold leading-snug text-ink ${
          size === 'large' ? 'text-lg' : 'text-base'
        }`}
      >
        <TitleLink car={car} />
      </h3>
      <p className="truncate text-sm text-muted">
        {year !== null ? (
          <span className="font-semibold text-ink/80">
            <span className="sr-only">
              <Trans>Model year</Trans>{' '}
            </span>
            {/* A year is never grouped ("2,022") in any language. */}
            {String(year)}
          </span>
        ) : null}
        {year !== null && car.car_model ? <span aria-hidden="true"> · </span> : null}
        {car.car_model}
      </p>
    </div>
  );
}

/** Fuel, seats and city, as every card lists them; a card may add chips of its own after them. */
function CarFacts({ car, children }: { car: Car; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const seater = car.seater;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t`Car details`}>
      <Chip icon={<FuelIcon className="h-3.5 w-3.5" />}>{fuelName(i18n, car.fuel_type)}</Chip>
      <Chip icon={<UsersIcon className="h-3.5 w-3.5" />}>
        <Trans>{seater} seater</Trans>
      </Chip>
      <Chip icon={<MapPinIcon className="h-3.5 w-3.5" />}>{cityName(i18n, car.city)}</Chip>
      {children}
    </ul>
  );
}

const cardClasses =
  'card group relative flex flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-accent-500 focus-within:ring-offset-2';

/** docs/product/storefront.md#car-list: everything a customer compares at a glance, linking to /car/{id}. */
export function CarCard({ car }: { car: Car }) {
  const { t, i18n } = useLingui();
  const driverName = car.driver_name;
  const age = car.driver_age;
  return (
    <article className={cardClasses}>
      <div className="relative">
        <CardImage car={car} />
        {/* Bottom corner: the demo artwork carries its own caption at the top. */}
        {car.trip ? (
          <FreeForYourDates className="absolute bottom-3 left-3" />
        ) : (
          <AvailabilityPill available={car.availability} className="absolute bottom-3 left-3" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {/* The name has the card's whole width: the price under it, never beside it. */}
        <CarTitle car={car} size="large" />
        <div>
          <TripPrice trip={car.trip} className="mb-1" />
          <Prices car={car} />
          <RateLine rates={car.rates} />
        </div>
        <CarFacts car={car}>
          <Chip>{i18n._(CATEGORY_LABELS[car.category])}</Chip>
          <Chip>{i18n._(SERVICE_TYPE_LABELS[car.service_type])}</Chip>
        </CarFacts>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold text-brand-900">{car.user.travelsName}</span>
          <OwnerBadges owner={car.user} />
        </div>
        {driverName ? (
          <div className="mt-auto flex items-center gap-3 border-t border-slate-100 pt-3">
            <ImageWithFallback
              src={car.driver_image}
              alt={t`Driver ${driverName}`}
              width={44}
              height={44}
              className="h-11 w-11 shrink-0 rounded-full bg-brand-50 object-cover ring-2 ring-white shadow"
            />
            <div className="min-w-0 text-sm">
              <p className="truncate font-semibold text-ink">
                {driverName}
                {age !== null ? (
                  <span className="font-normal text-muted">
                    {' · '}
                    <Trans>{age} yrs</Trans>
                  </span>
                ) : null}
              </p>
              {car.driver_lisence ? (
                <p className="flex items-center gap-1 truncate text-xs text-muted">
                  <IdCardIcon className="h-3.5 w-3.5 shrink-0" />
                  <span className="sr-only">
                    <Trans>Licence</Trans>{' '}
                  </span>
                  {car.driver_lisence}
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/**
 * docs/product/trips-and-money.md#rate-card-and-quotes: what the distance adds, with its units ("₹12/km first
 * 150 km"); the base fare stands above it in {@link Prices}.
 */
export function RateLine({ rates, className = '' }: { rates: Car['rates']; className?: string }) {
  const format = useFormat();
  const perKm = format.rupees(rates.perKmFirst);
  const km = format.number(INCLUDED_KM);
  return (
    <p className={`text-xs text-muted ${className}`}>
      <Trans>
        + {perKm}/km for the first {km} km
      </Trans>
    </p>
  );
}

/** docs/product/storefront.md#car-list: a compact card with name, model, fuel type, seater, new price and image. */
export function CompactCarCard({ car }: { car: Car }) {
  return (
    <article className={cardClasses}>
      <CardImage car={car} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <CarTitle car={car} size="base" />
        <CarFacts car={car} />
        {car.trip ? <FreeForYourDates className="self-start" /> : null}
        <div className="mt-auto pt-1">
          <TripPrice trip={car.trip} className="mb-1" />
          <Prices car={{ rates: car.rates, old_price: 0 }} />
          <RateLine rates={car.rates} />
        </div>
      </div>
    </article>
  );
}
