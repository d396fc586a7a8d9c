import { Trans, useLingui } from '@lingui/react/macro';
import {
  lazy,
  Suspense,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
  type SVGProps,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { INDIA_OFFSET_MINUTES, type TripType } from '@shared/booking-constants';
import { CATEGORIES, CITIES, type Category, type City } from '@shared/constants';
import { PRICE_TABLE } from '@shared/pricing';
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
import { OFFERED_TRIP_TYPES, plannedTripFrom, tripParams } from '../../lib/planned-trip';
import { preferences } from '../../lib/storage';
import { paths } from '../../paths';
import type { TripCheck, TripExtras } from './trip-extras';

// The return, the package, the place and the km: fetched once the customer picks a trip type or
// a day, not with the first screen.
const TripExtrasFields = lazy(async () => ({
  default: (await import('./trip-extras')).TripExtrasFields,
}));

const NO_EXTRAS: TripExtras = { returnDate: '', returnTime: '', package: '', to: '', km: '' };

/** Each ride category's icon; its name is `CATEGORY_LABELS` (lib/i18n/labels.ts). */
export const CATEGORY_ICONS: Record<Category, ComponentType<SVGProps<SVGSVGElement>>> = {
  regular: CarIcon,
  prime: SedanIcon,
  luxury: CrownIcon,
};

const isCity = (value: string): value is City => (CITIES as readonly string[]).includes(value);

/**
 * docs/product/storefront.md#home search: a ride category, one of five cities, and Search; with the trip as well
 * (its kind, and the pickup day and time when known), which the category page, the car page and
 * the booking form then start from.
 */
export function RideSearchForm() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  // docs/product/storefront.md#page-states: defaults come from storage (regular, Vijayawada) and every change is saved at once.
  const [category, setCategory] = useState<Category>(() => preferences.category());
  const [city, setCity] = useState<City | ''>(() => preferences.city());
  // A trip in the URL ("Change your trip" from a list) comes back to be changed.
  const [address] = useSearchParams();
  const [planned] = useState(() => plannedTripFrom(address));
  const [tripType, setTripType] = useState<TripType>(planned?.tripType ?? 'rental');
  const [date, setDate] = useState(planned?.date ?? '');
  const [time, setTime] = useState(planned?.time || '09:00');
  const [dateError, setDateError] = useState(false);
  const [extras, setExtras] = useState<TripExtras>(planned ?? NO_EXTRAS);
  const [askMore, setAskMore] = useState(planned !== null);
  const [showProblems, setShowProblems] = useState(false);
  const checkExtras = useRef<TripCheck | null>(null);
  // Today in India (UTC+05:30 all year), whatever the device's own zone: read once per visit.
  const [today] = useState(() =>
    new Date(Date.now() + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10),
  );

  const search = () => {
    // docs/product/storefront.md#form-rules: without a city, only the alert.
    if (!city) {
      window.alert(t`Please select a city`);
      return;
    }
    if (date !== '' && date < today) {
      setDateError(true);
      document.getElementById('home-pickup-date')?.focus();
      return;
    }
    const missing = date === '' ? null : checkExtras.current?.();
    if (missing) {
      setShowProblems(true);
      document.getElementById(missing)?.focus();
      return;
    }
    preferences.setCity(city);
    // A plain rental search without a day is the specification's search: nothing to carry.
    const carried = tripType !== 'rental' || date !== '';
    const trip = new URLSearchParams(
      carried
        ? tripParams({
            tripType,
            date,
            time: date ? time : '',
            // Only what this kind of trip asks for: answers left from another kind stay behind.
            ...(date ? extras : NO_EXTRAS),
            ...(tripType === 'local'
              ? { returnDate: '', returnTime: '', km: '' }
              : { package: '' as const }),
            to: tripType === 'outstation' || tripType === 'one_way' ? extras.to : '',
          })
        : [],
    );
    void navigate(
      { pathname: paths.category(category), search: trip.toString() },
      { state: { city, category } },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search();
  };

  // docs/product/storefront.md#pages-and-routes: Enter in the city dropdown also searches (a select does not submit its form).
  const onCityKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      search();
    }
  };

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
        <div className="col-span-2">
          <label htmlFor="home-trip" className="field-label">
            <Trans>Trip</Trans>
          </label>
          <select
            id="home-trip"
            value={tripType}
            onChange={(event) => {
              const value = OFFERED_TRIP_TYPES.find((type) => type === event.target.value);
              if (value) setTripType(value);
              setAskMore(true);
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
        <div>
          <label htmlFor="home-pickup-date" className="field-label">
            <Trans>Pickup date</Trans>
          </label>
          <input
            id="home-pickup-date"
            type="date"
            value={date}
            min={today}
            onFocus={() => setAskMore(true)}
            onChange={(event) => {
              setDate(event.target.value);
              setDateError(false);
              setAskMore(true);
            }}
            aria-invalid={dateError || undefined}
            aria-describedby={dateError ? 'home-pickup-date-error' : undefined}
            className="field-input h-11"
          />
        </div>
        <div>
          <label htmlFor="home-pickup-time" className="field-label">
            <Trans>Pickup time</Trans>
          </label>
          <input
            id="home-pickup-time"
            type="time"
            value={time}
            step={900}
            onChange={(event) => setTime(event.target.value)}
            className="field-input h-11"
          />
        </div>
        {dateError ? (
          <p id="home-pickup-date-error" role="alert" className="col-span-full text-sm text-danger">
            <Trans>Choose a pickup date from today on.</Trans>
          </p>
        ) : null}
        {askMore ? (
          <Suspense fallback={null}>
            <TripExtrasFields
              tripType={tripType}
              city={city}
              date={date}
              time={time}
              today={today}
              extras={extras}
              onChange={setExtras}
              showProblems={showProblems}
              checkRef={checkExtras}
            />
          </Suspense>
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
