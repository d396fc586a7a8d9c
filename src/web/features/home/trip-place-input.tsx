import { useLingui } from '@lingui/react/macro';
import type { PlaceWithRoute as Place } from '../../lib/places';

/** How a refused field points at the message the search shows under it. */
export type Described = { 'aria-invalid'?: boolean; 'aria-describedby'?: string };

const folded = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The place typed in the field, by its name in any of the three scripts: the one named exactly
 * so, or else the only one a name of which starts so ("Tirup" is Tirupati); none when unclear.
 */
export function placeNamed(places: readonly Place[], typed: string): Place | undefined {
  const text = folded(typed);
  if (text === '') return undefined;
  const names = (place: Place) => Object.values(place.names).map(folded);
  const exact = places.find((place) => names(place).includes(text));
  if (exact) return exact;
  const started = places.filter((place) => names(place).some((name) => name.startsWith(text)));
  return started.length === 1 ? started[0] : undefined;
}

/**
 * Where the trip goes, typed and completed from the browser's own suggestion list: each place
 * under its name in the reader's script, with its other names and km beside it, so a customer
 * finds Tirupati by typing "తిరు", "तिरु" or "Tiru", on a phone's keyboard as on a desk.
 */
export function TripPlaceInput({
  places,
  value,
  onChange,
  described,
  loading,
}: {
  places: readonly Place[];
  value: string;
  onChange: (text: string) => void;
  /** Its refusal, when there is one: the search says it under the field. */
  described: Described;
  loading: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="col-span-full">
      <label htmlFor="home-to" className="field-label">
        {t`To`}
      </label>
      <input
        id="home-to"
        type="text"
        list="home-places"
        value={value}
        autoComplete="off"
        placeholder={loading ? t`Loading the places…` : t`Type a place, e.g. Tirupati`}
        onChange={(event) => onChange(event.target.value)}
        {...described}
        className="field-input h-11"
      />
      <datalist id="home-places">
        {places.map((place) => {
          const others = Object.entries(place.names)
            .filter(([lang]) => lang !== i18n.locale)
            .map(([, name]) => name);
          const km = place.route?.km ?? 0;
          return (
            <option key={place.id} value={place.name} label={`${others.join(' · ')} · ${km} km`} />
          );
        })}
      </datalist>
    </div>
  );
}
