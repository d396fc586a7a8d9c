/**
 * The trip day's limits (docs/product/trips-and-money.md#the-trip-day), for the server that
 * enforces them and the forms that ask for them.
 */
export const TRIP_DAY = {
  /** Wrong start codes before starting waits for an operator. */
  startCodeTries: 5,
  /** The highest odometer reading taken, in km: more than any car's life. */
  odometerMaxKm: 9_999_999,
} as const;

/** A driving licence as the customer sees it: only its last 4 characters. */
export const maskedLicence = (last4: string) => (last4 ? `•••• ${last4}` : '');
