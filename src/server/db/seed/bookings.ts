/**
 * The demo partner's bookings (docs/product/marketplace.md#demo-accounts: bookings in every state), several of
 * them the demo customer's, so that `demo@saarthi.in` finds trips to follow and cancel and
 * `partner@saarthi.in` an inbox with requests to answer. Priced by the same quote as a real
 * booking, with their history and notifications. Active ones use different cars and drivers, so
 * the exclusion constraints hold as they are inserted.
 */
import {
  DEFAULT_CANCELLATION_POLICY,
  type BookingActor,
  type BookingStatus,
  type TripType,
} from '../../../shared/booking-constants.js';
import { LOCAL_PACKAGE_PRICES } from '../../../shared/trip-pricing.js';
import { RATE_DEFAULTS } from '../../../shared/partner-constants.js';
import { effectiveRates } from '../../../shared/rate-card.js';
import { asQuoted } from '../../modules/bookings/bill.js';
import { respondByFor } from '../../modules/bookings/policy.js';
import { notificationText, type MailBooking } from '../../modules/notifications/booking-mail.js';
import { priceTrip } from '../../modules/quotes/quote.js';
import type { bookingEvents, bookings, cars, notifications } from '../schema/index.js';
import type { Random } from './random.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFSET = 330 * 60_000;

type BookingRow = typeof bookings.$inferInsert;
type EventRow = typeof bookingEvents.$inferInsert;
type NotificationRow = typeof notifications.$inferInsert;

export interface DemoBookings {
  bookings: BookingRow[];
  bookingEvents: EventRow[];
  notifications: NotificationRow[];
}

/** One step of a demo booking's story after its request: to which state, by whom, how long after. */
interface Step {
  to: BookingStatus;
  actor: BookingActor;
  afterHours: number;
  reason?: string;
}

interface Plan {
  car: number;
  customer: 'demo' | 'other';
  tripType: TripType;
  /** Pickup: days from today, at an India hour. */
  days: number;
  hour: number;
  lengthHours: number;
  km: number;
  /** Hours before now the request was made. */
  askedHoursAgo: number;
  steps: Step[];
}

const PLANS: Plan[] = [
  // Waiting for the partner's answer.
  {
    car: 0,
    customer: 'demo',
    tripType: 'rental',
    days: 3,
    hour: 6,
    lengthHours: 41,
    km: 320,
    askedHoursAgo: 2,
    steps: [],
  },
  {
    car: 1,
    customer: 'other',
    tripType: 'outstation',
    days: 5,
    hour: 5,
    lengthHours: 62,
    km: 540,
    askedHoursAgo: 0.5,
    steps: [],
  },
  // Confirmed, and under way.
  {
    car: 2,
    customer: 'demo',
    tripType: 'airport',
    days: 2,
    hour: 4,
    lengthHours: 3,
    km: 48,
    askedHoursAgo: 20,
    steps: [{ to: 'confirmed', actor: 'partner', afterHours: 1 }],
  },
  {
    car: 3,
    customer: 'other',
    tripType: 'rental',
    days: 0,
    hour: -3,
    lengthHours: 9,
    km: 110,
    askedHoursAgo: 30,
    steps: [
      { to: 'confirmed', actor: 'partner', afterHours: 2 },
      { to: 'in_progress', actor: 'partner', afterHours: 27.5 },
    ],
  },
  // Done.
  {
    car: 0,
    customer: 'demo',
    tripType: 'rental',
    days: -20,
    hour: 7,
    lengthHours: 12,
    km: 180,
    askedHoursAgo: 24 * 23,
    steps: [
      { to: 'confirmed', actor: 'partner', afterHours: 1 },
      { to: 'in_progress', actor: 'partner', afterHours: 72 },
      { to: 'completed', actor: 'partner', afterHours: 84 },
    ],
  },
  {
    car: 1,
    customer: 'other',
    tripType: 'outstation',
    days: -10,
    hour: 6,
    lengthHours: 38,
    km: 420,
    askedHoursAgo: 24 * 12,
    steps: [
      { to: 'confirmed', actor: 'partner', afterHours: 3 },
      { to: 'in_progress', actor: 'partner', afterHours: 48 },
      { to: 'completed', actor: 'system', afterHours: 48 + 38 + 24 },
    ],
  },
  // Done more than a month ago, so the demo has a month over to settle with Saarthi.
  {
    car: 3,
    customer: 'other',
    tripType: 'rental',
    days: -45,
    hour: 9,
    lengthHours: 10,
    km: 150,
    askedHoursAgo: 24 * 50,
    steps: [
      { to: 'confirmed', actor: 'partner', afterHours: 2 },
      { to: 'in_progress', actor: 'partner', afterHours: 120 },
      { to: 'completed', actor: 'partner', afterHours: 130 },
    ],
  },
  // Ended otherwise.
  {
    car: 4,
    customer: 'demo',
    tripType: 'rental',
    days: 8,
    hour: 9,
    lengthHours: 10,
    km: 90,
    askedHoursAgo: 26,
    steps: [
      {
        to: 'declined',
        actor: 'partner',
        afterHours: 2,
        reason: 'The car is booked for a wedding that week. Please try our Innova.',
      },
    ],
  },
  {
    car: 5,
    customer: 'other',
    tripType: 'rental',
    days: -4,
    hour: 10,
    lengthHours: 8,
    km: 60,
    askedHoursAgo: 24 * 6,
    steps: [{ to: 'expired', actor: 'system', afterHours: 12 }],
  },
  {
    car: 2,
    customer: 'demo',
    tripType: 'rental',
    days: 12,
    hour: 8,
    lengthHours: 14,
    km: 150,
    askedHoursAgo: 50,
    steps: [{ to: 'cancelled', actor: 'customer', afterHours: 5, reason: 'Our plans changed.' }],
  },
  {
    car: 4,
    customer: 'other',
    tripType: 'rental',
    days: -3,
    hour: 6,
    lengthHours: 10,
    km: 100,
    askedHoursAgo: 24 * 5,
    steps: [
      { to: 'confirmed', actor: 'partner', afterHours: 1 },
      { to: 'no_show', actor: 'partner', afterHours: 24 * 2 + 4 },
    ],
  },
];

export function buildDemoBookings(options: {
  random: Random;
  now: number;
  company: { id: string; name: string; phone: string; ownerUserId: string };
  cars: (typeof cars.$inferInsert)[];
  demoUserId: string;
  otherCustomers: string[];
  /** Names and phones of the customers, names of the drivers: what the notifications say. */
  customerOf: (userId: string) => { name: string; phone: string };
  driverNameOf: (driverId: string) => string;
}): DemoBookings {
  const { company } = options;
  const { random, now } = options;
  const live = options.cars.filter((car) => car.status === 'live' && car.defaultDriverId);
  const todayStart = Math.floor((now + OFFSET) / DAY) * DAY - OFFSET;
  const rows: DemoBookings = { bookings: [], bookingEvents: [], notifications: [] };
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

  PLANS.forEach((plan, index) => {
    const car = live[plan.car % live.length]!;
    const id = random.uuid();
    const reference = `SA-${Array.from({ length: 6 }, () => random.pick([...alphabet])).join('')}`;
    const customerUserId =
      plan.customer === 'demo'
        ? options.demoUserId
        : options.otherCustomers[index % options.otherCustomers.length]!;
    // The running trip started three hours ago; the others on the hour of their day.
    const pickupAt = new Date(
      plan.hour < 0 ? now + plan.hour * HOUR : todayStart + plan.days * DAY + plan.hour * HOUR,
    );
    const returnAt = new Date(pickupAt.getTime() + plan.lengthHours * HOUR);
    const createdAt = new Date(now - plan.askedHoursAgo * HOUR);
    const quote = priceTrip(
      {
        category: car.category!,
        seats: car.seater ?? 4,
        localPackages: LOCAL_PACKAGE_PRICES[car.category!],
        rates: effectiveRates(car.category!, {
          perKmFirst: car.ratePerKmFirst ?? null,
          perKmBeyond: car.ratePerKmBeyond ?? null,
          base: car.baseFare ?? null,
          perExtraHour: car.ratePerExtraHour ?? null,
        }),
        ...RATE_DEFAULTS,
      },
      { tripType: plan.tripType, pickupAt, returnAt, estimatedKm: plan.km },
    );
    const last = plan.steps.at(-1);
    const status = last?.to ?? 'requested';
    const confirmed = plan.steps.some((step) => step.to === 'confirmed');
    const fee = status === 'no_show' ? quote.fare : status === 'cancelled' ? 0 : null;
    const respondBy = respondByFor(createdAt, pickupAt);
    const driverId = confirmed ? car.defaultDriverId! : null;
    // Fixed digits, so the demo reads the same on every machine.
    const startCode = confirmed ? String((index * 7_919 + 4_321) % 10_000).padStart(4, '0') : null;
    const pickupAddress = [
      'Benz Circle, Vijayawada',
      'Vijayawada Airport, Gannavaram',
      'Governorpet, Vijayawada',
    ][index % 3]!;
    const dropAddress = plan.tripType === 'outstation' ? 'Tirumala, Tirupati' : '';
    const customer = options.customerOf(customerUserId);
    // What the notifications of the change tell, worded as a real booking's are.
    const told: MailBooking = {
      reference,
      carName: `${car.carName} ${car.carModel}`.trim(),
      pickupAt,
      returnAt,
      respondBy,
      pickupAddress,
      dropAddress,
      companyName: company.name,
      companyPhone: company.phone,
      customerName: customer.name,
      customerPhone: customer.phone,
      driverName: driverId ? options.driverNameOf(driverId) : null,
      registration: car.registrationNumber ?? null,
      startCode,
      total: quote.total,
      cancellationFee: fee,
    };
    rows.bookings.push({
      id,
      reference,
      customerUserId,
      carId: car.id!,
      travelCompanyId: company.id,
      driverId,
      tripType: plan.tripType,
      status,
      pickupAt,
      returnAt,
      pickupAddress,
      dropAddress,
      passengers: Math.min(car.seater ?? 4, 2 + (index % 3)),
      estimatedKm: plan.km,
      notes: index % 4 === 0 ? 'Two suitcases; an elderly parent travelling.' : '',
      quote,
      total: quote.total,
      cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
      respondBy,
      cancellationFee: fee,
      // A completed demo trip is billed as quoted; the seed issues its invoice (db/seed/index.ts).
      bill: status === 'completed' ? asQuoted(quote, 0) : null,
      reason: last?.reason ?? '',
      startCode,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + (last?.afterHours ?? 0) * HOUR),
    });

    let from: BookingStatus | null = null;
    const story: Step[] = [{ to: 'requested', actor: 'customer', afterHours: 0 }, ...plan.steps];
    story.forEach((step, position) => {
      const at = new Date(createdAt.getTime() + step.afterHours * HOUR);
      rows.bookingEvents.push({
        id: random.uuid(),
        bookingId: id,
        fromStatus: from,
        toStatus: step.to,
        actorUserId:
          step.actor === 'customer'
            ? customerUserId
            : step.actor === 'partner'
              ? company.ownerUserId
              : null,
        actorRole: step.actor,
        reason: step.reason ?? '',
        createdAt: at,
      });
      from = step.to;
      // Each party hears of every change; the latest ones are still unread.
      const read = position < story.length - 1 || now - at.getTime() > 2 * DAY ? at : null;
      for (const [userId, audience] of [
        [customerUserId, 'customer'],
        [company.ownerUserId, 'partner'],
      ] as const)
        rows.notifications.push({
          id: random.uuid(),
          userId,
          bookingId: id,
          audience,
          status: step.to,
          text: notificationText(audience, step.to, step.actor, told),
          readAt: read,
          createdAt: at,
        });
    });
  });
  return rows;
}
