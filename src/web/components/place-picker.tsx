import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CITIES, DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/constants';
import {
  PLACE_QUERY_MAX,
  PlaceSearchResponseSchema,
  type PlaceSearchResponse,
} from '@shared/contracts/places';
import { apiRequest } from '../lib/api-client';
import { useFormat } from '../lib/i18n/format';
import { MapPinIcon } from './icons';

/** A place as the picker found it: its name in the reader's language, and its route when known. */
export type FoundPlace = PlaceSearchResponse['places'][number];

export interface PlacePickerProps {
  /** The text box's id, where a form finds the field by it (to focus it when refused). */
  id: string;
  label: ReactNode;
  /** The city the trip starts from: the places carry their route (km) from it. */
  city: string;
  /** The chosen place's id, or '' while none is. */
  value: string;
  onChange: (placeId: string, place?: FoundPlace) => void;
  /** Translated already. */
  error?: string;
}

/** How long the customer may pause while typing before the places are asked for. */
const TYPING_PAUSE_MS = 250;
/** The most matches shown: enough to choose from on a phone without a long scroll. */
const SHOWN_MAX = 8;

function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** The places whose name starts with `q` in any script, named in `lang`, with routes from `city`. */
function usePlaces(q: string, lang: Language, city: string, enabled: boolean) {
  const from = (CITIES as readonly string[]).includes(city) ? city : '';
  return useQuery({
    queryKey: ['places', { q, lang, from }] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q, lang });
      if (from) params.set('from', from);
      return apiRequest(`/api/places?${params.toString()}`, {
        schema: PlaceSearchResponseSchema,
        signal,
      });
    },
    select: (answer) => answer.places,
    // The places change only when an operator adds one: a search typed again needs no new call.
    staleTime: 10 * 60_000,
    // While the next letters' matches come, the last ones stay rather than the list blinking.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Where a trip goes (docs/product/trips-and-money.md#places-routes-and-all-in-quotes): a text box
 * that finds places by name in English, Telugu or Hindi, whatever the page's language, and lists
 * them in the reader's language with their state and km from the trip's city. A combobox after
 * the ARIA pattern: the arrows move through the matches, Enter takes one, Escape closes the list.
 */
export function PlacePicker({ id, label, city, value, onChange, error }: PlacePickerProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const lang = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
  const listId = useId();
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);

  const [chosen, setChosen] = useState<FoundPlace | null>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useSettledText(text.trim());

  // A place chosen before this picker was drawn (the trip in the URL) is named from the whole
  // list, which the first search fetches anyway.
  const known = chosen?.id === value ? chosen : null;
  const lookup = usePlaces('', lang, city, value !== '' && known === null);
  const named = known ?? lookup.data?.find((place) => place.id === value) ?? null;
  const nameOf = (place: FoundPlace) => place.names[lang];

  // The box shows the chosen place's name, again when the language changes, until it is typed in.
  const [editing, setEditing] = useState(false);
  const shown = editing ? text : named ? nameOf(named) : value === '' ? text : '';

  const search = usePlaces(typed, lang, city, open);
  const matches = (search.data ?? []).slice(0, SHOWN_MAX);
  const waiting = open && (search.isPending || typed !== text.trim());

  const choose = (place: FoundPlace) => {
    setChosen(place);
    setEditing(false);
    setText(nameOf(place));
    setOpen(false);
    setActive(-1);
    onChange(place.id, place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((index) => (matches.length === 0 ? -1 : (index + 1) % matches.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((index) =>
          matches.length === 0 ? -1 : index <= 0 ? matches.length - 1 : index - 1,
        );
        break;
      case 'Enter': {
        // Enter takes the highlighted match rather than sending the form half filled.
        const place = open
          ? (matches[active] ?? (matches.length === 1 ? matches[0] : undefined))
          : undefined;
        if (place) {
          event.preventDefault();
          choose(place);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (shown !== '') {
          // A second Escape empties the box, as a native search box does.
          event.preventDefault();
          setEditing(true);
          setText('');
          if (value !== '') onChange('');
        }
        break;
    }
  };

  const found = matches.length;
  const activeId = open && matches[active] ? `${listId}-${active}` : undefined;

  return (
    <div className="relative min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <MapPinIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-brand-600" />
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          enterKeyHint="done"
          maxLength={PLACE_QUERY_MAX}
          placeholder={t`Type a place, e.g. Tirupati`}
          value={shown}
          onChange={(event) => {
            setEditing(true);
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            // Typing over a chosen place unchooses it: the trip must not go to a name not shown.
            if (value !== '') onChange('');
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            // What was typed and not chosen goes; the box shows the chosen place (or stays empty).
            setEditing(false);
            if (value === '') setText('');
          }}
          onKeyDown={onKeyDown}
          className="field-input h-11 pl-10"
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={typeof label === 'string' ? label : undefined}
        hidden={!open || matches.length === 0}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {matches.map((place, index) => {
          const state = place.state;
          const km = place.route ? format.number(place.route.km) : null;
          return (
            <li
              key={place.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // The press must not blur the box first, which would close the list under the finger.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
              className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 ${index === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
            >
              <span className="font-medium text-ink">{nameOf(place)}</span>
              <span className="text-xs text-muted">
                {km !== null ? (
                  <Trans>
                    {state} · {km} km
                  </Trans>
                ) : (
                  state
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {open ? (
        <div
          role="status"
          className={
            matches.length > 0 || (!waiting && !search.isError && typed === '')
              ? 'sr-only'
              : 'absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-slate-200 bg-white px-3 py-3 text-sm text-muted shadow-lg'
          }
        >
          {search.isError ? (
            <span className="flex flex-wrap items-center gap-2 text-danger">
              <Trans>Places could not be loaded.</Trans>
              <button
                type="button"
                className="font-semibold underline"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => void search.refetch()}
              >
                <Trans>Try again</Trans>
              </button>
            </span>
          ) : waiting && matches.length === 0 ? (
            <Trans>Finding places…</Trans>
          ) : matches.length === 0 && typed !== '' ? (
            <Trans>No place called “{typed}”. Try another spelling.</Trans>
          ) : found > 0 ? (
            <Trans>{found} places found</Trans>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
