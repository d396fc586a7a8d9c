import { conflict, fieldError, notFound, type HttpError } from '../../http/errors.js';
import { BookingRefused } from './bookings.repository.js';

/** The answer a refusal of the repository gets: what the customer or partner can act on. */
export function refusalError(error: unknown): HttpError | undefined {
  if (!(error instanceof BookingRefused)) return undefined;
  switch (error.refusal) {
    case 'car_taken':
      return conflict('car_taken');
    case 'driver_taken':
      return conflict('driver_taken');
    case 'idempotency_key_reused':
      return conflict('idempotency_key_reused');
    case 'booking_not_found':
      return notFound('booking_not_found');
    case 'booking_driver_invalid':
      return fieldError('driverId', 'booking_driver_invalid');
    case 'booking_driver_rejected':
      return fieldError('driverId', 'booking_driver_rejected');
  }
}

/** Runs a repository call, answering its refusals as HTTP errors. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusalError(error) ?? error;
  }
}
