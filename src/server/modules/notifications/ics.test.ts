import { describe, expect, it } from 'vitest';
import { bookingIcs, type IcsBooking } from './ics.js';

const trip: IcsBooking = {
  id: '0b6f2a43-7c1e-4d35-9a0e-2f7b5c8d9e10',
  reference: 'SA-7K3Q9X',
  carName: 'Toyota Innova',
  // 5 Dec 2026, 6:00 am to 8:00 pm India time.
  pickupAt: new Date('2026-12-05T00:30:00Z'),
  returnAt: new Date('2026-12-05T14:30:00Z'),
  pickupAddress: 'Benz Circle, Vijayawada',
  dropAddress: '',
  companyName: 'Sri Durga Travels',
  companyPhone: '9848022338',
  driverName: 'Ravi Kumar',
  status: 'confirmed',
};
const STAMP = new Date('2026-11-24T10:15:30.123Z');

/** The content lines, unfolded (RFC 5545 3.1), by name. */
function properties(ics: string): Map<string, string> {
  const lines = ics.replace(/\r\n /g, '').split('\r\n');
  return new Map(
    lines.filter(Boolean).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)] as const;
    }),
  );
}

describe('bookingIcs', () => {
  it('describes the trip as one event with UTC times', () => {
    const ics = bookingIcs(trip, STAMP);
    const event = properties(ics);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(event.get('UID')).toBe('0b6f2a43-7c1e-4d35-9a0e-2f7b5c8d9e10@saarthi.in');
    expect(event.get('DTSTART')).toBe('20261205T003000Z');
    expect(event.get('DTEND')).toBe('20261205T143000Z');
    expect(event.get('DTSTAMP')).toBe('20261124T101530Z');
    expect(event.get('SUMMARY')).toBe('Toyota Innova with driver (SA-7K3Q9X)');
    expect(event.get('LOCATION')).toBe('Benz Circle\\, Vijayawada');
    expect(event.get('DESCRIPTION')).toBe(
      'Saarthi booking SA-7K3Q9X\\nSri Durga Travels: 9848022338\\nDriver: Ravi Kumar',
    );
    expect(event.get('STATUS')).toBe('CONFIRMED');
  });

  it('ends every line with CRLF and never a bare LF', () => {
    const ics = bookingIcs({ ...trip, pickupAddress: 'Door 4\nBenz Circle\r\nVijayawada' }, STAMP);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(properties(ics).get('LOCATION')).toBe('Door 4\\nBenz Circle\\nVijayawada');
  });

  it('escapes backslashes, semicolons and commas in text', () => {
    const ics = bookingIcs(
      { ...trip, pickupAddress: 'Plot 7; Road 2, Gate \\B', companyName: 'A; B, C' },
      STAMP,
    );
    const event = properties(ics);
    expect(event.get('LOCATION')).toBe('Plot 7\\; Road 2\\, Gate \\\\B');
    expect(event.get('DESCRIPTION')).toContain('A\\; B\\, C: 9848022338');
  });

  it('folds lines longer than 75 octets', () => {
    const address = `ప్లాట్ 12, బెంజ్ సర్కిల్ దగ్గర, విజయవాడ, ఆంధ్రప్రదేశ్ ${'x'.repeat(40)}`;
    const ics = bookingIcs({ ...trip, pickupAddress: address }, STAMP);
    const physical = ics.split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const folded = physical.filter((line) => line.startsWith(' '));
    expect(folded.length).toBeGreaterThan(1);
    // Counted in octets, not characters (each Telugu letter is 3), and unfolded it is whole.
    expect(properties(ics).get('LOCATION')).toBe(address.replace(/,/g, '\\,'));
  });

  it('marks a request tentative and a trip that will not happen cancelled', () => {
    expect(properties(bookingIcs({ ...trip, status: 'requested' }, STAMP)).get('STATUS')).toBe(
      'TENTATIVE',
    );
    expect(properties(bookingIcs({ ...trip, status: 'cancelled' }, STAMP)).get('STATUS')).toBe(
      'CANCELLED',
    );
  });

  it('leaves the driver out until one is assigned', () => {
    const event = properties(bookingIcs({ ...trip, driverName: null, status: 'requested' }, STAMP));
    expect(event.get('DESCRIPTION')).not.toContain('Driver');
  });
});
