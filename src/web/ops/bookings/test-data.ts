/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: records as the API sends them, never shown by the app */
import type { AdminBooking, AdminBookingRow } from '@shared/contracts/admin-bookings';

export const COMPANY_ID = '7d1f0a52-3c55-4d8e-9a0b-2f1e6c7d8a90';

/** The operator the console's tests sign in as (GET /api/admin/me). */
export const operatorAnswer = {
  body: {
    success: true,
    operator: {
      id: '0f6b7e2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
      name: 'Saarthi Operations',
      email: 'ops@saarthi.in',
    },
  },
};

/** Test factory: a row of GET /api/admin/bookings, a rental on 6 March 2026 (India). */
export function makeRow(overrides: Partial<AdminBookingRow> = {}): AdminBookingRow {
  return {
    _id: crypto.randomUUID(),
    reference: 'SA-7K3Q9X',
    status: 'requested',
    pickupAt: '2026-03-06T03:30:00.000Z',
    returnAt: '2026-03-06T15:30:00.000Z',
    car: { _id: crypto.randomUUID(), name: 'Toyota Innova Crysta', model: '2.4 VX' },
    company: { _id: COMPANY_ID, name: 'Krishna River Cabs' },
    customer: { name: 'Priya Sharma', phone: '9848012345' },
    total: 4452,
    ...overrides,
  };
}

/** GET /api/admin/bookings's answer. */
export const rowsAnswer = (bookings: AdminBookingRow[], nextCursor: string | null = null) => ({
  body: { success: true, bookings, nextCursor },
});

/**
 * Test factory: a booking as GET /api/admin/bookings/{id} answers it. By default a cancelled
 * rental of 6 March 2026, 9:00 am to 9:00 pm India time, that can be reopened or confirmed again.
 */
export function makeBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    _id: crypto.randomUUID(),
    reference: 'SA-7K3Q9X',
    status: 'cancelled',
    tripType: 'rental',
    pickupAt: '2026-03-06T03:30:00.000Z',
    returnAt: '2026-03-06T15:30:00.000Z',
    pickupAddress: 'Benz Circle, Vijayawada',
    dropAddress: '',
    passengers: 3,
    estimatedKm: 120,
    notes: '',
    gstin: '',
    car: {
      _id: crypto.randomUUID(),
      name: 'Toyota Innova Crysta',
      model: '2.4 VX',
      image: '/uploads/innova.jpg',
      category: 'prime',
      city: 'Vijayawada',
      registration: 'AP 16 TX 4321',
    },
    company: { _id: COMPANY_ID, name: 'Krishna River Cabs', phone: '9848022334', upiId: '' },
    customer: { name: 'Priya Sharma', phone: '9848012345' },
    driver: {
      _id: crypto.randomUUID(),
      name: 'Ravi Kumar',
      photo: '',
      languages: ['Telugu'],
      experienceYears: 6,
      licence: '•••• 4821',
    },
    start: { odometerKm: null, at: null, triesLeft: 5 },
    end: { odometerKm: null, at: null, expenses: [] },
    bill: null,
    refundOwed: 0,
    payments: [],
    invoice: null,
    taxDocuments: [],
    disputes: [],
    disputableUntil: null,
    cancellationBillNow: null,
    quote: {
      tripType: 'rental',
      pickupAt: '2026-03-06T03:30:00.000Z',
      returnAt: '2026-03-06T15:30:00.000Z',
      days: 1,
      hours: 12,
      billedKm: 120,
      lines: [
        { code: 'distance', label: 'Distance: 120 km × ₹12', amount: 1440, quantity: 120 },
        { code: 'time', label: 'Time: base fare for up to 24 h', amount: 2500, quantity: 12 },
        { code: 'gst', label: 'GST 5%', amount: 197 },
      ],
      fare: 3940,
      total: 4137,
      currency: 'INR',
      allIn: false,
      notes: [],
    },
    cancellationPolicy: {
      tiers: [{ hoursBefore: 0, feePercent: 0 }],
      noShowPercent: 100,
    },
    respondBy: '2026-03-05T14:30:00.000Z',
    cancellationFee: 0,
    reason: 'The company asked us to cancel',
    createdAt: '2026-03-05T08:30:00.000Z',
    history: [
      {
        from: null,
        to: 'requested',
        actor: 'customer',
        reason: '',
        at: '2026-03-05T08:30:00.000Z',
      },
      {
        from: 'requested',
        to: 'confirmed',
        actor: 'partner',
        reason: '',
        at: '2026-03-05T09:00:00.000Z',
      },
      {
        from: 'confirmed',
        to: 'cancelled',
        actor: 'operator',
        reason: 'The company asked us to cancel',
        at: '2026-03-05T10:00:00.000Z',
      },
    ],
    cancellationFeeNow: null,
    reviewable: false,
    customerAccount: { _id: crypto.randomUUID(), email: 'priya@example.in' },
    moves: ['requested', 'confirmed', 'declined'],
    ...overrides,
  };
}
