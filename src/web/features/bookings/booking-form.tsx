import { Trans, useLingui } from '@lingui/react/macro';
import { AIRPORT_INCLUDED_KM, BOOKING_LIMITS } from '@shared/booking-constants';
import { Field } from '../../components/form';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { AvailabilityCalendar } from './availability-calendar';
import { indiaToday } from './india-time';
import { LiveQuote } from './live-quote';
import { Link } from 'react-router';
import { PlaceField } from './place-field';
import { DateTimeFields, PackageField, TripTypeField } from './trip-fields';
import {
  goesToPlace,
  needsKm,
  type BookableCar,
  type TripField,
  type TripFormValues,
} from './trip-form-values';
import { TRIP_MESSAGES } from './trip-messages';
import { useTripForm } from './use-trip-form';

export { initialValues, type BookableCar, type TripFormValues } from './trip-form-values';
export { QUOTE_DELAY_MS, type BookedState } from './use-trip-form';

/**
 * The booking form of a car: the trip's fields beside its live quote, and the request's button
 * with what stands in its way (a login, a refusal that no field shows).
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
  const { t } = useLingui();
  const format = useFormat();
  const translate = useTranslateMessage(TRIP_MESSAGES);
  const form = useTripForm(car, initial);
  const { values, quote, quoteBody } = form;
  const errorOf = (name: TripField) => {
    const problem = form.problemOf(name);
    return problem ? translate(problem) : undefined;
  };
  const input = (name: TripField) => ({ ...form.field(name), id: form.idOf(name) });

  const seats = Math.min(car.seater, BOOKING_LIMITS.passengersMax);
  const { tripType } = values;
  const airportKm = format.number(AIRPORT_INCLUDED_KM);
  const kmNeeded = needsKm(tripType, values.to);
  const kmHint =
    tripType === 'outstation'
      ? values.to
        ? t`Optional: the route's km there and back are charged at least.`
        : t`The whole round trip, there and back.`
      : tripType === 'one_way'
        ? t`Optional: the route's km are charged at least.`
        : tripType === 'airport'
          ? t`From the pickup to the drop: over ${airportKm} km is charged per km.`
          : t`All the driving you expect, in total.`;
  const today = indiaToday();
  const total = quote.data && quoteBody ? format.rupees(quote.data.total) : null;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={titleId}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="flex-1 overflow-y-auto px-4 py-5 sm:px-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-5">
            <TripTypeField
              value={values.tripType}
              id={form.idOf('tripType')}
              error={errorOf('tripType')}
              onChange={(next) => form.change({ ...values, tripType: next })}
            />

            {tripType === 'local' ? (
              <PackageField
                value={values.package}
                id={form.idOf('package')}
                error={errorOf('package')}
                onChange={(pack) => form.change({ ...values, package: pack })}
              />
            ) : null}
            {goesToPlace(tripType) ? (
              <PlaceField
                id={form.idOf('to')}
                label={t`To`}
                hint={
                  tripType === 'outstation'
                    ? t`Choose the place for an all-in price, or give the km of the round trip below.`
                    : undefined
                }
                city={car.city}
                value={values.to}
                error={errorOf('to')}
                onChange={(placeId) => form.change({ ...values, to: placeId })}
              />
            ) : null}

            <section aria-label={t`Availability`} className="rounded-xl bg-surface p-3 sm:p-4">
              <p className="mb-2 text-sm text-muted">
                <Trans>Pick a free day for the pickup, or type the dates below.</Trans>
              </p>
              <AvailabilityCalendar
                carId={car._id}
                selected={values.pickupDate || undefined}
                onPick={form.setPickupDay}
                headingLevel={3}
              />
            </section>

            <DateTimeFields
              legend={t`Pickup (India time)`}
              dateField={input('pickupDate')}
              timeField={input('pickupTime')}
              min={today}
              onDateChange={form.setPickupDay}
              error={errorOf('pickupDate')}
            />
            <DateTimeFields
              legend={
                tripType === 'airport' || tripType === 'one_way'
                  ? t`Drop-off done by (India time)`
                  : t`Return (India time)`
              }
              dateField={input('returnDate')}
              timeField={input('returnTime')}
              min={values.pickupDate || today}
              error={errorOf('returnDate')}
            />

            {tripType === 'local' ? null : (
              <Field
                id={form.idOf('estimatedKm')}
                label={kmNeeded ? t`Estimated distance (km)` : t`Estimated distance (km, optional)`}
                hint={kmHint}
                error={errorOf('estimatedKm')}
              >
                {(control) => (
                  <input
                    {...form.field('estimatedKm')}
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={BOOKING_LIMITS.estimatedKmMax}
                    step={1}
                    className="field-input"
                  />
                )}
              </Field>
            )}
            <Field
              id={form.idOf('pickupAddress')}
              label={t`Pickup address`}
              error={errorOf('pickupAddress')}
            >
              {(control) => (
                <input
                  {...form.field('pickupAddress')}
                  {...control}
                  type="text"
                  autoComplete="street-address"
                  maxLength={BOOKING_LIMITS.addressMax}
                  className="field-input"
                />
              )}
            </Field>
            <Field
              id={form.idOf('dropAddress')}
              label={t`Drop address (optional)`}
              error={errorOf('dropAddress')}
            >
              {(control) => (
                <input
                  {...form.field('dropAddress')}
                  {...control}
                  type="text"
                  maxLength={BOOKING_LIMITS.addressMax}
                  className="field-input"
                />
              )}
            </Field>
            <Field
              id={form.idOf('passengers')}
              label={t`Passengers`}
              hint={t`Up to ${seats}, besides the driver.`}
              error={errorOf('passengers')}
            >
              {(control) => (
                <input
                  {...form.field('passengers')}
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={seats}
                  step={1}
                  className="field-input"
                />
              )}
            </Field>
            <Field
              id={form.idOf('notes')}
              label={t`Notes for the travel company (optional)`}
              error={errorOf('notes')}
            >
              {(control) => (
                <textarea
                  {...form.field('notes')}
                  {...control}
                  rows={3}
                  maxLength={BOOKING_LIMITS.notesMax}
                  placeholder={t`Luggage, a child seat, the flight number…`}
                  className="field-input"
                />
              )}
            </Field>
            <Field
              id={form.idOf('gstin')}
              label={t`GSTIN for a business trip`}
              optional
              hint={t`Printed on the tax invoice, so your company can claim the GST.`}
              error={errorOf('gstin')}
            >
              {(control) => (
                <input
                  {...form.field('gstin')}
                  {...control}
                  type="text"
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={15}
                  className="field-input uppercase"
                />
              )}
            </Field>
            <Field
              id={form.idOf('promoCode')}
              label={t`Offer code`}
              optional
              hint={t`A Saarthi offer takes money off the total; Saarthi pays it.`}
              error={errorOf('promoCode')}
            >
              {(control) => (
                <input
                  {...form.field('promoCode')}
                  {...control}
                  type="text"
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={20}
                  className="field-input uppercase"
                />
              )}
            </Field>
          </div>

          <LiveQuote
            hasTrip={quoteBody !== undefined}
            quote={quote}
            refusal={form.quoteRefusal}
            refusedFields={form.quoteRefusedFields}
          />
        </div>
      </div>

      <div className="border-t border-slate-100 bg-white px-4 py-3 sm:px-6">
        {form.failure ? (
          <div
            role="alert"
            className="mb-3 rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
          >
            <p>{translate(form.failure)}</p>
            {form.freeCarsPath ? (
              <Link
                to={form.freeCarsPath}
                className="mt-1 inline-block font-semibold underline underline-offset-2"
              >
                <Trans>See the cars free for this trip</Trans>
              </Link>
            ) : null}
            {form.sessionEnded ? (
              <button
                type="button"
                className="mt-1 font-semibold underline underline-offset-2"
                onClick={form.logInToBook}
              >
                <Trans>Log in again</Trans>
              </button>
            ) : null}
          </div>
        ) : null}
        {!form.isSignedIn ? (
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
            disabled={form.isPending}
          >
            {!form.isSignedIn ? (
              <Trans>Log in to book</Trans>
            ) : form.isPending ? (
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
