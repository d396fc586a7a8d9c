/**
 * A booking as its parties read it: joined to its car, company, customer and driver, with the
 * lists it carries (moves, payments, tax documents, disputes) read beside it in one statement,
 * and shaped for the reader (the start code is the customer's alone).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingStatus } from '../../../shared/booking-constants.js';
import type { Booking, Quote } from '../../../shared/contracts/bookings.js';
import type { Database } from '../../db/client.js';
import {
  bookingEvents,
  bookings,
  cars,
  drivers,
  travelCompanies,
  users,
} from '../../db/schema/index.js';
import { maskedLicence, TRIP_DAY } from '../../../shared/trip-day.js';
import { cancellationFeeNow, type BookingState } from './policy.js';
import { feeBillOf } from './bill.js';
import { bookingDocumentsList } from '../invoices/invoices.repository.js';
import { bookingPaymentsList } from '../payments/payments.repository.js';
import { bookingDisputesList, disputableUntil } from '../disputes/disputes.repository.js';
import { epochMs, isoOf, jsonRows, type RecordList } from '../../db/json-rows.js';

/** Whose bookings a caller reaches: a customer their own, a partner their company's. */
export type BookingScope =
  | { customerId: string }
  | { companyId: string }
  // An operator, or the clock: every booking.
  | { all: true };

const customerUser = alias(users, 'customer');

const bookingColumns = {
  _id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  tripType: bookings.tripType,
  pickupAt: bookings.pickupAt,
  returnAt: bookings.returnAt,
  pickupAddress: bookings.pickupAddress,
  dropAddress: bookings.dropAddress,
  passengers: bookings.passengers,
  estimatedKm: bookings.estimatedKm,
  notes: bookings.notes,
  gstin: bookings.customerGstin,
  quote: bookings.quote,
  cancellationPolicy: bookings.cancellationPolicy,
  respondBy: bookings.respondBy,
  cancellationFee: bookings.cancellationFee,
  reason: bookings.reason,
  createdAt: bookings.createdAt,
  car: {
    _id: cars.id,
    name: cars.carName,
    model: cars.carModel,
    image: cars.carImage,
    category: cars.category,
    city: cars.city,
    registration: cars.registrationNumber,
  },
  company: {
    _id: travelCompanies.id,
    name: travelCompanies.travelsName,
    phone: travelCompanies.phone,
    upiId: travelCompanies.upiId,
  },
  customer: { name: customerUser.userName, phone: customerUser.mobile },
  driverId: drivers.id,
  driverName: drivers.name,
  driverPhoto: drivers.photo,
  driverLanguages: drivers.languages,
  driverExperienceYears: drivers.experienceYears,
  driverLicenceLast4: drivers.licenceLast4,
  startCode: bookings.startCode,
  startCodeFailures: bookings.startCodeFailures,
  odometerStart: bookings.odometerStart,
  startedAt: bookings.startedAt,
  odometerEnd: bookings.odometerEnd,
  endedAt: bookings.endedAt,
  expenses: bookings.expenses,
  bill: bookings.bill,
};

type Move = Booking['history'][number];

/** A booking's moves, oldest first, read with the booking. */
const bookingMovesList: RecordList<Move> = {
  of: (bookingId) =>
    jsonRows(
      [
        bookingEvents.fromStatus,
        bookingEvents.toStatus,
        bookingEvents.actorRole,
        bookingEvents.reason,
        epochMs(bookingEvents.createdAt),
      ],
      bookingEvents,
      sql`${bookingEvents.bookingId} = ${bookingId}`,
      [bookingEvents.createdAt, bookingEvents.id],
    ),
  read: (json) =>
    (JSON.parse(json) as [Move['from'], Move['to'], Move['actor'], string, number][]).map(
      ([from, to, actor, reason, at]) => ({ from, to, actor, reason, at: isoOf(at) }),
    ),
};

/** The lists a booking carries, read beside it: its moves, payments, tax documents, disputes. */
const carriedLists = {
  history: bookingMovesList.of(bookings.id),
  payments: bookingPaymentsList.of(bookings.id),
  documents: bookingDocumentsList.of(bookings.id),
  disputes: bookingDisputesList.of(bookings.id),
};

/**
 * Bookings as their parties read them, joined to their car, company, customer and driver, each
 * with the lists it carries (`carriedLists`): one statement however many bookings a page holds.
 * The lists' subqueries run for each row the statement reads, those an offset skips included.
 */
export function selectBookings(db: Database) {
  return db
    .select({ ...bookingColumns, lists: carriedLists })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(travelCompanies, eq(travelCompanies.id, bookings.travelCompanyId))
    .innerJoin(customerUser, eq(customerUser.id, bookings.customerUserId))
    .leftJoin(drivers, eq(drivers.id, bookings.driverId));
}
export type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

/** What the policy decides a booking's moves and fees from. */
export const stateOf = (row: {
  status: BookingStatus;
  pickupAt: Date;
  quote: Quote;
  cancellationPolicy: BookingState['cancellationPolicy'];
}): BookingState => ({
  status: row.status,
  pickupAt: row.pickupAt,
  fare: row.quote.fare,
  cancellationPolicy: row.cancellationPolicy,
});

export function scopeCondition(scope: BookingScope): SQL | undefined {
  if ('customerId' in scope) return eq(bookings.customerUserId, scope.customerId);
  if ('companyId' in scope) return eq(bookings.travelCompanyId, scope.companyId);
  return undefined;
}

/**
 * The rows as `scope`'s party reads them, each with its history and what cancelling costs now.
 * The start code is the customer's alone, and only until the trip starts.
 */
export function bookingsAsRead(rows: BookingRow[], now: Date, scope: BookingScope): Booking[] {
  return rows.map((row) => {
    const {
      driverId,
      driverName,
      driverPhoto,
      driverLanguages,
      driverExperienceYears,
      driverLicenceLast4,
      startCode,
      startCodeFailures,
      odometerStart,
      startedAt,
      odometerEnd,
      endedAt,
      expenses,
      bill,
      lists,
      ...rest
    } = row;
    const feeNow = cancellationFeeNow(stateOf(row), now);
    const paidFor = bookingPaymentsList.read(lists.payments);
    const paid = paidFor.reduce((sum, payment) => sum + payment.amount, 0);
    const taxDocuments = bookingDocumentsList.read(lists.documents);
    // The current invoice is the latest: an earlier one was withdrawn by a credit note.
    const invoice = taxDocuments.findLast((document) => document.kind === 'invoice');
    const credited = taxDocuments
      .filter((document) => invoice && document.corrects === invoice.number)
      .reduce((sum, note) => sum + note.total, 0);
    const history = bookingMovesList.read(lists.history);
    const completed = history.findLast((event) => event.to === 'completed');
    const showCode = 'customerId' in scope && row.status === 'confirmed' && startCode !== null;
    return {
      ...rest,
      pickupAt: row.pickupAt.toISOString(),
      returnAt: row.returnAt.toISOString(),
      respondBy: row.respondBy.toISOString(),
      createdAt: row.createdAt.toISOString(),
      driver:
        driverId === null
          ? null
          : {
              _id: driverId,
              name: driverName ?? '',
              photo: driverPhoto ?? '',
              languages: driverLanguages ?? [],
              experienceYears: driverExperienceYears ?? 0,
              licence: maskedLicence(driverLicenceLast4 ?? ''),
            },
      start: {
        ...(showCode ? { code: startCode } : {}),
        odometerKm: odometerStart,
        at: startedAt?.toISOString() ?? null,
        triesLeft: Math.max(0, TRIP_DAY.startCodeTries - startCodeFailures),
      },
      end: { odometerKm: odometerEnd, at: endedAt?.toISOString() ?? null, expenses },
      bill: bill && { ...bill, credited, paid, due: bill.total - credited - paid },
      refundOwed: bill ? 0 : Math.max(0, paid),
      payments: paidFor,
      // A bill withdrawn took its invoice with it: the booking has no invoice in force.
      invoice: bill && invoice ? { number: invoice.number, issuedAt: invoice.issuedAt } : null,
      taxDocuments,
      history,
      disputes: bookingDisputesList.read(lists.disputes),
      disputableUntil:
        bill && completed ? disputableUntil(new Date(completed.at)).toISOString() : null,
      cancellationFeeNow: feeNow,
      cancellationBillNow: feeNow
        ? (({ lines, total }) => ({
            lines: lines.map(({ quoted: _quoted, ...line }) => line),
            total,
          }))(feeBillOf(row, 'cancellation', feeNow, now))
        : null,
      reviewable: row.status === 'completed',
    };
  });
}
