/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: records as the API sends them, never shown by the app */
import { type PartnerCar, type PartnerDriver } from '@shared/contracts/fleet';
import { indiaToday } from '@shared/india-time';
import type { PartnerCompany } from '@shared/contracts/partner';
import { gstinCheckCharacter } from '@shared/validators';

/** An India calendar day (YYYY-MM-DD) this many days from today; negative: in the past. */
export function daysFromToday(days: number): string {
  const date = new Date(`${indiaToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A GSTIN that passes the check character, for a PAN and a state code (37: Andhra Pradesh). */
export function gstinOf(pan: string, state = '37'): string {
  const first14 = `${state}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** Test factory: the company as GET /api/partner/company answers it. */
export function makeCompany(overrides: Partial<PartnerCompany> = {}): PartnerCompany {
  return {
    _id: crypto.randomUUID(),
    travelsName: 'Krishna River Cabs',
    legalName: 'Krishna River Cabs Private Limited',
    city: 'Vijayawada',
    citiesServed: ['Vijayawada', 'Guntur'],
    address: '12-3-4, Eluru Road, Vijayawada 520002',
    gstin: gstinOf('AAKCK1234Q'),
    pan: 'AAKCK1234Q',
    phone: '9848022334',
    whatsapp: '9848022335',
    email: 'bookings@krishnarivercabs.in',
    imageUrl: '',
    upiId: 'krishnarivercabs@okhdfcbank',
    status: 'verified',
    statusReason: '',
    driverAllowancePerDay: 300,
    nightChargePerNight: 250,
    outstationMinKmPerDay: 250,
    createdAt: '2025-06-01T09:30:00.000Z',
    ...overrides,
  };
}

/** GET /api/partner/company's answer for the signed-in partner. */
export const companyAnswer = (overrides: Partial<PartnerCompany> = {}) => ({
  body: { success: true, company: makeCompany(overrides) },
});

/** Test factory: a car as GET /api/partner/cars answers it (a regular Dzire at the table's rates). */
export function makeCar(overrides: Partial<PartnerCar> = {}): PartnerCar {
  return {
    _id: crypto.randomUUID(),
    status: 'draft',
    carName: 'Maruti Suzuki Dzire',
    carModel: 'VXi 2022',
    modelYear: 2022,
    fuelType: 'Diesel',
    category: 'regular',
    serviceType: 'rental',
    seater: 4,
    luggage: 2,
    ac: true,
    bodyType: 'sedan',
    city: 'Vijayawada',
    registrationNumber: 'AP16AB1234',
    availability: true,
    carImage: '/uploads/dzire-front.jpg',
    photos: ['/uploads/dzire-front.jpg', '/uploads/dzire-seats.jpg'],
    defaultDriverId: null,
    rates: { perKmFirst: 5, perKmBeyond: 8, base: 2000, perExtraHour: 100 },
    ownRates: { perKmFirst: null, perKmBeyond: null, base: null, perExtraHour: null },
    packagePrices: { '4h40km': 900, '8h80km': 1600, '12h120km': 2200 },
    ownPackagePrices: {},
    statusReason: '',
    newPrice: 2000,
    oldPrice: 2000,
    createdAt: '2025-06-10T09:30:00.000Z',
    ...overrides,
  };
}

/** GET /api/partner/cars's answer. */
export const carsAnswer = (cars: PartnerCar[]) => ({ body: { success: true, cars } });

/** Test factory: a driver as GET /api/partner/drivers answers one, the licence valid for years. */
export function makeDriver(overrides: Partial<PartnerDriver> = {}): PartnerDriver {
  return {
    _id: crypto.randomUUID(),
    name: 'Ravi Kumar',
    photo: '',
    age: 38,
    languages: ['Telugu', 'Hindi'],
    experienceYears: 12,
    licence: 'XXXX…2345',
    licenceExpiresOn: daysFromToday(900),
    status: 'verified',
    statusReason: '',
    archived: false,
    createdAt: '2025-06-01T09:30:00.000Z',
    ...overrides,
  };
}

/** GET /api/partner/drivers's answer. */
export const driversAnswer = (drivers: PartnerDriver[]) => ({ body: { success: true, drivers } });

/** A refusal as the API words it: `{ success: false, message, code, params }` with its status. */
export const refusal = (
  status: number,
  message: string,
  code: string,
  params?: Record<string, string | number>,
) => ({
  status,
  body: { success: false, message, code, ...(params ? { params } : {}) },
});

/** What the API answers a signed-in customer (no company yet) on GET /api/partner/company. */
export const CUSTOMER_REFUSAL = refusal(
  403,
  'This is for travel company partners: register your company first',
  'partner_only',
);

/** What the API answers any change a suspended company asks for. */
export const COMPANY_SUSPENDED = refusal(
  409,
  'Your company is suspended: contact Saarthi support',
  'company_suspended',
);

/** The server out of service for a while: a 503, tried again by the app a second later. */
export const SERVICE_UNAVAILABLE = refusal(
  503,
  'Service temporarily unavailable',
  'service_unavailable',
);

/** An API answer that fails (a 503) until the test calls `recover()`, then is `answer()`. */
export function outage<T>(answer: () => T, failure = SERVICE_UNAVAILABLE) {
  let down = true;
  return {
    answer: () => (down ? failure : answer()),
    recover: () => {
      down = false;
    },
  };
}
export type Outage = ReturnType<typeof outage>;

export const SITE_CONFIG = {
  supportPhone: '+91 90000 12345',
  supportEmail: 'support@saarthi.in',
  officeAddress: 'MG Road, Vijayawada',
  social: { facebook: '', instagram: '', twitter: '', youtube: '', linkedin: '' },
  googleClientId: null,
};
