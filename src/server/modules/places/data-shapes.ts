// The shapes of the reviewed places data (place-data.ts, route-data.ts, permit-data.ts), which
// start-up copies into the database for quotes to read.
import type { PlaceKind } from '../../../shared/contracts/places.js';

/** Indian states and union territories a route can enter, by their vehicle registration codes. */
export type StateCode = 'AP' | 'TS' | 'KA' | 'TN' | 'OD' | 'MH' | 'PY' | 'CG' | 'GA' | 'KL';
export interface PlaceData {
  /**
   * A lower-case slug, stable forever: it is the place's id in URLs and the API
   * (e.g. 'tirumala', 'hyderabad-airport').
   */
  id: string;
  names: { en: string; te: string; hi: string }; // Telugu script and Devanagari, as locals write
  state: StateCode;
  kind: PlaceKind;
  lat: number; // WGS84 degrees, 4 decimals
  lng: number;
}

/**
 * Tolls one way, whole rupees, per vehicle class: 'car' = car/jeep/van (up to 9 seats),
 * 'lcv' = minibus / tempo traveller (10+ seats).
 */
export interface Tolls {
  car: number;
  lcv: number;
}
export interface RouteData {
  /**
   * One of the five Saarthi cities' place ids: 'vijayawada', 'guntur', 'hyderabad',
   * 'visakhapatnam', 'tirupati'.
   */
  from: string;
  to: string; // a place id
  km: number; // road distance one way, whole km
  tolls: Tolls; // one way
  /**
   * The states entered on the way, in order, other than the start city's own state (empty inside
   * one state; a route from Hyderabad (TS) to Tirupati (AP) enters ['AP']).
   */
  borders: StateCode[];
  /**
   * Where the figures came from, in one short honest sentence (the highways followed, how km and
   * tolls were estimated).
   */
  source: string;
}

/**
 * The state permit a car pays to enter a state on a tourist trip, whole rupees, by seats: up to 7
 * seats, 8–13, 14 and more.
 */
export interface PermitData {
  state: StateCode;
  upTo7: number;
  upTo13: number;
  over13: number;
  source: string;
}
