/**
 * A booking as a calendar event (RFC 5545), for the confirmation e-mail's attachment and for
 * `GET /api/bookings/{id}/calendar.ics`. Pure: the same booking always gives the same file
 * (apart from DTSTAMP, the moment it is written).
 */
import type { BookingStatus } from '../../../shared/booking-constants.js';

/** The booking as the calendar needs it: plain values, so either caller can build it. */
export interface IcsBooking {
  id: string;
  reference: string;
  carName: string;
  pickupAt: Date;
  returnAt: Date;
  pickupAddress: string;
  dropAddress: string;
  companyName: string;
  companyPhone: string;
  driverName: string | null;
  status: BookingStatus;
}

/** UTC, so the file means the same moment in every calendar whatever its zone (`20261205T003000Z`). */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma escaped, any line break as `\n`. */
const escape = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A request still waits for the company; a trip that will not happen is cancelled in the calendar. */
function eventStatus(status: BookingStatus): 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED' {
  if (status === 'requested') return 'TENTATIVE';
  if (status === 'confirmed' || status === 'in_progress' || status === 'completed')
    return 'CONFIRMED';
  return 'CANCELLED';
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each continuation starts with one space,
 * which counts, so it carries 74 more. Never inside a UTF-8 character (Telugu is 3 octets each).
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The trip as an iCalendar file with one event (RFC 5545), in UTC. */
export function bookingIcs(booking: IcsBooking, now = new Date()): string {
  const description = [
    `Saarthi booking ${booking.reference}`,
    `${booking.companyName}: ${booking.companyPhone}`,
    booking.driverName ? `Driver: ${booking.driverName}` : '',
    booking.dropAddress ? `Drop: ${booking.dropAddress}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Saarthi//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.id}@saarthi.in`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(booking.pickupAt)}`,
    `DTEND:${stamp(booking.returnAt)}`,
    `SUMMARY:${escape(`${booking.carName} with driver (${booking.reference})`)}`,
    `LOCATION:${escape(booking.pickupAddress)}`,
    `DESCRIPTION:${escape(description)}`,
    `STATUS:${eventStatus(booking.status)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
