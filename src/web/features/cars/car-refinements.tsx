import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CAR_SORTS, type CarSort } from '@shared/contracts/cars';
import { DRIVER_LANGUAGES, FUEL_TYPES } from '@shared/partner-constants';
import { useFormat } from '../../lib/i18n/format';
import { fuelName } from '../../lib/i18n/labels';
import { refinementCount, refinementsFrom, withoutRefinements } from './all-cars-filters';
import { Choice } from './choice';
import { DRIVER_LANGUAGE_LABELS } from '../../lib/i18n/driver-languages';
import { plannedTripFrom } from '../../lib/planned-trip';
import { tripSearchQuery } from '../../lib/trip-search-query';

const SORT_LABELS: Record<CarSort, MessageDescriptor> = {
  newest: msg`Newest first`,
  price_low: msg`Price: low to high`,
  price_high: msg`Price: high to low`,
  rating: msg`Best rated first`,
  trip_price: msg`Trip price: low to high`,
};

/** Seats at least: the sizes the fleet comes in (hatchback, sedan, MUV, traveller). */
const SEAT_CHOICES = [4, 6, 7, 12] as const;

/**
 * Price bands for the base fare, whole rupees, both ends included: a customer picks a band
 * rather than typing amounts, and each band reads as exactly what it holds.
 */
const PRICE_BANDS: ReadonlyArray<{ min?: number; max?: number }> = [
  { max: 1999 },
  { min: 2000, max: 2999 },
  { min: 3000, max: 4999 },
  { min: 5000 },
];

const bandValue = (min: number | undefined, max: number | undefined) =>
  min === undefined && max === undefined ? '' : `${min ?? ''}-${max ?? ''}`;

/**
 * The car list's refinements (fuel, seats, AC, price, the driver's language) and its order, kept
 * in the URL: a shared link or the back button brings the same list back. On a phone the
 * refinements fold under one button so the cars stay near the top.
 */
export function CarRefinementsBar({ total }: { total: number | undefined }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const refinements = refinementsFrom(search);
  // The cars are free for the searched trip and priced for it: ordered by that price if asked.
  const tripSearched = tripSearchQuery(plannedTripFrom(search)) !== null;
  const sorts = CAR_SORTS.filter((sort) => tripSearched || sort !== 'trip_price');
  const sort = refinements.sort && sorts.includes(refinements.sort) ? refinements.sort : 'newest';
  const active = refinementCount(refinements);
  const minSeats = refinements.min_seats;
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const show = (next: URLSearchParams) =>
    setSearch(next, { replace: true, preventScrollReset: true });

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    show(next);
  }

  const priceLabel = (min: number | undefined, max: number | undefined) => {
    const [from, to] = [format.rupees(min ?? 0), format.rupees(max ?? 0)];
    const below = format.rupees((max ?? 0) + 1);
    if (min === undefined) return t`Under ${below}`;
    if (max === undefined) return t`${from} and more`;
    return t`${from} to ${to}`;
  };
  const price = bandValue(refinements.min_price, refinements.max_price);
  const knownBand = PRICE_BANDS.some((band) => bandValue(band.min, band.max) === price);

  return (
    <section aria-label={t`Refine and sort`} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="w-full text-sm font-semibold text-ink sm:w-auto" aria-live="polite">
          {total === undefined ? null : tripSearched ? (
            <Plural
              value={total}
              one="# car free for your dates"
              other="# cars free for your dates"
            />
          ) : (
            <Plural value={total} one="# car" other="# cars" />
          )}
        </p>
        <div className="flex w-full items-end gap-2 sm:w-auto">
          <button
            type="button"
            className="btn-outline md:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {active > 0 ? <Trans>Filters ({active})</Trans> : <Trans>Filters</Trans>}
          </button>
          <div className="min-w-0 flex-1 sm:w-48 sm:flex-none">
            <Choice
              label={t`Sort by`}
              value={sort}
              onChange={(value) => update({ sort: value === 'newest' ? undefined : value })}
            >
              {sorts.map((each) => (
                <option key={each} value={each}>
                  {i18n._(SORT_LABELS[each])}
                </option>
              ))}
            </Choice>
          </div>
        </div>
      </div>
      <div
        id={panelId}
        className={`card grid-cols-2 gap-3 p-4 sm:grid-cols-3 md:grid lg:grid-cols-6 ${open ? 'grid' : 'hidden'}`}
      >
        <Choice
          label={t`Fuel`}
          value={refinements.fuel ?? ''}
          onChange={(value) => update({ fuel: value })}
        >
          <option value="">{t`Any fuel`}</option>
          {FUEL_TYPES.map((fuel) => (
            <option key={fuel} value={fuel}>
              {fuelName(i18n, fuel)}
            </option>
          ))}
        </Choice>
        <Choice
          label={t`Seats`}
          value={refinements.min_seats === undefined ? '' : String(refinements.min_seats)}
          onChange={(value) => update({ min_seats: value })}
        >
          <option value="">{t`Any seats`}</option>
          {minSeats !== undefined && !(SEAT_CHOICES as readonly number[]).includes(minSeats) ? (
            <option value={minSeats}>{t`${minSeats} or more`}</option>
          ) : null}
          {SEAT_CHOICES.map((seats) => (
            <option key={seats} value={seats}>
              {t`${seats} or more`}
            </option>
          ))}
        </Choice>
        <Choice
          label={t`Air conditioning`}
          value={refinements.ac === undefined ? '' : String(refinements.ac)}
          onChange={(value) => update({ ac: value })}
        >
          <option value="">{t`AC or not`}</option>
          <option value="true">{t`AC`}</option>
          <option value="false">{t`Non-AC`}</option>
        </Choice>
        <Choice
          label={t`Price for 24 h`}
          value={price}
          onChange={(value) => {
            const [min, max] = value.split('-');
            update({ min_price: min, max_price: max });
          }}
        >
          <option value="">{t`Any price`}</option>
          {knownBand || price === '' ? null : (
            <option value={price}>
              {priceLabel(refinements.min_price, refinements.max_price)}
            </option>
          )}
          {PRICE_BANDS.map((band) => (
            <option key={bandValue(band.min, band.max)} value={bandValue(band.min, band.max)}>
              {priceLabel(band.min, band.max)}
            </option>
          ))}
        </Choice>
        <Choice
          label={t`Driver speaks`}
          value={refinements.language ?? ''}
          onChange={(value) => update({ language: value })}
        >
          <option value="">{t`Any language`}</option>
          {DRIVER_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {i18n._(DRIVER_LANGUAGE_LABELS[language])}
            </option>
          ))}
        </Choice>
        <div className="flex items-end">
          <button
            type="button"
            className="btn-outline w-full"
            disabled={active === 0}
            onClick={() => show(withoutRefinements(search))}
          >
            <Trans>Clear filters</Trans>
          </button>
        </div>
      </div>
    </section>
  );
}
