import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AdminBookingListQuerySchema, bookingReferenceOf } from './admin-bookings.js';

describe('a booking reference as an operator types it', () => {
  it('is read as the booking holds it, with or without its SA-', () => {
    for (const typed of ['SA-7K3Q9X', 'sa-7k3q9x', '7k3q9x', ' SA 7K3Q9X ', 'SA7K3Q9X'])
      expect(bookingReferenceOf(typed), typed).toBe('SA-7K3Q9X');
  });

  it('is left as typed when it is not a whole reference, so it matches nothing', () => {
    expect(bookingReferenceOf('SA-7K3')).toBe('SA-7K3');
    expect(bookingReferenceOf('XY-7K3Q9X')).toBe('XY-7K3Q9X');
  });
});

describe('the console booking search', () => {
  const parsed = (query: Record<string, string>) => z.safeParse(AdminBookingListQuerySchema, query);

  it('reads a phone number with +91, a leading 0, spaces or dashes as its ten digits', () => {
    for (const phone of ['9123456780', '+91 91234 56780', '091234-56780', '91 9123456780'])
      expect(parsed({ phone }).data?.phone, phone).toBe('9123456780');
  });

  it('refuses a phone number that is not ten digits', () => {
    expect(parsed({ phone: '98480' }).success).toBe(false);
    expect(parsed({ phone: '+1 555 0100' }).success).toBe(false);
  });
});
