import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCarListCursor, encodeCarListCursor } from './car-list-cursor.js';
import {
  CALENDAR_YEARS,
  calendarDaySchema,
  isCalendarDay,
  isMoment,
  momentSchema,
  momentTime,
} from './dates.js';
import { decodePageCursor, encodePageCursor } from './pagination.js';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const ID = '3f1c0b8e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

/** Every real day of the years the API takes, as `Date` writes it. */
const realDays = fc
  .date({
    min: new Date(Date.UTC(CALENDAR_YEARS.min, 0, 1)),
    max: new Date(Date.UTC(CALENDAR_YEARS.max, 11, 31, 23, 59, 59, 999)),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

describe('a calendar day', () => {
  it('is every real day from 2000 to 2100', () => {
    fc.assert(fc.property(realDays, (iso) => isCalendarDay(iso.slice(0, 10))));
    for (const day of ['2000-01-01', '2024-02-29', '2100-12-31'])
      expect(isCalendarDay(day)).toBe(true);
  });

  it('is no day that does not exist, nor one outside those years', () => {
    for (const day of [
      '2026-13-45',
      '2026-02-30',
      '2025-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '0001-01-01',
      '1999-12-31',
      '2101-01-01',
      '9999-12-31',
      '2026-1-5',
      '20260105',
      '2026-01-05T00:00:00Z',
      '',
    ])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it('takes another range of years when a field has one', () => {
    expect(isCalendarDay('1985-06-15', { min: 1900, max: 2100 })).toBe(true);
    expect(isCalendarDay('1985-02-29', { min: 1900, max: 2100 })).toBe(false);
  });

  it("is refused with the field's own message, and described as a date", () => {
    const schema = calendarDaySchema('Write a day as YYYY-MM-DD');
    expect(schema.safeParse(' 2026-03-10 ')).toEqual({ success: true, data: '2026-03-10' });
    expect(schema.safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      'Write a day as YYYY-MM-DD',
    );
    expect(schema.safeParse(20260310).error?.issues[0]?.message).toBe('Write a day as YYYY-MM-DD');
  });
});

describe('a moment', () => {
  it('is the instant Date reads, for every real time of those years', () => {
    fc.assert(
      fc.property(
        realDays,
        fc.constantFrom('Z', '+05:30', '-03:00', '+14:00', '-12:00', '+00:00'),
        (iso, offset) => {
          const written = `${iso.slice(0, 23)}${offset}`;
          expect(momentTime(written)).toBe(Date.parse(written));
        },
      ),
    );
  });

  it('keeps the microseconds the database writes, to the millisecond', () => {
    expect(momentTime('2026-03-10T04:05:06.123456Z')).toBe(Date.parse('2026-03-10T04:05:06.123Z'));
    expect(isMoment('2026-12-05T06:00:00+05:30')).toBe(true);
  });

  it('is no time that does not exist, nor one outside those years', () => {
    for (const moment of [
      '2026-13-45T00:00:00Z',
      '2026-02-30T10:00:00+05:30',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '1999-12-31T23:59:59Z',
      '2026-01-05T24:00:00Z',
      '2026-01-05T10:60:00Z',
      '2026-01-05T10:00:60Z',
      '2026-01-05T10:00:00+15:00',
      '2026-01-05T10:00:00+05:60',
      '2026-01-05T10:00:00',
      '2026-01-05 10:00:00Z',
      '2026-01-05T10:00Z',
      '2026-01-05T10:00:00.1234567890Z',
      '2026-01-05',
    ])
      expect(isMoment(moment), moment).toBe(false);
  });

  it("is refused with the field's own message", () => {
    const schema = momentSchema('Choose a pickup time');
    expect(schema.safeParse('2026-02-30T10:00:00+05:30').error?.issues[0]?.message).toBe(
      'Choose a pickup time',
    );
  });
});

describe('the page cursors', () => {
  it('read back what they wrote', () => {
    const at = '2026-03-10T04:05:06.123456Z';
    expect(decodePageCursor(encodePageCursor({ at, id: ID }))).toEqual({ at, id: ID });
    const key = { key: at, id: ID };
    expect(decodeCarListCursor('newest', encodeCarListCursor('newest', key))).toEqual(key);
    const fare = { key: '2200', id: ID };
    expect(decodeCarListCursor('price_low', encodeCarListCursor('price_low', fare))).toEqual(fare);
  });

  it('refuse a cursor whose time is impossible, whatever the list', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (year, month, day) => {
          const at = `${pad(year, 4)}-${pad(month)}-${pad(day)}T00:00:00Z`;
          const real = isCalendarDay(at.slice(0, 10));
          expect(decodePageCursor(encodePageCursor({ at, id: ID })) !== null).toBe(real);
          expect(
            decodeCarListCursor('newest', encodeCarListCursor('newest', { key: at, id: ID })) !==
              null,
          ).toBe(real);
        },
      ),
    );
  });

  it('refuse one of another order, or one that is not base64url JSON', () => {
    const newest = encodeCarListCursor('newest', { key: '2026-03-10T04:05:06Z', id: ID });
    expect(decodeCarListCursor('price_low', newest)).toBeNull();
    expect(decodeCarListCursor('newest', 'not a cursor')).toBeNull();
    expect(decodeCarListCursor('newest', '')).toBeNull();
  });
});
