import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { plannedTripFrom, type PlannedTrip } from '../../lib/planned-trip';
import { returnOf } from '../../lib/trip-search-query';
import { useAuth } from '../../lib/use-auth';
import { bookingDraftFor, clearBookingDraft } from '../../lib/booking-draft';

// Which booking form the car page shows, if any: opened from the Book button, a calendar day, the
// trip searched for on the home page, or a draft kept while the customer logged in.

/** The booking form's first values for a searched trip: all of it that was given. */
function draftOfTrip(trip: PlannedTrip | null): Record<string, string> {
  if (!trip) return {};
  const draft: Record<string, string> = { tripType: trip.tripType };
  if (trip.date) Object.assign(draft, { pickupDate: trip.date, returnDate: trip.date });
  if (trip.time) draft.pickupTime = trip.time;
  const back = returnOf(trip);
  if (back) Object.assign(draft, { returnDate: back.date, returnTime: back.time });
  if (trip.package) draft.package = trip.package;
  if (trip.to) draft.to = trip.to;
  if (trip.km) draft.estimatedKm = trip.km;
  return draft;
}

/** The booking form to show: opened from the Book button, a calendar day, or a kept draft. */
export interface BookingRequest {
  pickupDay?: string;
  draft?: Record<string, string>;
}

/** The booking form the page shows (null: none), and the searched trip a new one starts from. */
export function useBookingRequest(carId: string) {
  const { isSignedIn } = useAuth();
  // Back from logging in with a trip typed before: the form opens again, filled in.
  const [booking, setBooking] = useState<BookingRequest | null>(() => {
    const draft = isSignedIn ? bookingDraftFor(carId) : null;
    return draft ? { draft } : null;
  });
  const resumedDraft = booking?.draft !== undefined;
  useEffect(() => {
    // The draft now lives in the open form: a later visit starts afresh.
    if (resumedDraft) clearBookingDraft();
  }, [resumedDraft]);
  // The trip searched for on the home page starts the booking form.
  const [search] = useSearchParams();
  const tripDraft = useMemo(() => draftOfTrip(plannedTripFrom(search)), [search]);
  return { booking, setBooking, tripDraft };
}
