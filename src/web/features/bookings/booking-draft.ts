// The draft is kept in lib/booking-draft.ts, since the car page reads it before this feature
// loads; the booking form saves it through here.
export { bookingDraftFor, clearBookingDraft, saveBookingDraft } from '../../lib/booking-draft';
