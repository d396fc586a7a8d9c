import type { DefaultValues } from 'react-hook-form';
import { DEFAULT_CATEGORY, type City } from '@shared/constants';
import { FUEL_TYPES } from '@shared/partner-constants';
import type { CarBodyInput, PartnerCar } from '@shared/contracts/fleet';
import type { OwnRates } from '@shared/rate-card';

export const RATE_NAMES = ['perKmFirst', 'perKmBeyond', 'base', 'perExtraHour'] as const;

/** The car's own rates: an empty one follows the category's row of the price table. */
export const ownRatesOf = (car: PartnerCar): OwnRates => car.ownRates;

const isFuel = (value: string): value is (typeof FUEL_TYPES)[number] =>
  (FUEL_TYPES as readonly string[]).includes(value);

/**
 * The editor's starting values: the car as it stands, or a new one in the company's first city.
 * What a car listed before partners ran their fleets lacks (registration, body type, a fuel the
 * form does not offer) starts empty, so the form asks for it.
 */
export function carFormValues(
  car: PartnerCar | undefined,
  city: string,
): DefaultValues<CarBodyInput> {
  if (!car) {
    return {
      carName: '',
      carModel: '',
      modelYear: null,
      // Fuel and body type are left for the partner to choose: a wrong guess would be listed.
      category: DEFAULT_CATEGORY,
      seater: 4,
      luggage: 2,
      ac: true,
      city: city as City,
      registrationNumber: '',
      photos: [],
      defaultDriverId: null,
      rates: { perKmFirst: null, perKmBeyond: null, base: null, perExtraHour: null },
      localPackagePrices: {},
      newPrice: undefined,
      oldPrice: undefined,
      availability: true,
    };
  }
  const rates = ownRatesOf(car);
  // The card's price follows the base fare unless the partner set another; the struck-through
  // price is shown only when it differs from the price (it equals it when not set).
  const newPrice = car.newPrice === car.rates.base ? undefined : car.newPrice;
  const oldPrice = car.oldPrice === car.newPrice ? undefined : car.oldPrice;
  return {
    carName: car.carName,
    carModel: car.carModel,
    modelYear: car.modelYear,
    fuelType: isFuel(car.fuelType) ? car.fuelType : undefined,
    bodyType: car.bodyType ?? undefined,
    category: car.category,
    serviceType: car.serviceType,
    seater: car.seater,
    luggage: car.luggage,
    ac: car.ac,
    city: car.city as City,
    registrationNumber: car.registrationNumber ?? '',
    photos: car.photos,
    defaultDriverId: car.defaultDriverId,
    rates,
    localPackagePrices: car.ownPackagePrices,
    newPrice,
    oldPrice,
    availability: car.availability,
  };
}
