import { Trans, useLingui } from '@lingui/react/macro';
import {
  useState,
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
  type SVGProps,
} from 'react';
import { useNavigate } from 'react-router';
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
import { CATEGORY_LABELS, CITY_LABELS, SERVICE_TYPE_LABELS } from '../../lib/i18n/labels';
import { tripParams } from '../../lib/planned-trip';
import { preferences } from '../../lib/storage';
import { paths } from '../../paths';

/** Each ride category's icon; its name is `CATEGORY_LABELS` (lib/i18n/labels.ts). */
export const CATEGORY_ICONS: Record<Category, ComponentType<SVGProps<SVGSVGElement>>> = {
  regular: CarIcon,
  prime: SedanIcon,
  luxury: CrownIcon,
};

/**
 * The trips the home search offers: its first screen's budget has room for their kind, day and
 * time, not yet for the place picker a local package or a drop needs (the booking form asks).
 */
const HOME_TRIP_TYPES = ['rental', 'outstation', 'airport'] as const satisfies readonly TripType[];

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
  const [tripType, setTripType] = useState<TripType>('rental');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const [dateError, setDateError] = useState(false);
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
    preferences.setCity(city);
    // A plain rental search without a day is the specification's search: nothing to carry.
    const planned = tripType !== 'rental' || date !== '';
    const trip = new URLSearchParams(
      planned
        ? tripParams({
            tripType,
            date,
            time: date ? time : '',
            returnDate: '',
            returnTime: '',
            package: '',
            to: '',
            km: '',
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

      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-[1.2fr_1.3fr_1fr]">
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor="home-trip" className="field-label">
            <Trans>Trip</Trans>
          </label>
          <select
            id="home-trip"
            value={tripType}
            onChange={(event) => {
              const value = HOME_TRIP_TYPES.find((type) => type === event.target.value);
              if (value) setTripType(value);
            }}
            className="field-input h-11"
          >
            {HOME_TRIP_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(SERVICE_TYPE_LABELS[type])}
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
            onChange={(event) => {
              setDate(event.target.value);
              setDateError(false);
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
