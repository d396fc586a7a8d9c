import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type RefObject } from 'react';
import { LOCAL_PACKAGES, type TripType } from '@shared/booking-constants';
import { LOCAL_PACKAGE_TERMS } from '@shared/trip-pricing';
import { PlacePicker } from '../../components/place-picker';
import { useFormat } from '../../lib/i18n/format';
import type { PlannedTrip } from '../../lib/planned-trip';

/** What the home search asks beyond the trip's kind and pickup: the rest of a `PlannedTrip`. */
export type TripExtras = Pick<PlannedTrip, 'returnDate' | 'returnTime' | 'package' | 'to' | 'km'>;

/** The first field to correct before searching (its id, to focus it), or null. */
export type TripCheck = () => string | null;

interface TripExtrasProps {
  tripType: TripType;
  city: string;
  /** The pickup, India day and time: without a day, nothing more is asked (every car is listed). */
  date: string;
  time: string;
  today: string;
  extras: TripExtras;
  onChange: (next: TripExtras) => void;
  /** Show what is missing: after a search was tried. */
  showProblems: boolean;
  /** Set to this part's check, for the form to call on Search. */
  checkRef: RefObject<TripCheck | null>;
}

type Problem = 'return_missing' | 'return_early' | 'package' | 'to' | 'to_or_km' | 'km';

/**
 * What the trip still needs before its cars can be searched, by field
 * (docs/product/trips-and-money.md#trip-types): a return for every kind but a local package, the
 * package for that, the place for a one-way drop (or an outstation trip without km), the km for a
 * rental, which is priced by them.
 */
function problemsOf(
  tripType: TripType,
  date: string,
  time: string,
  extras: TripExtras,
): Partial<Record<'return' | 'package' | 'to' | 'km', Problem>> {
  if (date === '') return {};
  const problems: Partial<Record<'return' | 'package' | 'to' | 'km', Problem>> = {};
  if (tripType === 'local') {
    if (extras.package === '') problems.package = 'package';
  } else if (extras.returnDate === '' || extras.returnTime === '') {
    problems.return = 'return_missing';
  } else if (`${extras.returnDate}T${extras.returnTime}` <= `${date}T${time}`) {
    problems.return = 'return_early';
  }
  if (tripType === 'one_way' && extras.to === '') problems.to = 'to';
  if (tripType === 'outstation' && extras.to === '' && extras.km === '') problems.to = 'to_or_km';
  if (tripType === 'rental' && extras.km === '') problems.km = 'km';
  return problems;
}

const FIELD_IDS = {
  return: 'home-return-date',
  package: 'home-package',
  to: 'home-to',
  km: 'home-km',
} as const;

/**
 * The home search's questions after the pickup, per trip type: the return, a local trip's
 * package, where an outstation trip or a one-way drop goes, the km. Loaded only once the customer
 * picks a trip type or a day, so the first screen stays light.
 */
export function TripExtrasFields({
  tripType,
  city,
  date,
  time,
  today,
  extras,
  onChange,
  showProblems,
  checkRef,
}: TripExtrasProps) {
  const { t } = useLingui();
  const format = useFormat();
  const problems = problemsOf(tripType, date, time, extras);
  const shown = showProblems ? problems : {};
  const set = (change: Partial<TripExtras>) => onChange({ ...extras, ...change });

  useEffect(() => {
    checkRef.current = () => {
      const first = (['return', 'package', 'to', 'km'] as const).find((field) => problems[field]);
      return first ? FIELD_IDS[first] : null;
    };
  });

  const message = (problem: Problem | undefined) => {
    switch (problem) {
      case 'return_missing':
        return t`Choose the return date and time.`;
      case 'return_early':
        return t`The return must be after the pickup.`;
      case 'package':
        return t`Choose a package.`;
      case 'to':
        return t`Choose where the trip goes.`;
      case 'to_or_km':
        return t`Choose where the trip goes, or enter the km.`;
      case 'km':
        return t`Enter the km you expect to drive: a rental is priced by them.`;
      default:
        return undefined;
    }
  };
  const returnError = message(shown.return);
  const packageError = message(shown.package);
  const kmError = message(shown.km);
  const asksReturn = tripType !== 'local';
  const asksPlace = tripType === 'outstation' || tripType === 'one_way';
  const kmRequired = tripType === 'rental';

  return (
    <div className="col-span-full grid grid-cols-2 gap-3">
      {asksReturn ? (
        <>
          <div>
            <label htmlFor="home-return-date" className="field-label">
              <Trans>Return date</Trans>
            </label>
            <input
              id="home-return-date"
              type="date"
              value={extras.returnDate}
              min={date || today}
              onChange={(event) => set({ returnDate: event.target.value })}
              aria-invalid={returnError ? true : undefined}
              aria-describedby={returnError ? 'home-return-error' : undefined}
              className="field-input h-11"
            />
          </div>
          <div>
            <label htmlFor="home-return-time" className="field-label">
              <Trans>Return time</Trans>
            </label>
            <input
              id="home-return-time"
              type="time"
              value={extras.returnTime}
              step={900}
              onChange={(event) => set({ returnTime: event.target.value })}
              aria-invalid={returnError ? true : undefined}
              aria-describedby={returnError ? 'home-return-error' : undefined}
              className="field-input h-11"
            />
          </div>
          {returnError ? (
            <p id="home-return-error" role="alert" className="col-span-full text-sm text-danger">
              {returnError}
            </p>
          ) : null}
        </>
      ) : (
        <fieldset
          className="col-span-full"
          aria-describedby={packageError ? 'home-package-error' : undefined}
        >
          <legend className="field-label">
            <Trans>Package</Trans>
          </legend>
          <div className="grid grid-cols-3 gap-2">
            {LOCAL_PACKAGES.map((pack, index) => {
              const hours = format.number(LOCAL_PACKAGE_TERMS[pack].hours);
              const km = format.number(LOCAL_PACKAGE_TERMS[pack].km);
              return (
                <label
                  key={pack}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-slate-200 bg-white px-2 py-2 text-center text-sm font-semibold transition hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500"
                >
                  <input
                    type="radio"
                    name="package"
                    id={index === 0 ? 'home-package' : undefined}
                    value={pack}
                    checked={extras.package === pack}
                    onChange={() => set({ package: pack })}
                    className="sr-only"
                  />
                  <Trans>
                    {hours} h / {km} km
                  </Trans>
                </label>
              );
            })}
          </div>
          {packageError ? (
            <p id="home-package-error" role="alert" className="mt-1 text-sm text-danger">
              {packageError}
            </p>
          ) : null}
        </fieldset>
      )}
      {asksPlace ? (
        <div className="col-span-full">
          <PlacePicker
            id="home-to"
            label={t`To`}
            city={city}
            value={extras.to}
            onChange={(to) => set({ to })}
            error={message(shown.to)}
          />
        </div>
      ) : null}
      {tripType === 'local' ? null : (
        <div className="col-span-full sm:col-span-1">
          <label htmlFor="home-km" className="field-label">
            <Trans>Estimated km</Trans>
            {kmRequired ? null : (
              <>
                {' '}
                <span className="font-normal text-muted">
                  <Trans>(optional)</Trans>
                </span>
              </>
            )}
          </label>
          <input
            id="home-km"
            type="number"
            inputMode="numeric"
            min={1}
            max={9999}
            step={1}
            value={extras.km}
            onChange={(event) =>
              set({ km: event.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 4) })
            }
            required={kmRequired}
            aria-invalid={kmError ? true : undefined}
            aria-describedby={kmError ? 'home-km-error' : kmRequired ? 'home-km-hint' : undefined}
            className="field-input h-11"
          />
          {kmError ? (
            <p id="home-km-error" role="alert" className="mt-1 text-sm text-danger">
              {kmError}
            </p>
          ) : kmRequired ? (
            <p id="home-km-hint" className="mt-1 text-xs text-muted">
              <Trans>Needed for a rental: its price counts the km.</Trans>
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
