/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: records as the API sends them, never shown by the app */
import type { PartnerCompany } from '@shared/contracts/partner';
import { gstinCheckCharacter } from '@shared/validators';

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
    status: 'verified',
    statusReason: '',
    driverAllowancePerDay: 300,
    nightChargePerNight: 250,
    outstationMinKmPerDay: 250,
    createdAt: '2025-06-01T09:30:00.000Z',
    ...overrides,
  };
}

/** What the API answers a signed-in customer (no company yet) on GET /api/partner/company. */
export const CUSTOMER_REFUSAL = {
  status: 403,
  body: {
    success: false,
    message: 'This is for travel company partners: register your company first',
    code: 'partner_only',
  },
};

export const SITE_CONFIG = {
  supportPhone: '+91 90000 12345',
  supportEmail: 'support@saarthi.in',
  officeAddress: 'MG Road, Vijayawada',
  social: { facebook: '', instagram: '', twitter: '', youtube: '', linkedin: '' },
  googleClientId: null,
};
