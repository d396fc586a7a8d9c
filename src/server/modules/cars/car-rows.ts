/**
 * How a stored car becomes the API's car: the columns a card reads, with its owner and its
 * trip's tariff, and the rows of the `car_detail` function, in one shape for the list and the
 * car page alike.
 */
import type { Car } from '../../../shared/contracts/cars.js';
import { effectiveRates, type OwnRates } from '../../../shared/rate-card.js';
import { averageRating } from '../../../shared/rating.js';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { cars, travelCompanies } from '../../db/schema/index.js';

/** The columns a car card needs, with its owner from the same row of the join. */
const carColumns = {
  _id: cars.id,
  car_name: cars.carName,
  car_model: cars.carModel,
  model_year: cars.modelYear,
  fuel_type: cars.fuelType,
  new_price: cars.newPrice,
  old_price: cars.oldPrice,
  category: cars.category,
  service_type: cars.serviceType,
  seater: cars.seater,
  luggage: cars.luggage,
  ac: cars.ac,
  city: cars.city,
  availability: cars.availability,
  car_image: cars.carImage,
  driver_name: cars.driverName,
  driver_age: cars.driverAge,
  driver_lisence: cars.driverLicence,
  driver_image: cars.driverImage,
  driver_languages: cars.driverLanguages,
  driver_experience_years: cars.driverExperienceYears,
  rates: {
    perKmFirst: cars.ratePerKmFirst,
    perKmBeyond: cars.ratePerKmBeyond,
    base: cars.baseFare,
    perExtraHour: cars.ratePerExtraHour,
  },
  user: {
    _id: travelCompanies.id,
    travelsName: travelCompanies.travelsName,
    city: travelCompanies.city,
    imageUrl: travelCompanies.imageUrl,
    ratingTotal: travelCompanies.ratingTotal,
    ratingCount: travelCompanies.ratingCount,
    verified: travelCompanies.verified,
    trending: travelCompanies.trending,
  },
};

export type CarRow = Omit<Car, 'user' | 'rates' | 'driver_languages'> & {
  driver_languages: string[] | null;
  rates: OwnRates;
  user: Omit<Car['user'], 'rating'> & { ratingTotal: number; ratingCount: number };
};

/** The one place a stored car becomes the API's car (list and detail alike). */
export function toCar({
  user: { ratingTotal, ratingCount, ...company },
  rates,
  driver_languages,
  ...car
}: CarRow): Car {
  return {
    ...car,
    driver_languages: driver_languages ?? [],
    rates: effectiveRates(car.category, rates),
    // docs/product/storefront.md#owner-rating: the owner rating is the average of the feedback the company received.
    user: { ...company, rating: averageRating(ratingTotal, ratingCount) },
  };
}

/** A row of the `car_detail` database function, in its column names. */
export interface CarDetailRow {
  id: string;
  car_name: string;
  car_model: string;
  model_year: number | null;
  fuel_type: string;
  new_price: number;
  old_price: number;
  category: Car['category'];
  service_type: Car['service_type'];
  seater: number;
  luggage: number;
  ac: boolean;
  city: string;
  availability: boolean;
  car_image: string;
  driver_name: string | null;
  driver_age: number | null;
  driver_licence: string | null;
  driver_image: string | null;
  driver_languages: string[] | null;
  driver_experience_years: number | null;
  rate_per_km_first: number | null;
  rate_per_km_beyond: number | null;
  base_fare: number | null;
  rate_per_extra_hour: number | null;
  company_id: string;
  company_name: string;
  company_city: string;
  company_image_url: string;
  company_rating_total: number;
  company_rating_count: number;
  company_verified: boolean;
  company_trending: boolean;
}

export function fromDetailRow(row: CarDetailRow): CarRow {
  return {
    _id: row.id,
    car_name: row.car_name,
    car_model: row.car_model,
    model_year: row.model_year,
    fuel_type: row.fuel_type,
    new_price: row.new_price,
    old_price: row.old_price,
    category: row.category,
    service_type: row.service_type,
    seater: row.seater,
    luggage: row.luggage,
    ac: row.ac,
    city: row.city,
    availability: row.availability,
    car_image: row.car_image,
    driver_name: row.driver_name,
    driver_age: row.driver_age,
    driver_lisence: row.driver_licence,
    driver_image: row.driver_image,
    driver_languages: row.driver_languages,
    driver_experience_years: row.driver_experience_years,
    rates: {
      perKmFirst: row.rate_per_km_first,
      perKmBeyond: row.rate_per_km_beyond,
      base: row.base_fare,
      perExtraHour: row.rate_per_extra_hour,
    },
    user: {
      _id: row.company_id,
      travelsName: row.company_name,
      city: row.company_city,
      imageUrl: row.company_image_url,
      ratingTotal: row.company_rating_total,
      ratingCount: row.company_rating_count,
      verified: row.company_verified,
      trending: row.company_trending,
    },
  };
}

/** What a car's quote needs beyond its card: its package prices and its company's defaults. */
const tripColumns = {
  tariff: {
    localPackagePrices: cars.localPackagePrices,
    driverAllowancePerDay: travelCompanies.driverAllowancePerDay,
    nightChargePerNight: travelCompanies.nightChargePerNight,
    outstationMinKmPerDay: travelCompanies.outstationMinKmPerDay,
  },
};

/** A card's columns, its trip's with them. */
export const pageColumns = { ...carColumns, ...tripColumns };

/** A car of a page: its card, its trip's tariff, and the key it is ordered by. */
export type PageRow = SelectResultFields<typeof pageColumns> & { sortKey: string | number };
