import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  DEFAULT_CANCELLATION_POLICY,
  type BookingStatus,
} from '../../../shared/booking-constants.js';
import {
  decideOperatorMove,
  operatorMoveRefusal,
  operatorMoves,
  type OperatorMoveState,
} from './policy.js';

const HOUR = 3_600_000;
const now = new Date('2026-12-01T04:30:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

/** A 10-hour trip `hoursAhead` from now, with a driver unless told otherwise. */
const booking = (
  status: BookingStatus,
  hoursAhead: number,
  extra: Partial<OperatorMoveState> = {},
): OperatorMoveState => ({
  status,
  pickupAt: at(hoursAhead),
  returnAt: at(hoursAhead + 10),
  hasDriver: true,
  fare: 4000,
  cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
  ...extra,
});

const refusalOf = (work: () => unknown) => {
  try {
    work();
    return undefined;
  } catch (error) {
    return {
      status: (error as { statusCode: number }).statusCode,
      message: (error as Error).message,
      code: (error as { code: string }).code,
    };
  }
};

describe("an operator's moves", () => {
  it('never moves a booking to the status it has, whatever it is', () => {
    for (const status of BOOKING_STATUSES) {
      expect(operatorMoveRefusal(booking(status, 72), status, now)).toBe(
        'booking_move_same_status',
      );
      expect(operatorMoves(booking(status, 72), now)).not.toContain(status);
    }
    expect(refusalOf(() => decideOperatorMove(booking('cancelled', 72), 'cancelled', now))).toEqual(
      {
        status: 409,
        message: 'The booking has this status already: choose another status',
        code: 'booking_move_same_status',
      },
    );
  });

  it('leaves expiring a request to the clock', () => {
    expect(operatorMoveRefusal(booking('requested', 72), 'expired', now)).toBe(
      'booking_move_expired_clock_only',
    );
  });

  it('reopens a request only while the company still has time to answer it', () => {
    const decision = decideOperatorMove(booking('cancelled', 72), 'requested', now);
    // 12 hours from now, the pickup being further.
    expect(decision).toEqual({ to: 'requested', fee: null, respondBy: at(12), reasonShown: false });
    expect(decideOperatorMove(booking('declined', 5), 'requested', now).respondBy).toEqual(at(4));
    expect(operatorMoveRefusal(booking('expired', 1), 'requested', now)).toBe(
      'booking_move_reopen_too_late',
    );
    expect(operatorMoveRefusal(booking('completed', -20), 'requested', now)).toBe(
      'booking_move_reopen_too_late',
    );
  });

  it('confirms, starts, completes or records a no-show only with a driver assigned', () => {
    const noDriver = booking('requested', -1, { hasDriver: false });
    for (const to of ['confirmed', 'in_progress', 'completed', 'no_show'] as const)
      expect(operatorMoveRefusal(noDriver, to, now), to).toBe('booking_move_needs_driver');
    expect(operatorMoves(noDriver, now)).toEqual(['declined', 'cancelled']);
  });

  it('keeps the trip’s times: started or completed from its start window, a no-show after pickup', () => {
    const later = booking('confirmed', 5);
    expect(operatorMoveRefusal(later, 'in_progress', now)).toBe('booking_move_before_trip');
    expect(operatorMoveRefusal(later, 'completed', now)).toBe('booking_move_before_trip');
    expect(operatorMoveRefusal(later, 'no_show', now)).toBe('booking_no_show_too_early');
    expect(operatorMoves(booking('confirmed', 2), now)).toEqual([
      'requested',
      'declined',
      'in_progress',
      'completed',
      'cancelled',
    ]);
    expect(operatorMoves(booking('in_progress', -1), now)).toEqual([
      'confirmed',
      'declined',
      'completed',
      'cancelled',
      'no_show',
    ]);
  });

  it('does not make a trip over for a day active again: the clock would complete it', () => {
    const over = booking('cancelled', -40);
    expect(operatorMoveRefusal(over, 'confirmed', now)).toBe('booking_move_trip_over');
    expect(operatorMoveRefusal(over, 'in_progress', now)).toBe('booking_move_trip_over');
    expect(operatorMoves(over, now)).toEqual(['declined', 'completed', 'no_show']);
    // Within the day after its return, a trip may still be set back under way.
    expect(operatorMoveRefusal(booking('completed', -20), 'in_progress', now)).toBeNull();
  });

  it('brings a cancelled or declined booking back, or ends a completed one otherwise', () => {
    expect(operatorMoves(booking('cancelled', 72), now)).toEqual([
      'requested',
      'confirmed',
      'declined',
    ]);
    expect(operatorMoves(booking('completed', -20), now)).toEqual([
      'confirmed',
      'declined',
      'in_progress',
      'cancelled',
      'no_show',
    ]);
  });

  it("charges the customer nothing for an operator's cancellation, the policy's share for a no-show", () => {
    expect(decideOperatorMove(booking('confirmed', 3), 'cancelled', now)).toEqual({
      to: 'cancelled',
      fee: 0,
      respondBy: null,
      reasonShown: true,
    });
    expect(decideOperatorMove(booking('confirmed', -1), 'no_show', now)).toMatchObject({
      fee: 4000,
      reasonShown: true,
    });
    const strict = { tiers: [], noShowPercent: 80 };
    expect(
      decideOperatorMove(booking('completed', -2, { cancellationPolicy: strict }), 'no_show', now)
        .fee,
    ).toBe(3200);
    // A no-show set right again owes nothing any more.
    expect(decideOperatorMove(booking('no_show', -2), 'completed', now)).toEqual({
      to: 'completed',
      fee: null,
      respondBy: null,
      reasonShown: false,
    });
    expect(decideOperatorMove(booking('requested', 30), 'declined', now)).toMatchObject({
      fee: null,
      reasonShown: true,
    });
  });
});
