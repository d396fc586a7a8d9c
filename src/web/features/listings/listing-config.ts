import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import * as z from 'zod/mini';
import {
  type CarOffer,
  type CarWash,
  type DrivingSchool,
  type Mechanic,
  type Tour,
  type Van,
  LISTING_SCHEMAS,
} from '@shared/contracts/listings';
import { paths } from '../../paths';

/** The six side listings (docs/product/storefront.md#side-listings). */
export type ListingKind =
  'offers' | 'vans' | 'tours' | 'carWashes' | 'mechanics' | 'drivingSchools';

/** The record each listing's API answers an array of (docs/product/storefront.md#records-and-fields). */
export interface ListingRecords {
  offers: CarOffer;
  vans: Van;
  tours: Tour;
  carWashes: CarWash;
  mechanics: Mechanic;
  drivingSchools: DrivingSchool;
}

export interface ListingConfig<K extends ListingKind> {
  kind: K;
  /** The page's h1, also the name of the "Other Services" card that links here. */
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  /** docs/product/storefront.md#side-listings: each answers a plain array. */
  apiPath: string;
  schema: z.ZodMiniType<ListingRecords[K][]>;
  /** The page's route (docs/product/storefront.md#pages-and-routes). */
  path: string;
  /** The heading over the cards, which also names the list: "All vans". */
  heading: MessageDescriptor;
  /** The count in the hero: "25 vans listed". */
  listed: (count: number) => MessageDescriptor;
  /** Plural noun for the console log of a failed fetch ("Failed to load vans:"); never shown. */
  logNoun: string;
  /** One line for the "Other Services" card that links here. */
  blurb: MessageDescriptor;
  /**
   * Whether its titles and descriptions are the Saarthi team's words, answered in the reader's
   * language (`?lang=`, decision 014); the others hold names and places, the same in any.
   */
  translated?: true;
}

export const LISTINGS: { [K in ListingKind]: ListingConfig<K> } = {
  offers: {
    kind: 'offers',
    title: msg`New Car Offers`,
    subtitle: msg`Fresh deals from dealers across Andhra Pradesh and Telangana`,
    apiPath: '/api/caroffers/all',
    translated: true,
    schema: z.array(LISTING_SCHEMAS['car-offers']),
    path: paths.newCarOffers,
    heading: msg`All car offers`,
    listed: (count) =>
      msg`${plural(count, { one: '# car offer listed', other: '# car offers listed' })}`,
    logNoun: 'car offers',
    blurb: msg`Launch prices, exchange bonuses and easy finance`,
  },
  vans: {
    kind: 'vans',
    title: msg`Vehicle Carry Vans`,
    subtitle: msg`Move bikes, cars and goods with trusted van owners near you`,
    apiPath: '/api/vans/all',
    schema: z.array(LISTING_SCHEMAS.vans),
    path: paths.vehicleCarryVan,
    heading: msg`All vans`,
    listed: (count) => msg`${plural(count, { one: '# van listed', other: '# vans listed' })}`,
    logNoun: 'vans',
    blurb: msg`Carriers and tempos for bikes, cars and goods`,
  },
  tours: {
    kind: 'tours',
    title: msg`Tour Packages`,
    subtitle: msg`Chauffeur-driven trips to temples, hills and beaches, planned day by day`,
    apiPath: '/api/tours/all',
    translated: true,
    schema: z.array(LISTING_SCHEMAS.tours),
    path: paths.tourPackages,
    heading: msg`All tour packages`,
    listed: (count) =>
      msg`${plural(count, { one: '# tour package listed', other: '# tour packages listed' })}`,
    logNoun: 'tour packages',
    blurb: msg`Day-by-day trips with a car and driver`,
  },
  carWashes: {
    kind: 'carWashes',
    title: msg`Nearby Car Wash`,
    subtitle: msg`Rated wash and detailing stations in your city`,
    apiPath: '/api/carwash/all',
    schema: z.array(LISTING_SCHEMAS['car-washes']),
    path: paths.nearbyCarwash,
    heading: msg`All car wash stations`,
    listed: (count) =>
      msg`${plural(count, { one: '# car wash station listed', other: '# car wash stations listed' })}`,
    logNoun: 'car wash stations',
    blurb: msg`Rated wash and detailing stations`,
  },
  mechanics: {
    kind: 'mechanics',
    title: msg`Nearby Mechanics`,
    subtitle: msg`Experienced mechanics to call when your car needs care`,
    apiPath: '/api/mechanics/all',
    schema: z.array(LISTING_SCHEMAS.mechanics),
    path: paths.nearbyMechanics,
    heading: msg`All mechanics`,
    listed: (count) =>
      msg`${plural(count, { one: '# mechanic listed', other: '# mechanics listed' })}`,
    logNoun: 'mechanics',
    blurb: msg`Experienced hands for repairs and servicing`,
  },
  drivingSchools: {
    kind: 'drivingSchools',
    title: msg`Driving Schools`,
    subtitle: msg`Learn to drive with established schools and their instructors`,
    apiPath: '/api/drivingschools/all',
    schema: z.array(LISTING_SCHEMAS['driving-schools']),
    path: paths.drivingSchool,
    heading: msg`All driving schools`,
    listed: (count) =>
      msg`${plural(count, { one: '# driving school listed', other: '# driving schools listed' })}`,
    logNoun: 'driving schools',
    blurb: msg`Established schools with trained instructors`,
  },
};

/** The order of the home service strip (docs/product/storefront.md#home), reused for "Other Services". */
export const LISTING_KINDS: readonly ListingKind[] = [
  'offers',
  'vans',
  'drivingSchools',
  'tours',
  'carWashes',
  'mechanics',
];
