/**
 * The trip a signed-out customer was booking, kept in this tab (sessionStorage) while they log
 * in: the login page cannot send them back by itself, so the car page reopens the booking form
 * with it when they come back to the car. Small and free of the form's code, because the car
 * page reads it before the form is loaded.
 */

const DRAFT_KEY = 'saarthi-booking-draft';
/** A draft older than this is a trip the customer has moved on from. */
const DRAFT_MAX_AGE_MS = 6 * 3_600_000;

export interface BookingDraft {
  carId: string;
  /** The form's fields as typed. */
  values: Record<string, string>;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveBookingDraft(carId: string, values: Record<string, string>): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify({ carId, values, savedAt: Date.now() }));
  } catch {
    // Storage full or blocked: the customer types the trip again after logging in.
  }
}

/** The draft kept for this car, if any (left in place: `clearBookingDraft` once it is used). */
export function bookingDraftFor(carId: string): Record<string, string> | null {
  try {
    const raw = storage()?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<BookingDraft>;
    if (
      draft.carId !== carId ||
      typeof draft.savedAt !== 'number' ||
      Date.now() - draft.savedAt > DRAFT_MAX_AGE_MS ||
      typeof draft.values !== 'object' ||
      draft.values === null
    )
      return null;
    return Object.fromEntries(
      Object.entries(draft.values).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return null;
  }
}

export function clearBookingDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
