import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_POLICY } from './booking-constants.js';
import { allowedActions, mayMove, noShowFee, startsFrom, tooEarly } from './booking-policy.js';

const HOUR = 3_600_000;
const now = new Date('2026-12-01T04:30:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe('the moves each party may make', () => {
  it('lets the company answer a request, and the customer only cancel it', () => {
    const request = { status: 'requested' as const, pickupAt: inHours(48) };
    expect(allowedActions(request, 'partner', now)).toEqual(['accept', 'decline', 'cancel']);
    expect(allowedActions(request, 'customer', now)).toEqual(['cancel']);
    expect(allowedActions(request, 'system', now)).toEqual([]);
  });

  it('lets a confirmed trip start from 3 hours before its pickup, and a no-show after it', () => {
    const at = (hoursAhead: number) =>
      allowedActions({ status: 'confirmed', pickupAt: inHours(hoursAhead) }, 'partner', now);
    expect(at(4)).toEqual(['cancel']);
    expect(at(3)).toEqual(['start', 'cancel']);
    expect(at(0)).toEqual(['start', 'no-show', 'cancel']);
    expect(startsFrom(inHours(4)).toISOString()).toBe(inHours(1).toISOString());
    expect(tooEarly('start', inHours(4), now)).toBe('booking_start_too_early');
    expect(tooEarly('no-show', inHours(1), now)).toBe('booking_no_show_too_early');
  });

  it('completes a trip under way, and leaves a finished booking where it is', () => {
    expect(
      allowedActions({ status: 'in_progress', pickupAt: inHours(-2) }, 'partner', now),
    ).toEqual(['complete']);
    for (const status of ['completed', 'cancelled', 'declined', 'expired', 'no_show'] as const)
      expect(allowedActions({ status, pickupAt: inHours(-2) }, 'operator', now)).toEqual([]);
    expect(mayMove('accept', 'requested', 'customer')).toBe(false);
  });

  it("charges a no-show the policy's share of the fare, in whole rupees", () => {
    expect(noShowFee(3999, DEFAULT_CANCELLATION_POLICY)).toBe(3999);
    expect(noShowFee(3999, { ...DEFAULT_CANCELLATION_POLICY, noShowPercent: 50 })).toBe(2000);
  });
});
