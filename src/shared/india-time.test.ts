import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayStart,
  indiaDay,
  indiaMoment,
  indiaNoon,
  indiaTime,
  indiaToday,
  isDay,
  lastDayOf,
  startOfIndiaDay,
  weekdayOf,
} from './india-time.js';

describe('India time', () => {
  it('reads the India day and clock of a moment, whatever the machine is set to', () => {
    // 20:00 UTC is already 01:30 the next day in India.
    const late = Date.parse('2026-12-04T20:00:00Z');
    expect(indiaDay(late)).toBe('2026-12-05');
    expect(indiaTime(late)).toBe('01:30');
    expect(indiaToday(new Date(late))).toBe('2026-12-05');
    expect(indiaToday(new Date('2026-12-04T18:29:59Z'))).toBe('2026-12-04');
  });

  it('starts an India day at 18:30 UTC the evening before', () => {
    expect(startOfIndiaDay('2026-12-05')).toBe('2026-12-04T18:30:00.000Z');
    expect(dayStart('2026-12-05')).toBe(Date.parse('2026-12-04T18:30:00Z'));
    expect(indiaNoon('2026-12-05')).toBe('2026-12-05T12:00:00+05:30');
  });

  it('counts days and months across month and year ends, and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-01', -29)).toBe('2026-10-03');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-04')).toBe('2026-04-30');
  });

  it('names the weekday from Monday, as Indian calendars print the week', () => {
    expect(weekdayOf('2026-11-30')).toBe(0); // a Monday
    expect(weekdayOf('2026-12-06')).toBe(6); // a Sunday
  });

  it('accepts only real days and clock times', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(indiaMoment('2026-12-05', '06:00')).toBe('2026-12-05T06:00:00+05:30');
    expect(indiaMoment('2026-12-05', '24:00')).toBeUndefined();
    expect(indiaMoment('', '06:00')).toBeUndefined();
  });
});
