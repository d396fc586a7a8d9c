import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BOOKING_LIMITS } from '@shared/booking-constants';
import type { BookingChangeResponse } from '@shared/contracts/bookings';
import type { Said } from '@shared/message-ref';
import { refusalsByField, refusedFields } from '../../components/form';
import { ApiError } from '../../lib/api-client';
import { useLoginPath } from '../../lib/return-to';
import { useAuth } from '../../lib/use-auth';
import { useSettled } from '../../lib/use-settled';
import { randomUuid } from '../../lib/uuid';
import { paths } from '../../paths';
import { useFormat } from '../../lib/i18n/format';
import { tripParams } from '../../lib/planned-trip';
import { useAvailability, useCreateBooking, useQuote } from './api';
import { saveBookingDraft } from './booking-draft';
import { addDays, clashOf, indiaMoment, indiaToday } from './india-time';
import {
  checkTrip,
  FIELD_ORDER,
  quoteBodyOf,
  tripFieldOf,
  withPackageReturn,
  type BookableCar,
  type Problems,
  type TripField,
  type TripFormValues,
} from './trip-form-values';

/** How long the form waits after the last change of the trip before asking for its price. */
export const QUOTE_DELAY_MS = 400;

/** What the page the booking lands on says first (the trip page reads it from the route state). */
export interface BookedState {
  booked: Partial<Said>;
}

/** What a 403 means here: a partner's or operator's account cannot book a car. */
const CUSTOMERS_ONLY = msg`Cars are booked from a customer account. Log in with your customer account to book.`;
/** What a trip that meets one of the car's bookings is told, before it is sent. */
const CLASH = msg`The car is taken from {from} to {to} (a trip and the hour to get ready after it). Choose a time outside it.`;

/** The API's codes for a session that ended: the form offers to log in again. */
const SESSION_CODES = new Set([
  'unauthorized',
  'invalid_token',
  'session_expired',
  'session_ended',
  'account_gone',
]);

/**
 * The booking form's state: the trip as typed, its problems, the live quote and the request.
 * The shared schema checks the fields on submit (then again as they are corrected), and the
 * API's refusals, the quote's and the booking's, land at their fields. Not react-hook-form: the
 * form's fields (an India date and time apart) are not the body's (one moment), and the quote's
 * and the booking's refusals join the form's own problems in one map.
 */
export function useTripForm(car: BookableCar, initial: TripFormValues) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { isSignedIn } = useAuth();
  const loginPath = useLoginPath();
  const create = useCreateBooking(car._id);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<Said | null>(null);
  // The key of the last submission and the trip it was for: a retry of the same trip sends the
  // same key, so a request whose answer was lost cannot book the car twice.
  const attempt = useRef<{ trip: string; key: string } | null>(null);
  const baseId = useId();
  const idOf = (field: TripField) => `${baseId}-${field}`;

  // The car's busy times over every day a trip may touch, to refuse a clash before sending.
  const format = useFormat();
  const today = indiaToday();
  const busy = useAvailability(
    car._id,
    today,
    addDays(today, BOOKING_LIMITS.maxDaysAhead + BOOKING_LIMITS.maxTripDays),
  );

  /** The trip's problems: the shared rules', then a clash with the car's bookings. */
  function problemsOf(next: TripFormValues): Problems | null {
    const verdict = checkTrip(car, next);
    if ('problems' in verdict) return verdict.problems;
    const clash = clashOf(
      verdict.body.pickupAt,
      verdict.body.returnAt,
      busy.data ?? [],
      BOOKING_LIMITS.turnaroundHours * 3_600_000,
    );
    if (!clash) return null;
    const moment = (at: string) =>
      format.date(at, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    return {
      pickupDate: {
        message: i18n._({ ...CLASH, values: { from: moment(clash.from), to: moment(clash.to) } }),
      },
    };
  }

  const quoteBody = useSettled(quoteBodyOf(car._id, values), QUOTE_DELAY_MS);
  const quote = useQuote(quoteBody);
  const quoteRefusal =
    quote.error instanceof ApiError && quote.error.fromServer ? quote.error : undefined;
  // The quote's refusals of a field (pickup too soon, trip too long) show at that field too.
  const quoteProblems: Problems = refusalsByField(refusedFields(quoteRefusal, tripFieldOf));
  const problemOf = (field: TripField) => problems[field] ?? quoteProblems[field];

  function focusFirst(found: Problems) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  function change(typed: TripFormValues) {
    // A local trip's return follows its package and pickup as they change.
    const timing =
      typed.tripType !== values.tripType ||
      typed.package !== values.package ||
      typed.pickupDate !== values.pickupDate ||
      typed.pickupTime !== values.pickupTime;
    const next = timing ? withPackageReturn(typed) : typed;
    setValues(next);
    if (submitted) setProblems(problemsOf(next) ?? {});
  }

  /** A text field's value and its changes. */
  const field = (name: TripField) => ({
    name,
    value: values[name],
    onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
      change({ ...values, [name]: event.target.value });
    },
  });

  /** A new pickup day carries the return along when it would come before it. */
  function setPickupDay(day: string) {
    const next = { ...values, pickupDate: day };
    if (!values.returnDate || values.returnDate < day) next.returnDate = day;
    change(next);
  }

  function logInToBook() {
    // The car page opens the saved trip again when the login brings the customer back.
    saveBookingDraft(car._id, { ...values });
    void navigate(loginPath);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    if (!isSignedIn) {
      logInToBook();
      return;
    }
    setSubmitted(true);
    setFailure(null);
    const found = problemsOf(values);
    const verdict = checkTrip(car, values);
    if (found || 'problems' in verdict) {
      const shown = found ?? {};
      setProblems(shown);
      focusFirst(shown);
      return;
    }
    setProblems({});
    const trip = JSON.stringify(verdict.body);
    if (attempt.current?.trip !== trip) attempt.current = { trip, key: randomUuid() };
    create.mutate(
      { body: verdict.body, key: attempt.current.key },
      {
        onSuccess: (answer: BookingChangeResponse) => {
          const { message, code, params } = answer;
          const state: BookedState = { booked: { message, code, params } };
          void navigate(paths.trip(answer.booking._id), { state });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            setFailure({ message: error.message, code: 'request_failed' });
            return;
          }
          const refused: Problems = refusalsByField(refusedFields(error, tripFieldOf));
          if (Object.keys(refused).length > 0) {
            setProblems(refused);
            focusFirst(refused);
            return;
          }
          if (error.status === 403) {
            setFailure({ message: i18n._(CUSTOMERS_ONLY) });
            return;
          }
          setFailure({ message: error.message, code: error.code });
        },
      },
    );
  }

  /**
   * The car was taken since the search: the free cars of its category for the same trip, with
   * the trip in the URL as the search left it.
   */
  const pickupAt = indiaMoment(values.pickupDate, values.pickupTime);
  const freeCarsPath =
    failure?.code === 'car_taken' && pickupAt
      ? `${paths.category(car.category)}?${new URLSearchParams(
          tripParams({
            tripType: values.tripType,
            date: values.pickupDate,
            time: values.pickupTime,
            returnDate: values.tripType === 'local' ? '' : values.returnDate,
            returnTime: values.tripType === 'local' ? '' : values.returnTime,
            package: values.tripType === 'local' ? values.package : '',
            to: values.to,
            km: values.tripType === 'local' ? '' : values.estimatedKm.trim(),
          }),
        ).toString()}`
      : undefined;

  return {
    values,
    freeCarsPath,
    change,
    field,
    idOf,
    problemOf,
    setPickupDay,
    onSubmit,
    logInToBook,
    isSignedIn,
    isPending: create.isPending,
    failure,
    /** The request failed because the session ended: the form offers to log in again. */
    sessionEnded: failure?.code !== undefined && SESSION_CODES.has(failure.code),
    quote,
    quoteBody,
    quoteRefusal,
    /** The quote refused a field the form shows at the field. */
    quoteRefusedFields: Object.keys(quoteProblems).length > 0,
  };
}
