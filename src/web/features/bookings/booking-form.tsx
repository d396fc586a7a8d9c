import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import {
  AIRPORT_INCLUDED_KM,
  BOOKING_LIMITS,
  TRIP_TYPES,
  type TripType,
} from '@shared/booking-constants';
import {
  BookingBodySchema,
  type BookingBody,
  type BookingChangeResponse,
  type QuoteBody,
} from '@shared/contracts/bookings';
import type { Car } from '@shared/contracts/cars';
import { messageRef, type Said } from '@shared/message-ref';
import { ApiError } from '../../lib/api-client';
import { useFormat } from '../../lib/i18n/format';
import { SERVICE_TYPE_LABELS } from '../../lib/i18n/labels';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { TRIP_MESSAGES } from './trip-messages';
import { useAuth } from '../../lib/use-auth';
import { paths } from '../../paths';
import { useLoginPath } from '../../lib/return-to';
import { useCreateBooking, useQuote } from './api';
import { AvailabilityCalendar } from './availability-calendar';
import { saveBookingDraft } from './booking-draft';
import { addDays, indiaMoment, indiaToday } from './india-time';
import { QuoteLines } from '../../components/booking/quote-lines';

export type BookableCar = Pick<Car, '_id' | 'car_name' | 'car_model' | 'seater' | 'service_type'>;

/** The trip as typed: India dates and times apart, numbers still text until they are checked. */
export interface TripFormValues {
  tripType: TripType;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  estimatedKm: string;
  pickupAddress: string;
  dropAddress: string;
  passengers: string;
  notes: string;
}
type Field = keyof TripFormValues;

/** A field's problem: a shared rule's reference, or what the API said of the field. */
type Problem = Said;
type Problems = Partial<Record<Field, Problem>>;

/** The body's fields as the form shows them: a moment's problem sits at its date. */
const FIELD_OF: Record<string, Field> = {
  tripType: 'tripType',
  pickupAt: 'pickupDate',
  returnAt: 'returnDate',
  estimatedKm: 'estimatedKm',
  pickupAddress: 'pickupAddress',
  dropAddress: 'dropAddress',
  passengers: 'passengers',
  notes: 'notes',
};
/** The fields with a hint under them, which their inputs are described by. */
const HINTED = new Set<Field>(['estimatedKm', 'passengers']);
/** The order the fields come in, so the first one with a problem gets the focus. */
const FIELD_ORDER: readonly Field[] = [
  'tripType',
  'pickupDate',
  'returnDate',
  'estimatedKm',
  'pickupAddress',
  'dropAddress',
  'passengers',
  'notes',
];

const TRIP_HINTS: Record<TripType, MessageDescriptor> = {
  rental: msg`In and around the city, by the hour and the km`,
  outstation: msg`A round trip out of town, billed by the day`,
  airport: msg`To or from the airport at a fixed fare`,
};

/** The trip types that are priced by the distance, so the estimate is needed. */
const needsKm = (tripType: TripType) => tripType !== 'airport';
const isTripType = (value: string | undefined): value is TripType =>
  (TRIP_TYPES as readonly string[]).includes(value ?? '');

export function initialValues(
  car: BookableCar,
  draft: Partial<Record<string, string>> = {},
  pickupDay?: string,
): TripFormValues {
  const text = (field: Field, fallback: string) => draft[field] ?? fallback;
  const tripType = isTripType(draft.tripType)
    ? draft.tripType
    : isTripType(car.service_type)
      ? car.service_type
      : 'rental';
  const pickupDate = pickupDay ?? text('pickupDate', '');
  return {
    tripType,
    pickupDate,
    pickupTime: text('pickupTime', '09:00'),
    returnDate: pickupDay ? pickupDay : text('returnDate', pickupDate),
    returnTime: text('returnTime', '18:00'),
    estimatedKm: text('estimatedKm', ''),
    pickupAddress: text('pickupAddress', ''),
    dropAddress: text('dropAddress', ''),
    passengers: text('passengers', '1'),
    notes: text('notes', ''),
  };
}

const wholeNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** A whole number from `min` to `max` typed in a field; undefined for anything else. */
function wholeIn(value: string, min: number, max: number): number | undefined {
  const number = wholeNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= min && number <= max
    ? number
    : undefined;
}

function toBody(carId: string, values: TripFormValues) {
  return {
    carId,
    tripType: values.tripType,
    pickupAt: indiaMoment(values.pickupDate, values.pickupTime) ?? '',
    returnAt: indiaMoment(values.returnDate, values.returnTime) ?? '',
    estimatedKm: wholeNumber(values.estimatedKm),
    pickupAddress: values.pickupAddress,
    dropAddress: values.dropAddress,
    passengers: wholeNumber(values.passengers),
    notes: values.notes,
  };
}

/**
 * The shared schema's verdict on the trip (the server's own rules, so each message is written
 * once), with the rules it leaves to the server that the form can tell at once: the distance a
 * rental or an outstation trip is priced by, the car's seats, a return after the pickup.
 */
function check(
  car: BookableCar,
  values: TripFormValues,
): { body: BookingBody } | { problems: Problems } {
  const parsed = BookingBodySchema.safeParse(toBody(car._id, values));
  const problems: Problems = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field) problems[field] ??= { message: issue.message };
    }
  }
  const body = parsed.success ? parsed.data : undefined;
  if (needsKm(values.tripType) && values.estimatedKm.trim() === '')
    problems.estimatedKm ??= { message: messageRef('estimated_km_required') };
  const passengers = Number(values.passengers);
  if (Number.isInteger(passengers) && passengers > car.seater)
    problems.passengers ??= {
      message: messageRef('passengers_over_seats', { seats: car.seater }),
    };
  if (body && Date.parse(body.returnAt) <= Date.parse(body.pickupAt))
    problems.returnDate ??= { message: messageRef('return_before_pickup') };
  return body && Object.keys(problems).length === 0 ? { body } : { problems };
}

/** The trip as the live quote prices it, once it is complete enough to price. */
function quoteBodyOf(carId: string, values: TripFormValues): QuoteBody | undefined {
  const pickupAt = indiaMoment(values.pickupDate, values.pickupTime);
  const returnAt = indiaMoment(values.returnDate, values.returnTime);
  if (!pickupAt || !returnAt || Date.parse(returnAt) <= Date.parse(pickupAt)) return undefined;
  const estimatedKm = wholeIn(values.estimatedKm, 1, BOOKING_LIMITS.estimatedKmMax);
  if (needsKm(values.tripType) && estimatedKm === undefined) return undefined;
  return {
    carId,
    tripType: values.tripType,
    pickupAt,
    returnAt,
    ...(estimatedKm === undefined ? {} : { estimatedKm }),
  };
}

/** The value `delay` ms after it last changed: the quote is asked for once typing pauses. */
function useSettled<T>(value: T, delay: number): T {
  const key = JSON.stringify(value) ?? '';
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(key), delay);
    return () => window.clearTimeout(timer);
  }, [key, delay]);
  return (settled === '' ? undefined : JSON.parse(settled)) as T;
}

/** How long the form waits after the last change of the trip before asking for its price. */
export const QUOTE_DELAY_MS = 400;

/** A UUID, also where `crypto.randomUUID` is missing (a page served over plain http). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the page the booking lands on says first (the trip page reads it from the route state). */
export interface BookedState {
  booked: Partial<Said>;
}

/**
 * docs/product/trips-and-money.md#bookings: the booking form of a car. The live quote follows the trip as it is
 * typed; the shared schema checks the fields on submit (then again as they are corrected), and
 * the API's refusals land at their fields. Without react-hook-form: the form's fields (an India
 * date and time apart) are not the body's (one moment), and the quote's and the booking's
 * refusals join the form's own problems in one map.
 */
export function BookingForm({
  car,
  initial,
  titleId,
}: {
  car: BookableCar;
  initial: TripFormValues;
  /** The dialog's title, which the form's landmark is named by. */
  titleId: string;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const translate = useTranslateMessage(TRIP_MESSAGES);
  const navigate = useNavigate();
  const { isSignedIn } = useAuth();
  const loginPath = useLoginPath();
  const create = useCreateBooking(car._id);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<Problem | null>(null);
  // The key of the last submission and the trip it was for: a retry of the same trip sends the
  // same key, so a request whose answer was lost cannot book the car twice.
  const attempt = useRef<{ trip: string; key: string } | null>(null);
  const baseId = useId();
  const idOf = (field: Field) => `${baseId}-${field}`;
  const errorIdOf = (field: Field) => `${baseId}-${field}-error`;

  const quoteBody = useSettled(quoteBodyOf(car._id, values), QUOTE_DELAY_MS);
  const quote = useQuote(quoteBody);
  const quoteRefusal =
    quote.error instanceof ApiError && quote.error.fromServer ? quote.error : undefined;
  // The quote's refusals of a field (pickup too soon, trip too long) show at that field too.
  const quoteProblems: Problems = {};
  for (const refused of quoteRefusal?.fields ?? []) {
    const field = FIELD_OF[refused.field];
    if (field) quoteProblems[field] ??= refused;
  }
  const problemOf = (field: Field) => problems[field] ?? quoteProblems[field];

  function focusFirst(found: Problems) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  function change(next: TripFormValues) {
    setValues(next);
    if (submitted) {
      const verdict = check(car, next);
      setProblems('problems' in verdict ? verdict.problems : {});
    }
  }

  const field = (name: Field): FieldProps => ({
    id: idOf(name),
    name,
    value: values[name],
    'aria-invalid': problemOf(name) ? true : undefined,
    'aria-describedby':
      [problemOf(name) ? errorIdOf(name) : '', HINTED.has(name) ? `${idOf(name)}-hint` : '']
        .filter(Boolean)
        .join(' ') || undefined,
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
    const verdict = check(car, values);
    if ('problems' in verdict) {
      setProblems(verdict.problems);
      focusFirst(verdict.problems);
      return;
    }
    setProblems({});
    const trip = JSON.stringify(verdict.body);
    if (attempt.current?.trip !== trip) attempt.current = { trip, key: newIdempotencyKey() };
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
          const refused: Problems = {};
          for (const one of error.fields) {
            const name = FIELD_OF[one.field];
            if (name) refused[name] ??= one;
          }
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

  const seats = Math.min(car.seater, BOOKING_LIMITS.passengersMax);
  const kmNeeded = needsKm(values.tripType);
  const airportKm = format.number(AIRPORT_INCLUDED_KM);
  const today = indiaToday();
  const total = quote.data && quoteBody ? format.rupees(quote.data.total) : null;
  const sessionEnded = failure?.code !== undefined && SESSION_CODES.has(failure.code);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="flex-1 overflow-y-auto px-4 py-5 sm:px-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-5">
            <fieldset>
              <legend className="field-label">
                <Trans>Trip type</Trans>
              </legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {TRIP_TYPES.map((type) => (
                  <label
                    key={type}
                    className={`flex cursor-pointer flex-col rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 ${
                      values.tripType === type
                        ? 'border-brand-600 bg-brand-50'
                        : 'border-slate-200 bg-white hover:border-brand-200'
                    }`}
                  >
                    <span className="flex items-center gap-2 font-semibold text-ink">
                      <input
                        type="radio"
                        name="tripType"
                        value={type}
                        id={type === values.tripType ? idOf('tripType') : undefined}
                        data-autofocus={type === values.tripType ? true : undefined}
                        checked={values.tripType === type}
                        onChange={() => change({ ...values, tripType: type })}
                        className="h-4 w-4 accent-brand-600"
                      />
                      {i18n._(SERVICE_TYPE_LABELS[type])}
                    </span>
                    <span className="mt-1 text-xs text-muted">{i18n._(TRIP_HINTS[type])}</span>
                  </label>
                ))}
              </div>
              <FieldProblem id={errorIdOf('tripType')} problem={problemOf('tripType')} />
            </fieldset>

            <section aria-label={t`Availability`} className="rounded-xl bg-surface p-3 sm:p-4">
              <p className="mb-2 text-sm text-muted">
                <Trans>Pick a free day for the pickup, or type the dates below.</Trans>
              </p>
              <AvailabilityCalendar
                carId={car._id}
                selected={values.pickupDate || undefined}
                onPick={setPickupDay}
                headingLevel={3}
              />
            </section>

            <DateTimeFields
              legend={t`Pickup (India time)`}
              dateField={field('pickupDate')}
              timeField={field('pickupTime')}
              min={today}
              onDateChange={setPickupDay}
              problem={problemOf('pickupDate')}
              errorId={errorIdOf('pickupDate')}
            />
            <DateTimeFields
              legend={
                values.tripType === 'airport'
                  ? t`Drop-off done by (India time)`
                  : t`Return (India time)`
              }
              dateField={field('returnDate')}
              timeField={field('returnTime')}
              min={values.pickupDate || today}
              problem={problemOf('returnDate')}
              errorId={errorIdOf('returnDate')}
            />

            <FormField
              label={kmNeeded ? t`Estimated distance (km)` : t`Estimated distance (km, optional)`}
              htmlFor={idOf('estimatedKm')}
              hint={
                values.tripType === 'outstation'
                  ? t`The whole round trip, there and back.`
                  : values.tripType === 'airport'
                    ? t`From the pickup to the drop: over ${airportKm} km is charged per km.`
                    : t`All the driving you expect, in total.`
              }
              problem={problemOf('estimatedKm')}
              errorId={errorIdOf('estimatedKm')}
            >
              <input
                {...field('estimatedKm')}
                type="number"
                inputMode="numeric"
                min={1}
                max={BOOKING_LIMITS.estimatedKmMax}
                step={1}
                className="field-input"
              />
            </FormField>

            <FormField
              label={t`Pickup address`}
              htmlFor={idOf('pickupAddress')}
              problem={problemOf('pickupAddress')}
              errorId={errorIdOf('pickupAddress')}
            >
              <input
                {...field('pickupAddress')}
                type="text"
                autoComplete="street-address"
                maxLength={BOOKING_LIMITS.addressMax}
                className="field-input"
              />
            </FormField>
            <FormField
              label={t`Drop address (optional)`}
              htmlFor={idOf('dropAddress')}
              problem={problemOf('dropAddress')}
              errorId={errorIdOf('dropAddress')}
            >
              <input
                {...field('dropAddress')}
                type="text"
                maxLength={BOOKING_LIMITS.addressMax}
                className="field-input"
              />
            </FormField>
            <FormField
              label={t`Passengers`}
              htmlFor={idOf('passengers')}
              hint={t`Up to ${seats}, besides the driver.`}
              problem={problemOf('passengers')}
              errorId={errorIdOf('passengers')}
            >
              <input
                {...field('passengers')}
                type="number"
                inputMode="numeric"
                min={1}
                max={seats}
                step={1}
                className="field-input"
              />
            </FormField>
            <FormField
              label={t`Notes for the travel company (optional)`}
              htmlFor={idOf('notes')}
              problem={problemOf('notes')}
              errorId={errorIdOf('notes')}
            >
              <textarea
                {...field('notes')}
                rows={3}
                maxLength={BOOKING_LIMITS.notesMax}
                placeholder={t`Luggage, a child seat, the flight number…`}
                className="field-input"
              />
            </FormField>
          </div>

          <LiveQuote
            hasTrip={quoteBody !== undefined}
            quote={quote}
            refusal={quoteRefusal}
            refusedFields={Object.keys(quoteProblems).length > 0}
          />
        </div>
      </div>

      <div className="border-t border-slate-100 bg-white px-4 py-3 sm:px-6">
        {failure ? (
          <div
            role="alert"
            className="mb-3 rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
          >
            <p>{translate(failure)}</p>
            {sessionEnded ? (
              <button
                type="button"
                className="mt-1 font-semibold underline underline-offset-2"
                onClick={logInToBook}
              >
                <Trans>Log in again</Trans>
              </button>
            ) : null}
          </div>
        ) : null}
        {!isSignedIn ? (
          <p className="mb-3 text-sm text-muted">
            <Trans>
              You need to log in to send the request. What you entered stays saved in this tab:
              after logging in, open this car again and the form comes back filled in.
            </Trans>
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted" aria-hidden="true">
            {total ? (
              <>
                <Trans>Total</Trans>{' '}
                <span className="text-lg font-bold text-brand-900 tabular-nums">{total}</span>
              </>
            ) : null}
          </p>
          <button
            type="submit"
            className="btn-primary min-w-40 flex-1 sm:flex-none"
            disabled={create.isPending}
          >
            {!isSignedIn ? (
              <Trans>Log in to book</Trans>
            ) : create.isPending ? (
              <Trans>Sending the request…</Trans>
            ) : (
              <Trans>Request booking</Trans>
            )}
          </button>
        </div>
        <p className="mt-2 text-xs text-muted">
          <Trans>
            The travel company confirms your request and assigns the driver. You pay the company for
            the trip.
          </Trans>
        </p>
      </div>
    </form>
  );
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

function FieldProblem({ id, problem }: { id: string; problem: Problem | undefined }) {
  const translate = useTranslateMessage(TRIP_MESSAGES);
  return problem ? (
    <p id={id} className="field-error">
      {translate(problem)}
    </p>
  ) : null;
}

function FormField({
  label,
  htmlFor,
  hint,
  problem,
  errorId,
  children,
}: {
  label: string;
  htmlFor: string;
  hint?: string;
  problem: Problem | undefined;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="field-label">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${htmlFor}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldProblem id={errorId} problem={problem} />
    </div>
  );
}

interface FieldProps {
  id: string;
  name: string;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
}

function DateTimeFields({
  legend,
  dateField,
  timeField,
  min,
  onDateChange,
  problem,
  errorId,
}: {
  legend: string;
  dateField: FieldProps;
  timeField: FieldProps;
  min: string;
  onDateChange?: (day: string) => void;
  problem: Problem | undefined;
  errorId: string;
}) {
  const max = addDays(indiaToday(), BOOKING_LIMITS.maxDaysAhead + BOOKING_LIMITS.maxTripDays);
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <label className="sr-only" htmlFor={dateField.id}>
          <Trans>Date</Trans>
        </label>
        <input
          {...dateField}
          type="date"
          min={min}
          max={max}
          className="field-input"
          onChange={onDateChange ? (event) => onDateChange(event.target.value) : dateField.onChange}
        />
        <label className="sr-only" htmlFor={timeField.id}>
          <Trans>Time</Trans>
        </label>
        <input
          {...timeField}
          aria-invalid={dateField['aria-invalid']}
          aria-describedby={dateField['aria-describedby']}
          type="time"
          className="field-input"
        />
      </div>
      <FieldProblem id={errorId} problem={problem} />
    </fieldset>
  );
}

function LiveQuote({
  hasTrip,
  quote,
  refusal,
  refusedFields,
}: {
  hasTrip: boolean;
  quote: ReturnType<typeof useQuote>;
  refusal: ApiError | undefined;
  refusedFields: boolean;
}) {
  const format = useFormat();
  const translate = useTranslateMessage(TRIP_MESSAGES);
  const headingId = useId();
  const total = quote.data ? format.rupees(quote.data.total) : '';
  let body: ReactNode;
  if (!hasTrip) {
    body = (
      <p className="text-sm text-muted">
        <Trans>Choose the dates, the times and the distance to see the price.</Trans>
      </p>
    );
  } else if (quote.isError) {
    body = (
      <p className="text-sm text-danger">
        {refusedFields ? (
          <Trans>Correct the details marked in the form to see the price.</Trans>
        ) : refusal ? (
          translate(refusal)
        ) : (
          <Trans>The price could not be worked out just now. Change a detail to try again.</Trans>
        )}
      </p>
    );
  } else if (!quote.data) {
    body = (
      <p className="text-sm text-muted">
        <Trans>Working out the price…</Trans>
      </p>
    );
  } else {
    body = (
      <div
        className={`transition-opacity ${quote.isFetching ? 'opacity-60' : ''}`}
        aria-busy={quote.isFetching || undefined}
      >
        <QuoteLines quote={quote.data} />
      </div>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="self-start rounded-xl bg-brand-50/60 p-4 lg:sticky lg:top-0"
    >
      <h3 id={headingId} className="text-base font-bold text-brand-900">
        <Trans>Your quote</Trans>
      </h3>
      {/* The total, read out once it settles: not every line at every change. */}
      <p className="sr-only" role="status" aria-live="polite">
        {hasTrip && quote.data && !quote.isFetching ? <Trans>Total {total}</Trans> : null}
      </p>
      <div className="mt-2">{body}</div>
    </section>
  );
}
