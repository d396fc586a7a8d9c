/**
 * What a booking's change tells its two parties (docs/product/trips-and-money.md#notifications-and-e-mails): an
 * in-app notification each, and an e-mail each written to the outbox in the same transaction
 * (a transactional outbox), so a mail goes out if and only if the change committed
 * (docs/decisions/010). `jobs/outbox.ts` delivers the mails.
 */
import { eq, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingActor, BookingStatus } from '../../../shared/booking-constants.js';
import { isLanguage, type Language } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import {
  bookings,
  cars,
  drivers,
  notifications,
  outbox,
  travelCompanies,
  users,
} from '../../db/schema/index.js';
import { bookingIcs } from './ics.js';
import { bookingMail, notificationText, type Audience, type MailBooking } from './booking-mail.js';

export interface BookingChange {
  bookingId: string;
  from: BookingStatus | null;
  to: BookingStatus;
  actor: BookingActor;
  reason: string;
}

/** The outbox kind of a booking's e-mail, and what its payload holds: all the mail needs. */
export const BOOKING_EMAIL = 'booking_email';
export interface BookingEmailPayload {
  to: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
  /** For whoever reads the outbox: which booking and change the mail tells about. */
  bookingId: string;
  status: BookingStatus;
  audience: Audience;
}

const customers = alias(users, 'customer');
const owners = alias(users, 'owner');

/**
 * Called inside the transaction that moved the booking: reads what the change's notices say, and
 * answers the writes of its in-app notifications and outbox e-mails, which the caller sends with
 * the move's other writes (`db/write-together.ts`).
 */
export async function bookingChangeNotices(
  tx: Database,
  change: BookingChange,
): Promise<SQLWrapper[]> {
  const [row] = await tx
    .select({
      id: bookings.id,
      reference: bookings.reference,
      pickupAt: bookings.pickupAt,
      returnAt: bookings.returnAt,
      respondBy: bookings.respondBy,
      pickupAddress: bookings.pickupAddress,
      dropAddress: bookings.dropAddress,
      total: bookings.total,
      cancellationFee: bookings.cancellationFee,
      carName: cars.carName,
      carModel: cars.carModel,
      companyName: travelCompanies.travelsName,
      companyPhone: travelCompanies.phone,
      companyEmail: travelCompanies.email,
      driverName: drivers.name,
      registration: cars.registrationNumber,
      startCode: bookings.startCode,
      customerId: customers.id,
      customerName: customers.userName,
      customerEmail: customers.email,
      customerPhone: customers.mobile,
      customerLanguage: customers.language,
      ownerId: owners.id,
      ownerName: owners.userName,
      ownerEmail: owners.email,
      ownerLanguage: owners.language,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(travelCompanies, eq(travelCompanies.id, bookings.travelCompanyId))
    .innerJoin(customers, eq(customers.id, bookings.customerUserId))
    .leftJoin(owners, eq(owners.id, travelCompanies.ownerUserId))
    .leftJoin(drivers, eq(drivers.id, bookings.driverId))
    .where(eq(bookings.id, change.bookingId));
  // The caller moved this booking in this transaction; not finding it is a bug, not a quiet no-op.
  if (!row) throw new Error(`notifyBookingChange: booking ${change.bookingId} not found`);

  const booking: MailBooking = {
    reference: row.reference,
    carName: `${row.carName} ${row.carModel}`.trim(),
    pickupAt: row.pickupAt,
    returnAt: row.returnAt,
    respondBy: row.respondBy,
    pickupAddress: row.pickupAddress,
    dropAddress: row.dropAddress,
    companyName: row.companyName,
    companyPhone: row.companyPhone,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    driverName: row.driverName,
    registration: row.registration,
    startCode: row.startCode,
    total: row.total,
    cancellationFee: row.cancellationFee,
  };
  // Only a trip the company accepted has a time to keep in a calendar.
  const ics =
    change.to === 'confirmed'
      ? bookingIcs({
          id: row.id,
          reference: row.reference,
          carName: booking.carName,
          pickupAt: row.pickupAt,
          returnAt: row.returnAt,
          pickupAddress: row.pickupAddress,
          dropAddress: row.dropAddress,
          companyName: row.companyName,
          companyPhone: row.companyPhone,
          driverName: row.driverName,
          status: change.to,
        })
      : null;

  const recipients: {
    audience: Audience;
    userId: string;
    name: string;
    email: string;
    language: Language;
  }[] = [
    {
      audience: 'customer',
      userId: row.customerId,
      name: row.customerName,
      email: row.customerEmail,
      language: isLanguage(row.customerLanguage) ? row.customerLanguage : 'en',
    },
  ];
  // A company without a partner account (made before partners ran their own) has no one to tell.
  if (row.ownerId !== null)
    recipients.push({
      audience: 'partner',
      userId: row.ownerId,
      name: row.ownerName ?? row.companyName,
      // The company's own address is where its bookings are handled; the account's otherwise.
      email: row.companyEmail || (row.ownerEmail ?? ''),
      language: isLanguage(row.ownerLanguage) ? row.ownerLanguage : 'en',
    });

  const writes: SQLWrapper[] = [
    tx.insert(notifications).values(
      recipients.map((recipient) => ({
        userId: recipient.userId,
        bookingId: row.id,
        audience: recipient.audience,
        status: change.to,
        text: notificationText(recipient.audience, change.to, change.actor, booking),
      })),
    ),
  ];

  const mails = recipients
    .filter((recipient) => recipient.email !== '')
    .map((recipient): BookingEmailPayload => {
      const mail = bookingMail({
        audience: recipient.audience,
        language: recipient.language,
        recipientName: recipient.name,
        status: change.to,
        actor: change.actor,
        reason: change.reason,
        booking,
      });
      return {
        to: recipient.email,
        language: recipient.language,
        ...mail,
        attachments: ics
          ? [
              {
                filename: `saarthi-${row.reference}.ics`,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                content: ics,
              },
            ]
          : [],
        bookingId: row.id,
        status: change.to,
        audience: recipient.audience,
      };
    });
  if (mails.length > 0)
    writes.push(
      tx
        .insert(outbox)
        .values(mails.map((payload) => ({ kind: BOOKING_EMAIL, payload: { ...payload } }))),
    );
  return writes;
}
