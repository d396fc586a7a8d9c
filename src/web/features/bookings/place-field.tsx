import { Trans, useLingui } from '@lingui/react/macro';
import { Field } from '../../components/form';
import { RetryButton } from '../../components/retry-button';
import { useFormat } from '../../lib/i18n/format';
import { useReachablePlaces, type PlaceWithRoute } from '../../lib/places';

/**
 * Where the trip goes, chosen from the places the car's city has a route to: a plain select of
 * the whole list (about sixty places), which every phone and screen reader knows.
 */
export function PlaceField({
  id,
  label,
  city,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  label: string;
  /** The city the car starts from: the places are those it has a route to. */
  city: string;
  /** The chosen place's id; empty when none. */
  value: string;
  onChange: (placeId: string, place?: PlaceWithRoute) => void;
  /** Translated already. */
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const places = useReachablePlaces(city, i18n.locale);
  const reachable = places.data ?? [];
  const known = reachable.some((place) => place.id === value);
  return (
    <div className="space-y-1">
      <Field id={id} label={label} hint={hint} error={error}>
        {(control) => (
          <select
            {...control}
            value={value}
            onChange={(event) => {
              const placeId = event.target.value;
              onChange(
                placeId,
                reachable.find((place) => place.id === placeId),
              );
            }}
            aria-busy={places.isPending || undefined}
            className="field-input"
          >
            <option value="">
              {places.isPending ? t`Loading the places…` : t`Choose a place`}
            </option>
            {/* A place from the URL stays chosen while the list loads (or if it is not in it). */}
            {value && !known ? <option value={value}>{value}</option> : null}
            {reachable.map((place) => {
              const { name } = place;
              const km = place.route ? format.number(place.route.km) : '';
              return (
                <option key={place.id} value={place.id}>
                  {km ? t`${name} · ${km} km` : name}
                </option>
              );
            })}
          </select>
        )}
      </Field>
      {places.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          <Trans>The places could not be loaded.</Trans>
          <RetryButton onRetry={() => void places.refetch()} retrying={places.isRefetching} />
        </div>
      ) : null}
    </div>
  );
}
