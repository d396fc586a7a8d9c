/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: records as the API sends them, never shown by the app */
import { BOOKING_MESSAGES } from '@shared/booking-messages';
import type { BookingMessageCode } from '@shared/message-ref';
import type { Booking, BookingEvent } from '@shared/contracts/bookings';

export const CAR_ID = '5b0c1c3e-8f43-4b8e-9a52-0c6e3f1d2a11';

/** 5 March 2026, 3:00 pm in India: the clock of the bookings' tests. */
export const NOW = new Date('2026-03-05T09:30:00.000Z');

/** A moment this many hours from NOW, as the API writes it. */
export const hoursFromNow = (hours: number) =>
  new Date(NOW.getTime() + hours * 3_600_000).toISOString();

/**
 * Test factory: a booking as GET /api/partner/bookings answers one. By default a request for a
 * rental tomorrow morning (6 March, 9:00 am to 9:00 pm), made an hour ago, to answer within 11
 * hours.
 */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  const requested: BookingEvent = {
    from: null,
    to: 'requested',
    actor: 'customer',
    reason: '',
    at: hoursFromNow(-1),
  };
  return {
    _id: crypto.randomUUID(),
    reference: 'SA-7K3Q9X',
    status: 'requested',
    tripType: 'rental',
    pickupAt: '2026-03-06T03:30:00.000Z',
    returnAt: '2026-03-06T15:30:00.000Z',
    pickupAddress: 'Benz Circle, Vijayawada',
    dropAddress: 'Amaravati',
    passengers: 3,
    estimatedKm: 120,
    notes: 'Two suitcases, please keep the boot empty.',
    gstin: '',
    car: {
      _id: CAR_ID,
      name: 'Toyota Innova Crysta',
      model: '2.4 VX',
      image: '/uploads/innova.jpg',
      category: 'prime',
      city: 'Vijayawada',
      registration: 'AP 16 TX 4321',
    },
    company: {
      _id: crypto.randomUUID(),
      name: 'Krishna River Cabs',
      phone: '9848022334',
      upiId: '',
    },
    customer: { name: 'Priya Sharma', phone: '9848012345' },
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
        {
          code: 'driver_allowance',
          label: 'Driver allowance: 1 day × ₹300',
          amount: 300,
          quantity: 1,
          unitAmount: 300,
        },
        { code: 'gst', label: 'GST 5%', amount: 212 },
      ],
      fare: 4240,
      total: 4452,
      currency: 'INR',
      allIn: false,
      notes: [
        { code: 'actuals', text: 'Tolls, parking and state permits are paid at actuals.' },
        { code: 'part_hours', text: 'A started hour is charged as a full hour.' },
      ],
    },
    cancellationPolicy: {
      tiers: [
        { hoursBefore: 24, feePercent: 0 },
        { hoursBefore: 6, feePercent: 25 },
        { hoursBefore: 0, feePercent: 50 },
      ],
      noShowPercent: 100,
    },
    respondBy: hoursFromNow(11),
    cancellationFee: null,
    reason: '',
    createdAt: hoursFromNow(-1),
    history: [requested],
    cancellationFeeNow: 0,
    reviewable: false,
    ...overrides,
  };
}

/** The booking confirmed with a driver, an hour after its request. */
export function confirmed(
  booking: Booking,
  driver: { _id: string; name: string } = { _id: crypto.randomUUID(), name: 'Ravi Kumar' },
): Booking {
  const event: BookingEvent = {
    from: 'requested',
    to: 'confirmed',
    actor: 'partner',
    reason: '',
    at: NOW.toISOString(),
  };
  return {
    ...booking,
    status: 'confirmed',
    driver: {
      _id: driver._id,
      name: driver.name,
      photo: '',
      languages: ['Telugu'],
      experienceYears: 6,
      licence: '•••• 4821',
    },
    history: [...booking.history, event],
  };
}

/** GET /api/partner/bookings's answer. */
export const listAnswer = (bookings: Booking[], total = bookings.length) => ({
  body: { success: true, bookings, total },
});

/** GET /api/partner/bookings/{id}'s answer, or, with the code of what was done, a move's. */
export const bookingAnswer = (booking: Booking, code?: BookingMessageCode) => ({
  body: { success: true, booking, ...(code ? { message: BOOKING_MESSAGES[code], code } : {}) },
});
