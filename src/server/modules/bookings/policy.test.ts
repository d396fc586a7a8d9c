import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_POLICY } from '../../../shared/booking-constants.js';
import {
  cancellationFee,
  cancellationFeeNow,
  cancellationPercent,
  decideMove,
  type BookingState,
} from './policy.js';

const HOUR = 3_600_000;
const now = new Date('2026-12-01T04:30:00Z');
const booking = (status: BookingState['status'], hoursAhead: number): BookingState => ({
  status,
  pickupAt: new Date(now.getTime() + hoursAhead * HOUR),
  fare: 4000,
  cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
});

const refusal = (work: () => unknown) => {
  try {
    work();
    return undefined;
  } catch (error) {
    return {
      status: (error as { statusCode: number }).statusCode,
      message: (error as Error).message,
    };
  }
};

describe('cancellation fees', () => {
  it('follows the default tiers: free over 24 h, 25 % from 24 to 6 h, 50 % under 6 h', () => {
    expect(cancellationPercent(DEFAULT_CANCELLATION_POLICY, 30)).toBe(0);
    expect(cancellationPercent(DEFAULT_CANCELLATION_POLICY, 24)).toBe(25);
    expect(cancellationPercent(DEFAULT_CANCELLATION_POLICY, 6.5)).toBe(25);
    expect(cancellationPercent(DEFAULT_CANCELLATION_POLICY, 6)).toBe(50);
    expect(cancellationPercent(DEFAULT_CANCELLATION_POLICY, -1)).toBe(50);
  });

  it("charges only the customer's own cancellation of a confirmed trip, on the fare", () => {
    expect(cancellationFee(booking('confirmed', 10), 'customer', now)).toBe(1000);
    expect(cancellationFee(booking('confirmed', 3), 'customer', now)).toBe(2000);
    expect(cancellationFee(booking('requested', 3), 'customer', now)).toBe(0);
    expect(cancellationFee(booking('confirmed', 3), 'partner', now)).toBe(0);
    expect(cancellationFee(booking('confirmed', 3), 'operator', now)).toBe(0);
  });

  it('keeps the policy the booking was made under', () => {
    const strict = { tiers: [{ hoursBefore: 0, feePercent: 10 }], noShowPercent: 80 };
    const state = { ...booking('confirmed', 100), cancellationPolicy: strict };
    expect(cancellationFee(state, 'customer', now)).toBe(400);
    expect(
      decideMove({ ...state, pickupAt: new Date(now.getTime() - HOUR) }, 'no-show', 'partner', now),
    ).toEqual({
      to: 'no_show',
      fee: 3200,
    });
  });

  it('says what cancelling now costs, or null once it cannot be cancelled', () => {
    expect(cancellationFeeNow(booking('confirmed', 10), now)).toBe(1000);
    expect(cancellationFeeNow(booking('requested', 10), now)).toBe(0);
    expect(cancellationFeeNow(booking('in_progress', -1), now)).toBeNull();
    expect(cancellationFeeNow(booking('completed', -30), now)).toBeNull();
  });
});

describe('decideMove', () => {
  it('lets each party make only its own moves', () => {
    expect(decideMove(booking('requested', 10), 'accept', 'partner', now).to).toBe('confirmed');
    expect(decideMove(booking('requested', 10), 'accept', 'operator', now).to).toBe('confirmed');
    expect(refusal(() => decideMove(booking('requested', 10), 'accept', 'customer', now))).toEqual({
      status: 409,
      message: 'This booking is requested, so it cannot be accepted',
    });
    expect(decideMove(booking('requested', 10), 'cancel', 'customer', now)).toEqual({
      to: 'cancelled',
      fee: 0,
    });
  });

  it('refuses moves the state does not allow with a 409 that says why', () => {
    expect(refusal(() => decideMove(booking('completed', -30), 'cancel', 'customer', now))).toEqual(
      {
        status: 409,
        message: 'This booking is completed, so it cannot be cancelled',
      },
    );
    expect(
      refusal(() => decideMove(booking('declined', 10), 'accept', 'partner', now))?.status,
    ).toBe(409);
    expect(
      refusal(() => decideMove(booking('requested', 10), 'complete', 'partner', now))?.status,
    ).toBe(409);
    expect(
      refusal(() => decideMove(booking('in_progress', -1), 'cancel', 'partner', now))?.status,
    ).toBe(409);
  });

  it('starts a trip from 3 hours before pickup and records a no-show only after it', () => {
    expect(
      refusal(() => decideMove(booking('confirmed', 4), 'start', 'partner', now))?.message,
    ).toBe('A trip can be started from 3 hours before its pickup time');
    expect(decideMove(booking('confirmed', 2.5), 'start', 'partner', now).to).toBe('in_progress');
    expect(
      refusal(() => decideMove(booking('confirmed', 0.5), 'no-show', 'partner', now))?.message,
    ).toBe('A no-show can be recorded only after the pickup time');
    expect(decideMove(booking('confirmed', -0.5), 'no-show', 'partner', now)).toEqual({
      to: 'no_show',
      fee: 4000,
    });
  });
});
