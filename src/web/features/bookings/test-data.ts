/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: records as the API sends them, never shown by the app */
import type { Booking, Quote } from '@shared/contracts/bookings';
import { BOOKING_MESSAGES } from '@shared/booking-messages';
import type { BookingMessageCode } from '@shared/message-ref';

/** Test factories (STYLE: test data from factories, not copy-pasted literals). */
const id = () => crypto.randomUUID();

export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    tripType: 'rental',
    pickupAt: '2026-12-05T03:30:00.000Z',
    returnAt: '2026-12-05T12:30:00.000Z',
    days: 1,
    hours: 9,
    billedKm: 120,
    lines: [
      { code: 'distance', label: 'Distance: 120 km × ₹12', amount: 1440, quantity: 120 },
      { code: 'time', label: 'Time: base fare for up to 24 h', amount: 2700, quantity: 9 },
      {
        code: 'driver_allowance',
        label: 'Driver allowance: 1 day × ₹300',
        amount: 300,
        quantity: 1,
        unitAmount: 300,
      },
      { code: 'gst', label: 'GST 5%', amount: 222 },
    ],
    fare: 4440,
    total: 4662,
    currency: 'INR',
    allIn: false,
    notes: [
      { code: 'actuals', text: 'Tolls, parking and state permits are paid at actuals.' },
      { code: 'own_rates', text: "Priced at this car's own rates." },
    ],
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: id(),
    reference: 'SA-7K3Q9X',
    status: 'requested',
    tripType: 'rental',
    pickupAt: '2026-12-05T03:30:00.000Z',
    returnAt: '2026-12-05T12:30:00.000Z',
    pickupAddress: '12 MG Road, Labbipet, Vijayawada',
    dropAddress: '',
    passengers: 2,
    estimatedKm: 120,
    notes: '',
    gstin: '',
    car: {
      _id: id(),
      name: 'Maruti Dzire',
      model: 'VXi 2023',
      image: '/uploads/cars/dzire.png',
      category: 'prime',
      city: 'Vijayawada',
      registration: 'AP 16 TX 4321',
    },
    company: { _id: id(), name: 'Sri Durga Travels', phone: '9848022334', upiId: '' },
    customer: { name: 'Lakshmi Prasanna', phone: '9848012345' },
    driver: null,
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
    quote: makeQuote(),
    cancellationPolicy: {
      tiers: [
        { hoursBefore: 24, feePercent: 0 },
        { hoursBefore: 6, feePercent: 25 },
        { hoursBefore: 0, feePercent: 50 },
      ],
      noShowPercent: 100,
    },
    respondBy: '2026-12-01T16:30:00.000Z',
    cancellationFee: null,
    reason: '',
    createdAt: '2026-12-01T04:30:00.000Z',
    history: [
      {
        from: null,
        to: 'requested',
        actor: 'customer',
        reason: '',
        at: '2026-12-01T04:30:00.000Z',
      },
    ],
    cancellationFeeNow: 0,
    reviewable: false,
    ...overrides,
  };
}

/** GET /api/bookings/{id}'s answer, or, with the code of what was done, a change's. */
export const bookingAnswer = (booking: Booking, code?: BookingMessageCode) => ({
  success: true,
  ...(code ? { message: BOOKING_MESSAGES[code], code } : {}),
  booking,
});

export const listAnswer = (bookings: Booking[], total = bookings.length) => ({
  success: true,
  bookings,
  total,
});
