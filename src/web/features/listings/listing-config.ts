import * as z from 'zod/mini';
import {
  CarOfferSchema,
  CarWashSchema,
  DrivingSchoolSchema,
  MechanicSchema,
  TourSchema,
  VanSchema,
  type CarOffer,
  type CarWash,
  type DrivingSchool,
  type Mechanic,
  type Tour,
  type Van,
} from '@shared/contracts/listings';
import { paths } from '../../paths';

/** The six side listings (spec §2 "Listing pages"). */
export type ListingKind =
  'offers' | 'vans' | 'tours' | 'carWashes' | 'mechanics' | 'drivingSchools';

/** The record each listing's API answers an array of (spec §3). */
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
  /** The page's h1. */
  title: string;
  subtitle: string;
  /** spec §7 "Listings": each answers a plain array. */
  apiPath: string;
  schema: z.ZodMiniType<ListingRecords[K][]>;
  /** The page's route (spec §2). */
  path: string;
  /** Plural noun used in counts and messages: "18 of 25 car offers". */
  noun: string;
  /** One line for the "Other Services" card that links here. */
  blurb: string;
}

export const LISTINGS: { [K in ListingKind]: ListingConfig<K> } = {
  offers: {
    kind: 'offers',
    title: 'New Car Offers',
    subtitle: 'Fresh deals from dealers across Andhra Pradesh and Telangana',
    apiPath: '/api/caroffers/all',
    schema: z.array(CarOfferSchema),
    path: paths.newCarOffers,
    noun: 'car offers',
    blurb: 'Launch prices, exchange bonuses and easy finance',
  },
  vans: {
    kind: 'vans',
    title: 'Vehicle Carry Vans',
    subtitle: 'Move bikes, cars and goods with trusted van owners near you',
    apiPath: '/api/vans/all',
    schema: z.array(VanSchema),
    path: paths.vehicleCarryVan,
    noun: 'vans',
    blurb: 'Carriers and tempos for bikes, cars and goods',
  },
  tours: {
    kind: 'tours',
    title: 'Tour Packages',
    subtitle: 'Chauffeur-driven trips to temples, hills and beaches, planned day by day',
    apiPath: '/api/tours/all',
    schema: z.array(TourSchema),
    path: paths.tourPackages,
    noun: 'tour packages',
    blurb: 'Day-by-day trips with a car and driver',
  },
  carWashes: {
    kind: 'carWashes',
    title: 'Nearby Car Wash',
    subtitle: 'Rated wash and detailing stations in your city',
    apiPath: '/api/carwash/all',
    schema: z.array(CarWashSchema),
    path: paths.nearbyCarwash,
    noun: 'car wash stations',
    blurb: 'Rated wash and detailing stations',
  },
  mechanics: {
    kind: 'mechanics',
    title: 'Nearby Mechanics',
    subtitle: 'Experienced mechanics to call when your car needs care',
    apiPath: '/api/mechanics/all',
    schema: z.array(MechanicSchema),
    path: paths.nearbyMechanics,
    noun: 'mechanics',
    blurb: 'Experienced hands for repairs and servicing',
  },
  drivingSchools: {
    kind: 'drivingSchools',
    title: 'Driving Schools',
    subtitle: 'Learn to drive with established schools and their instructors',
    apiPath: '/api/drivingschools/all',
    schema: z.array(DrivingSchoolSchema),
    path: paths.drivingSchool,
    noun: 'driving schools',
    blurb: 'Established schools with trained instructors',
  },
};

/** The order of the home service strip (spec §2 Home), reused for "Other Services". */
export const LISTING_KINDS: readonly ListingKind[] = [
  'offers',
  'vans',
  'drivingSchools',
  'tours',
  'carWashes',
  'mechanics',
];
