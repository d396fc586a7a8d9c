/**
 * The trip day's limits (docs/product/trips-and-money.md#the-trip-day), for the server that
 * enforces them and the forms that ask for them.
 */
export const TRIP_DAY = {
  /** Wrong start codes before starting waits for an operator. */
  startCodeTries: 5,
  /** The highest odometer reading taken, in km: more than any car's life. */
  odometerMaxKm: 9_999_999,
  /** The most a trip may have been driven per day (or part of one) it lasted. */
  maxKmPerDay: 1_500,
  /** One expense at most, in rupees, and the most expenses one trip records. */
  expenseMax: 100_000,
  expensesMax: 30,
  expenseNoteMax: 120,
} as const;

/** A driving licence as the customer sees it: only its last 4 characters. */
export const maskedLicence = (last4: string) => (last4 ? `•••• ${last4}` : '');
