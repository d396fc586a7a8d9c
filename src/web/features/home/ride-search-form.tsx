import { Trans, useLingui } from '@lingui/react/macro';
import {
  useState,
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
  type SVGProps,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BOOKING_LIMITS, INDIA_OFFSET_MINUTES, LOCAL_PACKAGES } from '@shared/booking-constants';
import { CATEGORIES, CITIES, type Category, type City } from '@shared/constants';
import { PRICE_TABLE } from '@shared/pricing';
import { LOCAL_PACKAGE_TERMS } from '@shared/trip-pricing';
import {
  CarIcon,
  ChevronDownIcon,
  CrownIcon,
  MapPinIcon,
  SearchIcon,
  SedanIcon,
} from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { CATEGORY_LABELS, CITY_LABELS } from '../../lib/i18n/labels';
import { TRIP_TYPE_LABELS } from '../../lib/i18n/trip-labels';
import {
  OFFERED_TRIP_TYPES,
  plannedTripFrom,
  tripParams,
  type PlannedTrip,
} from '../../lib/planned-trip';
import { preferences } from '../../lib/storage';
import { paths } from '../../paths';
import { useReachablePlaces } from '../../lib/places';
import { placeNamed, TripPlaceInput, type Described } from './trip-place-input';

/** Each ride category's icon; its name is `CATEGORY_LABELS` (lib/i18n/labels.ts). */
export const CATEGORY_ICONS: Record<Category, ComponentType<SVGProps<SVGSVGElement>>> = {
  regular: CarIcon,
  prime: SedanIcon,
  luxury: CrownIcon,
};

const isCity = (value: string): value is City => (CITIES as readonly string[]).includes(value);

/** A field of the trip the search checks before it goes, with what is wrong there. */
type Problem = { field: 'date' | 'to' | 'return' | 'km'; message: string } | null;

const KM_MAX = BOOKING_LIMITS.estimatedKmMax;

/**
 * docs/product/storefront.md#home search: a ride category, one of five cities, and Search; with
 * the whole trip when the customer knows it (its kind, where it goes, pickup and return or the
 * local package, a rental's km), which the lists, the car page and the booking form start from.
 * Opened from "Change your trip", it starts from the trip in its address.
 */
export function RideSearchForm() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const [address] = useSearchParams();
  // docs/product/storefront.md#page-states: defaults come from storage (regular, Vijayawada) and every change is saved at once.
  const [category, setCategory] = useState<Category>(() => preferences.category());
  const [city, setCity] = useState<City | ''>(() => preferences.city());
  const [trip, setTrip] = useState<PlannedTrip>(
    () =>
      plannedTripFrom(address) ?? {
        tripType: 'rental',
        date: '',
        time: '09:00',
        returnDate: '',
        returnTime: '',
        package: '',
        to: '',
        km: '',
      },
  );
  const [placeText, setPlaceText] = useState(trip.to);
  const [problem, setProblem] = useState<Problem>(null);
  const goesToPlace = trip.tripType === 'outstation' || trip.tripType === 'one_way';
  const places = useReachablePlaces(city, i18n.locale, goesToPlace);
  const reachable = places.data ?? [];
  // Today in India (UTC+05:30 all year), whatever the device's own zone: read once per visit.
  const [today] = useState(() =>
    new Date(Date.now() + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10),
  );

  const change = (part: Partial<PlannedTrip>) => {
    setTrip((was) => ({ ...was, ...part }));
    setProblem(null);
  };

  /** What keeps the trip from being searched, checked in the order the fields stand. */
  const problemOf = (place: string): Problem => {
    if (trip.date !== '' && trip.date < today)
      return { field: 'date', message: t`Choose a pickup date from today on.` };
    if (goesToPlace && place === '')
      return {
        field: 'to',
        message: placeText.trim()
          ? t`Choose a place from the list.`
          : t`Choose where the trip goes.`,
      };
    if (trip.date === '') return null;
    if (trip.tripType === 'local')
      return trip.package ? null : { field: 'return', message: t`Choose a local package.` };
    if (trip.returnDate === '' || trip.returnTime === '')
      return { field: 'return', message: t`Choose when the trip ends.` };
    if (`${trip.returnDate}T${trip.returnTime}` <= `${trip.date}T${trip.time}`)
      return { field: 'return', message: t`The return must be after the pickup.` };
    const km = Number(trip.km);
    if (trip.tripType === 'rental' && !(Number.isInteger(km) && km >= 1 && km <= KM_MAX)) {
      const max = format.number(KM_MAX);
      return { field: 'km', message: t`Enter the estimated distance, 1 to ${max} km.` };
    }
    return null;
  };

  const search = async () => {
    // docs/product/storefront.md#form-rules: without a city, only the alert.
    if (!city) {
      window.alert(t`Please select a city`);
      return;
    }
    // A place typed before the list has come is looked up once it has.
    const list = goesToPlace ? (places.data ?? (await places.refetch()).data ?? []) : [];
    const place = goesToPlace ? (placeNamed(list, placeText)?.id ?? '') : '';
    const found = problemOf(place);
    if (found) {
      setProblem(found);
      document.getElementById(`home-${found.field}`)?.focus();
      return;
    }
    preferences.setCity(city);
    const local = trip.tripType === 'local';
    // A plain rental search without a day is the specification's search: nothing to carry.
    const planned = trip.tripType !== 'rental' || trip.date !== '';
    const params = new URLSearchParams(
      planned
        ? tripParams({
            ...trip,
            time: trip.date ? trip.time : '',
            returnDate: local || !trip.date ? '' : trip.returnDate,
            returnTime: local || !trip.date ? '' : trip.returnTime,
            package: local ? trip.package : '',
            to: place,
            km: trip.tripType === 'rental' && trip.date ? trip.km : '',
          })
        : [],
    );
    void navigate(
      { pathname: paths.category(category), search: params.toString() },
      { state: { city, category } },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void search();
  };

  // docs/product/storefront.md#pages-and-routes: Enter in the city dropdown also searches (a select does not submit its form).
  const onCityKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void search();
    }
  };

  /** A field's refusal, read with the field. */
  const said = (field: NonNullable<Problem>['field']): Described =>
    problem?.field === field
      ? { 'aria-invalid': true, 'aria-describedby': `home-${field}-error` }
      : {};
  const refusal = (field: NonNullable<Problem>['field']) =>
    problem?.field === field ? (
      <p id={`home-${field}-error`} role="alert" className="col-span-full text-sm text-danger">
        {problem.message}
      </p>
    ) : null;
  const dropOff = trip.tripType === 'airport' || trip.tripType === 'one_way';

  return (
    // The pickup day is checked here, with a message by the field, rather than by the browser.
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Find a ride`}
      className="card p-5 text-ink sm:p-6"
    >
      <fieldset>
        <legend className="field-label mb-2">
          <Trans>Ride category</Trans>
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {CATEGORIES.map((value) => {
            const CategoryIcon = CATEGORY_ICONS[value];
            const price = format.rupees(PRICE_TABLE[value].base);
            return (
              <label
                key={value}
                className="group relative flex cursor-pointer flex-col items-center gap-1 rounded-xl border border-slate-200 bg-white px-2 py-3 text-center transition hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500"
              >
                <input
                  type="radio"
                  name="category"
                  value={value}
                  checked={category === value}
                  onChange={() => {
                    setCategory(value);
                    preferences.setCategory(value);
                  }}
                  className="sr-only"
                />
                <CategoryIcon className="h-7 w-7 text-muted transition group-has-checked:text-brand-600" />
                <span className="text-sm font-semibold">{i18n._(CATEGORY_LABELS[value])}</span>
                <span className="text-[11px] leading-tight text-muted">
                  <Trans>from {price}</Trans>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-4">
        <label htmlFor="home-city" className="field-label">
          <Trans>City</Trans>
        </label>
        <div className="relative">
          <MapPinIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-brand-600" />
          <select
            id="home-city"
            value={city}
            onChange={(event) => {
              const value = event.target.value;
              if (isCity(value)) {
                setCity(value);
                preferences.setCity(value);
              } else {
                setCity('');
              }
            }}
            onKeyDown={onCityKeyDown}
            className="field-input h-12 appearance-none pl-10 pr-10 text-base"
          >
            <option value="" disabled>
              {t`Select a city`}
            </option>
            {CITIES.map((name) => (
              <option key={name} value={name}>
                {i18n._(CITY_LABELS[name])}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
        </div>
      </div>

      <div className="mt-4 grid grid-cols-2 gap-3">
        <div className="col-span-full">
          <label htmlFor="home-trip" className="field-label">
            <Trans>Trip</Trans>
          </label>
          <select
            id="home-trip"
            value={trip.tripType}
            onChange={(event) => {
              const value = OFFERED_TRIP_TYPES.find((type) => type === event.target.value);
              if (value) change({ tripType: value });
            }}
            className="field-input h-11"
          >
            {OFFERED_TRIP_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(TRIP_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </div>
        {goesToPlace ? (
          <TripPlaceInput
            places={reachable}
            value={reachable.find((place) => place.id === placeText)?.name ?? placeText}
            onChange={(text) => {
              setPlaceText(text);
              setProblem(null);
            }}
            described={said('to')}
            loading={places.isFetching}
          />
        ) : null}
        {refusal('to')}
        <DayAndTime
          dayId="home-date"
          timeId="home-time"
          dayLabel={t`Pickup date`}
          timeLabel={t`Pickup time`}
          day={trip.date}
          time={trip.time}
          min={today}
          onDay={(date) => change({ date })}
          onTime={(time) => change({ time })}
          described={said('date')}
        />
        {refusal('date')}
        {trip.tripType === 'local' ? (
          <div className="col-span-full">
            <label htmlFor="home-return" className="field-label">
              <Trans>Local package</Trans>
            </label>
            <select
              id="home-return"
              value={trip.package}
              onChange={(event) => {
                const pack = LOCAL_PACKAGES.find((name) => name === event.target.value);
                change({ package: pack ?? '' });
              }}
              {...said('return')}
              className="field-input h-11"
            >
              <option value="">{t`Choose a package`}</option>
              {LOCAL_PACKAGES.map((pack) => {
                const hours = format.number(LOCAL_PACKAGE_TERMS[pack].hours);
                const km = format.number(LOCAL_PACKAGE_TERMS[pack].km);
                return <option key={pack} value={pack}>{t`${hours} h · ${km} km`}</option>;
              })}
            </select>
          </div>
        ) : (
          <DayAndTime
            dayId="home-return"
            timeId="home-return-time"
            dayLabel={dropOff ? t`Drop-off date` : t`Return date`}
            timeLabel={dropOff ? t`Drop-off time` : t`Return time`}
            day={trip.returnDate}
            time={trip.returnTime}
            min={trip.date || today}
            onDay={(returnDate) => change({ returnDate })}
            onTime={(returnTime) => change({ returnTime })}
            described={said('return')}
          />
        )}
        {refusal('return')}
        {trip.tripType === 'rental' ? (
          <div className="col-span-full">
            <label htmlFor="home-km" className="field-label">
              <Trans>Estimated distance (km)</Trans>
            </label>
            <input
              id="home-km"
              type="number"
              inputMode="numeric"
              min={1}
              max={KM_MAX}
              value={trip.km}
              onChange={(event) => change({ km: event.target.value })}
              {...said('km')}
              className="field-input h-11"
            />
            {refusal('km')}
          </div>
        ) : null}
      </div>

      <button type="submit" className="btn-accent mt-5 h-12 w-full text-base shadow-sm">
        <SearchIcon className="h-5 w-5" />
        <Trans>Search</Trans>
      </button>
      <p className="mt-3 text-center text-xs text-muted">
        <Trans>Every car comes with a professional driver.</Trans>
      </p>
    </form>
  );
}

/** A day and a time side by side, as the search asks the pickup and the return. */
function DayAndTime({
  dayId,
  timeId,
  dayLabel,
  timeLabel,
  day,
  time,
  min,
  onDay,
  onTime,
  described,
}: {
  dayId: string;
  timeId: string;
  dayLabel: string;
  timeLabel: string;
  day: string;
  time: string;
  /** The first day that can be chosen. */
  min: string;
  onDay: (day: string) => void;
  onTime: (time: string) => void;
  /** The day's refusal, when there is one (the search says it under the pair). */
  described: Described;
}) {
  return (
    <>
      <div>
        <label htmlFor={dayId} className="field-label">
          {dayLabel}
        </label>
        <input
          id={dayId}
          type="date"
          value={day}
          min={min}
          onChange={(event) => onDay(event.target.value)}
          {...described}
          className="field-input h-11"
        />
      </div>
      <div>
        <label htmlFor={timeId} className="field-label">
          {timeLabel}
        </label>
        <input
          id={timeId}
          type="time"
          value={time}
          step={900}
          onChange={(event) => onTime(event.target.value)}
          className="field-input h-11"
        />
      </div>
    </>
  );
}
