import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CITIES, isLanguage, type City } from '@shared/constants';
import type { Place, Route } from '@shared/contracts/places';
import { DeskTable } from '../../components/console/desk-table';
import { FilterButtons } from '../../components/console/filter-buttons';
import { ListSkeleton } from '../../components/console/list-parts';
import { CouldNotLoad, Notice, PageTitle } from '../../components/console/page-parts';
import { Field } from '../../components/form';
import { useFormat } from '../../lib/i18n/format';
import { CITY_LABELS } from '../../lib/i18n/labels';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RouteIcon } from '../components/icons';
import { OpsLayout } from '../layout/ops-layout';
import { cityPlaceId, usePlaces, useRoutes } from './api';
import { stateName } from './labels';
import { RouteDialog } from './route-dialog';

/** The longest search the box takes: a place's name. */
const SEARCH_MAX = 60;

/** The city the address names (`?from=hyderabad`); the first city otherwise. */
function cityOf(params: URLSearchParams): City {
  const from = params.get('from');
  return CITIES.find((city) => cityPlaceId(city) === from) ?? CITIES[0];
}

/**
 * /ops/routes (docs/product/trips-and-money.md#places-routes-and-all-in-quotes): the road km, the
 * tolls one way and the states crossed from each city to each place, that the all-in quotes are
 * made of, with where each figure came from; an operator corrects one, saying where the new
 * figures came from. The city and the search live in the address.
 */
export function RoutesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Routes`);
  return (
    <OpsLayout>
      <PageTitle
        title={t`Routes`}
        subtitle={t`The road distance, tolls and states crossed from each city to each place, that all-in quotes are made of. Correct a figure and say where it came from: the next quotes use it.`}
      />
      <CityRoutes />
    </OpsLayout>
  );
}

/** A route with its destination, as the table shows it. */
interface PlaceRoute {
  route: Route;
  place: Place | undefined;
  /** The destination's name in the reader's language (its id if the place is unknown). */
  name: string;
}

function CityRoutes() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const chosen = cityOf(params);
  const q = (params.get('q') ?? '').slice(0, SEARCH_MAX);
  const routes = useRoutes();
  const places = usePlaces();
  const [editing, setEditing] = useState<PlaceRoute | null>(null);
  const cityButtons = useRef<HTMLDivElement>(null);
  // On a phone the row of cities scrolls sideways: the chosen one (Tirupati, last) is brought in.
  useEffect(() => {
    cityButtons.current
      ?.querySelector<HTMLElement>('[aria-pressed="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [chosen]);
  const city = i18n._(CITY_LABELS[chosen]);
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';

  // Each change replaces the address's entry: typing a search is not a way back.
  const show = (next: { city?: City; q?: string }) => {
    const query = new URLSearchParams({ from: cityPlaceId(next.city ?? chosen) });
    const search = next.q ?? q;
    if (search) query.set('q', search);
    setParams(query, { replace: true });
  };

  let content;
  if (routes.isPending || places.isPending) {
    content = <ListSkeleton label={<Trans>Loading the routes…</Trans>} cardHeight="h-28" />;
  } else if (routes.isError || places.isError) {
    content = (
      <CouldNotLoad
        query={routes.isError ? routes : places}
        title={t`We could not load the routes`}
      />
    );
  } else {
    const placeById = new Map(places.data.map((place) => [place.id, place]));
    const all = routes.data
      .filter((route) => route.from === cityPlaceId(chosen))
      .map((route): PlaceRoute => {
        const place = placeById.get(route.to);
        return { route, place, name: place ? place.names[language] : route.to };
      })
      .sort((a, b) => a.name.localeCompare(b.name, format.tag));
    const words = q.trim().toLocaleLowerCase();
    const shown = words
      ? all.filter(({ route, place }) =>
          [route.to, ...(place ? Object.values(place.names) : [])].some((name) =>
            name.toLocaleLowerCase().includes(words),
          ),
        )
      : all;
    content =
      shown.length > 0 ? (
        <>
          <RouteTable city={city} routes={shown} onEdit={setEditing} />
          <RouteCards city={city} routes={shown} onEdit={setEditing} />
        </>
      ) : words ? (
        <Notice
          icon={<RouteIcon />}
          title={t`No place matches this search`}
          actions={
            <button type="button" className="btn-outline" onClick={() => show({ q: '' })}>
              <Trans>Show every route</Trans>
            </button>
          }
        >
          <Trans>Try part of the place's name, in English, Telugu or Hindi.</Trans>
        </Notice>
      ) : (
        <Notice icon={<RouteIcon />} title={t`No routes from ${city} yet`} />
      );
  }

  return (
    <div className="space-y-6">
      <FilterButtons
        ref={cityButtons}
        label={t`Routes from`}
        className="flex gap-2 overflow-x-auto pb-1"
        value={chosen}
        onChange={(next) => show({ city: next })}
        options={CITIES.map((value) => ({ value, label: i18n._(CITY_LABELS[value]) }))}
      />
      <form
        role="search"
        aria-labelledby={searchId}
        noValidate
        // The list narrows as the reader types: there is nothing to send.
        onSubmit={(event) => event.preventDefault()}
        className="card p-5 sm:p-6"
      >
        <h2 id={searchId} className="sr-only">
          <Trans>Search the routes</Trans>
        </h2>
        <div className="max-w-md">
          <Field label={t`Place`} error={undefined}>
            {(control) => (
              <input
                type="search"
                className="field-input"
                autoComplete="off"
                maxLength={SEARCH_MAX}
                value={q}
                onChange={(event) => show({ q: event.target.value })}
                {...control}
              />
            )}
          </Field>
        </div>
      </form>
      <section aria-labelledby={`${searchId}-list`}>
        <h2 id={`${searchId}-list`} className="mb-3 text-xl font-bold text-brand-900">
          <Trans>Routes from {city}</Trans>
        </h2>
        {content}
      </section>
      {editing ? (
        <RouteDialog
          route={editing.route}
          place={editing.name}
          city={city}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

interface ListProps {
  /** The city the routes start from, in the reader's language. */
  city: string;
  routes: PlaceRoute[];
  onEdit: (route: PlaceRoute) => void;
}

/** The states a route enters, in order; none when it stays in the city's own state. */
function StatesCrossed({ route }: { route: Route }) {
  const { i18n } = useLingui();
  if (route.borders.length === 0) return <Trans>None</Trans>;
  return <>{route.borders.map((code) => stateName(i18n, code)).join(', ')}</>;
}

function SourceNote({ source }: { source: string }) {
  return (
    <p className="mt-2 break-words text-xs text-muted">
      <Trans>Source: {source}</Trans>
    </p>
  );
}

function EditButton({ item, onEdit }: { item: PlaceRoute; onEdit: ListProps['onEdit'] }) {
  const { t } = useLingui();
  const place = item.name;
  return (
    <button
      type="button"
      className="btn-outline min-h-9 px-3 py-1.5 text-sm"
      aria-label={t`Edit the route to ${place}`}
      onClick={() => onEdit(item)}
    >
      <Trans>Edit</Trans>
    </button>
  );
}

/** Desks: one row per route. */
function RouteTable({ city, routes, onEdit }: ListProps) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <DeskTable
      caption={t`Routes from ${city}, by place`}
      columns={[
        { label: <Trans>Place</Trans> },
        { label: <Trans>Distance</Trans>, end: true },
        { label: <Trans>Tolls, car</Trans>, end: true },
        { label: <Trans>Tolls, minibus</Trans>, end: true },
        { label: <Trans>States crossed</Trans> },
        { label: <Trans>Source</Trans> },
        { label: <Trans>Actions</Trans> },
      ]}
    >
      {routes.map((item) => (
        <tr key={item.route.to} className="align-top">
          <th scope="row" className="px-4 py-3 font-semibold text-ink">
            {item.name}
          </th>
          <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
            {format.number(item.route.km)} km
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
            {format.rupees(item.route.tolls.car)}
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
            {format.rupees(item.route.tolls.lcv)}
          </td>
          <td className="px-4 py-3">
            <StatesCrossed route={item.route} />
          </td>
          <td className="min-w-48 max-w-xs px-4 py-3 text-xs text-muted">{item.route.source}</td>
          <td className="px-4 py-3">
            <EditButton item={item} onEdit={onEdit} />
          </td>
        </tr>
      ))}
    </DeskTable>
  );
}

/** Phones: a card per route, its figures side by side and the edit at the bottom. */
function RouteCards({ city, routes, onEdit }: ListProps) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t`Routes from ${city}, by place`}>
      {routes.map((item) => (
        <li key={item.route.to} className="card p-4">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 break-words font-semibold text-ink">{item.name}</p>
            <p className="shrink-0 font-semibold tabular-nums text-ink">
              {format.number(item.route.km)} km
            </p>
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-muted">
                <Trans>Tolls, car</Trans>
              </dt>
              <dd className="tabular-nums">{format.rupees(item.route.tolls.car)}</dd>
            </div>
            <div>
              <dt className="text-muted">
                <Trans>Tolls, minibus</Trans>
              </dt>
              <dd className="tabular-nums">{format.rupees(item.route.tolls.lcv)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted">
                <Trans>States crossed</Trans>
              </dt>
              <dd>
                <StatesCrossed route={item.route} />
              </dd>
            </div>
          </dl>
          <SourceNote source={item.route.source} />
          <div className="mt-3">
            <EditButton item={item} onEdit={onEdit} />
          </div>
        </li>
      ))}
    </ul>
  );
}
