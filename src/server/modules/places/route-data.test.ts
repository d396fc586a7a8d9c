import { describe, expect, it } from 'vitest';
import type { PlaceData, StateCode } from './data-shapes.js';
import { ROUTE_STATES } from '../../../shared/contracts/places.js';
import { PERMITS } from './permit-data.js';
import { PLACES } from './place-data.js';
import { ROUTES } from './route-data.js';

const CITIES = ['vijayawada', 'guntur', 'hyderabad', 'visakhapatnam', 'tirupati'];

const placeById = new Map(PLACES.map((place) => [place.id, place]));

const placeOf = (id: string): PlaceData => {
  const place = placeById.get(id);
  if (!place) throw new Error(`unknown place ${id}`);
  return place;
};

/** Great-circle distance in km: no road can be shorter than this. */
const haversineKm = (a: PlaceData, b: PlaceData): number => {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

// Each failing check names its routes, so one bad figure is easy to find in the output.
const label = (route: { from: string; to: string }) => `${route.from} → ${route.to}`;

describe('places', () => {
  it('lists at least 45 places, including the five cities', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(45);
    for (const city of CITIES) expect(placeById.has(city), city).toBe(true);
  });

  it('gives every place a unique lower-case slug as its id', () => {
    const ids = PLACES.map((place) => place.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names every place in English, in Telugu script and in Devanagari', () => {
    for (const { id, names } of PLACES) {
      expect(names.en.trim(), id).not.toBe('');
      expect(names.te, id).toMatch(/[\u0C00-\u0C7F]/);
      expect(names.hi, id).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('puts every place inside the latitudes and longitudes of India', () => {
    for (const { id, lat, lng } of PLACES) {
      expect(lat, id).toBeGreaterThanOrEqual(8);
      expect(lat, id).toBeLessThanOrEqual(28);
      expect(lng, id).toBeGreaterThanOrEqual(68);
      expect(lng, id).toBeLessThanOrEqual(90);
    }
  });
});

describe('routes', () => {
  it('only joins places that exist', () => {
    for (const route of ROUTES) {
      expect(placeById.has(route.from), label(route)).toBe(true);
      expect(placeById.has(route.to), label(route)).toBe(true);
    }
  });

  it('starts every route in one of the five cities', () => {
    for (const route of ROUTES) expect(CITIES, label(route)).toContain(route.from);
  });

  it('gives each city exactly one route to every other place and none to itself', () => {
    for (const city of CITIES) {
      const targets = ROUTES.filter((route) => route.from === city).map((route) => route.to);
      const expected = PLACES.map((place) => place.id).filter((id) => id !== city);
      expect([...targets].sort(), city).toEqual([...expected].sort());
    }
    expect(ROUTES).toHaveLength(CITIES.length * (PLACES.length - 1));
  });

  it('keeps road km between the straight-line distance and 1.6 times it plus 15 km', () => {
    const implausible = ROUTES.flatMap((route) => {
      const straight = haversineKm(placeOf(route.from), placeOf(route.to));
      const ok = route.km >= Math.floor(straight) && route.km <= 1.6 * straight + 15;
      const found = `${route.km} km by road, ${Math.round(straight)} km straight`;
      return ok ? [] : [`${label(route)}: ${found}`];
    });
    expect(implausible).toEqual([]);
  });

  it('gives road km as whole numbers', () => {
    for (const route of ROUTES) expect(Number.isInteger(route.km), label(route)).toBe(true);
  });

  it('keeps tolls whole, non-negative, the LCV toll at least the car toll, under ₹2 a km', () => {
    for (const route of ROUTES) {
      const { car, lcv } = route.tolls;
      expect(Number.isInteger(car) && Number.isInteger(lcv), label(route)).toBe(true);
      expect(car, label(route)).toBeGreaterThanOrEqual(0);
      expect(lcv, label(route)).toBeGreaterThanOrEqual(car);
      expect(car, label(route)).toBeLessThanOrEqual(2 * route.km);
    }
  });

  it('only crosses into states that have a permit entry', () => {
    const permitted = new Set<StateCode>(PERMITS.map((permit) => permit.state));
    for (const route of ROUTES) {
      for (const state of route.borders) expect(permitted.has(state), label(route)).toBe(true);
    }
  });

  it('crosses no border inside one state and ends in the destination state otherwise', () => {
    for (const route of ROUTES) {
      const home = placeOf(route.from).state;
      const destination = placeOf(route.to).state;
      if (destination === home) expect(route.borders, label(route)).toEqual([]);
      else expect(route.borders.at(-1), label(route)).toBe(destination);
    }
  });

  it("never lists the start city's own state, or one state twice in a row, as a border", () => {
    for (const route of ROUTES) {
      const home = placeOf(route.from).state;
      expect(route.borders, label(route)).not.toContain(home);
      route.borders.forEach((state, i) => {
        if (i > 0) expect(state, label(route)).not.toBe(route.borders[i - 1]);
      });
    }
  });

  it("says where every route's figures came from", () => {
    for (const route of ROUTES) expect(route.source.trim(), label(route)).not.toBe('');
  });
});

describe('permits', () => {
  it('has one entry per state, with a source', () => {
    const states = PERMITS.map((permit) => permit.state);
    expect(new Set(states).size).toBe(states.length);
    for (const permit of PERMITS) expect(permit.source.trim(), permit.state).not.toBe('');
  });

  it('covers exactly the states an operator may say a route enters', () => {
    expect(PERMITS.map((permit) => permit.state).sort()).toEqual([...ROUTE_STATES].sort());
  });

  it('keeps permit amounts whole, non-negative and rising with the number of seats', () => {
    for (const { state, upTo7, upTo13, over13 } of PERMITS) {
      for (const amount of [upTo7, upTo13, over13]) {
        expect(Number.isInteger(amount), state).toBe(true);
        expect(amount, state).toBeGreaterThanOrEqual(0);
      }
      expect(upTo7, state).toBeLessThanOrEqual(upTo13);
      expect(upTo13, state).toBeLessThanOrEqual(over13);
    }
  });
});
