import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { BookingChangeResponse } from '@shared/contracts/bookings';
import type { Said } from '@shared/message-ref';
import { refusalsByField, refusedFields } from '../../components/form';
import { ApiError } from '../../lib/api-client';
import { useLoginPath } from '../../lib/return-to';
import { useAuth } from '../../lib/use-auth';
import { useSettled } from '../../lib/use-settled';
import { randomUuid } from '../../lib/uuid';
import { paths } from '../../paths';
import { useCreateBooking, useQuote } from './api';
import { saveBookingDraft } from './booking-draft';
import {
  checkTrip,
  FIELD_ORDER,
  quoteBodyOf,
  tripFieldOf,
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

  function change(next: TripFormValues) {
    setValues(next);
    if (submitted) {
      const verdict = checkTrip(car, next);
      setProblems('problems' in verdict ? verdict.problems : {});
    }
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
    const verdict = checkTrip(car, values);
    if ('problems' in verdict) {
      setProblems(verdict.problems);
      focusFirst(verdict.problems);
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

  return {
    values,
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
