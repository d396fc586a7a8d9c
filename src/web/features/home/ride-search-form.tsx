import {
  useState,
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
  type SVGProps,
} from 'react';
import { useNavigate } from 'react-router';
import { CATEGORIES, CITIES, type Category, type City } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { PRICE_TABLE } from '@shared/pricing';
import {
  CarIcon,
  ChevronDownIcon,
  CrownIcon,
  MapPinIcon,
  SearchIcon,
  SedanIcon,
} from '../../components/icons';
import { preferences } from '../../lib/storage';
import { paths } from '../../paths';

export const CATEGORY_INFO: Record<
  Category,
  { label: string; icon: ComponentType<SVGProps<SVGSVGElement>> }
> = {
  regular: { label: 'Regular', icon: CarIcon },
  prime: { label: 'Prime', icon: SedanIcon },
  luxury: { label: 'Luxury', icon: CrownIcon },
};

const isCity = (value: string): value is City => (CITIES as readonly string[]).includes(value);

/** spec §2 Home search: a ride category, one of five cities, and Search. */
export function RideSearchForm() {
  const navigate = useNavigate();
  // spec §4: defaults come from storage (regular, Vijayawada) and every change is saved at once.
  const [category, setCategory] = useState<Category>(() => preferences.category());
  const [city, setCity] = useState<City | ''>(() => preferences.city());

  const search = () => {
    // spec §5: without a city, only the alert.
    if (!city) {
      window.alert('Please select a city');
      return;
    }
    preferences.setSelectedCity(city);
    void navigate(paths.category(category), { state: { city, category } });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search();
  };

  // spec §2: Enter in the city dropdown also searches (a select does not submit its form).
  const onCityKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      search();
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label="Find a ride" className="card p-5 text-ink sm:p-6">
      <fieldset>
        <legend className="field-label mb-2">Ride category</legend>
        <div className="grid grid-cols-3 gap-2">
          {CATEGORIES.map((value) => {
            const { label, icon: CategoryIcon } = CATEGORY_INFO[value];
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
                <span className="text-sm font-semibold">{label}</span>
                <span className="text-[11px] leading-tight text-muted">
                  from {formatRupees(PRICE_TABLE[value].base)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-4">
        <label htmlFor="home-city" className="field-label">
          City
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
              Select a city
            </option>
            {CITIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
        </div>
      </div>

      <button type="submit" className="btn-accent mt-5 h-12 w-full text-base shadow-sm">
        <SearchIcon className="h-5 w-5" />
        Search
      </button>
      <p className="mt-3 text-center text-xs text-muted">
        Every car comes with a professional driver.
      </p>
    </form>
  );
}
