/* eslint-disable lingui/no-unlocalized-strings -- test fixtures for listing-page.test.tsx: made-up records, never shown to people */
import type {
  CarOffer,
  CarWash,
  DrivingSchool,
  Mechanic,
  Tour,
  Van,
} from '@shared/contracts/listings';

/** Test data for the listing pages: valid against the shared schemas, numbered for easy asserts. */
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const place = {
  city: 'Vijayawada',
  area: 'Benz Circle',
  pincode: '520010',
  imageUrl: '/uploads/demo/listing.svg',
};

export const makeOffer = (n: number, overrides: Partial<CarOffer> = {}): CarOffer => ({
  _id: testId(n),
  title: `Offer ${n}`,
  description: `Description of offer ${n}`,
  imageUrl: `/uploads/demo/offer-${n}.svg`,
  inEnglish: [],
  ...overrides,
});

export const makeVan = (n: number, overrides: Partial<Van> = {}): Van => ({
  _id: testId(n),
  ownerName: `Van Owner ${n}`,
  phone: '9876543210',
  vehicleType: 'Tata Ace',
  capacity: '750 kg',
  ...place,
  ...overrides,
});

export const makeTour = (n: number, overrides: Partial<Tour> = {}): Tour => ({
  _id: testId(n),
  title: `Tour ${n}`,
  destination: 'Araku Valley',
  duration: '2 Days / 1 Night',
  price: 12500,
  description: 'Coffee plantations and the Borra caves.',
  image: `/uploads/demo/tour-${n}.svg`,
  includes: ['Car with driver', 'Fuel and tolls'],
  excludes: ['Meals'],
  itinerary: [
    { day: 1, description: 'Drive from Visakhapatnam to Araku' },
    { day: 2, description: 'Borra caves and return' },
  ],
  inEnglish: [],
  ...overrides,
});

export const makeCarWash = (n: number, overrides: Partial<CarWash> = {}): CarWash => ({
  _id: testId(n),
  name: `Sparkle Wash ${n}`,
  phone: '9123456780',
  rating: 4.5,
  ...place,
  ...overrides,
});

export const makeMechanic = (n: number, overrides: Partial<Mechanic> = {}): Mechanic => ({
  _id: testId(n),
  fullname: `Mechanic ${n}`,
  age: 41,
  experience: 12,
  phone: '9000011111',
  rating: 4,
  ...place,
  ...overrides,
});

export const makeDrivingSchool = (
  n: number,
  overrides: Partial<DrivingSchool> = {},
): DrivingSchool => ({
  _id: testId(n),
  drivingSchoolName: `Safe Drive School ${n}`,
  ownerName: 'K. Srinivas',
  phone: '8888877777',
  establishedYear: 1998,
  vehicleCount: 9,
  instructorCount: 6,
  ...place,
  ...overrides,
});
