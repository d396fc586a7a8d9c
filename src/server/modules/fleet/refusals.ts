import { conflict, fieldError, notFound, type HttpError } from '../../http/errors.js';
import type { FleetRefusal, Refused } from './fleet.repository.js';

/** The answer to each refusal of the fleet's rules. */
export function refusalError(refused: FleetRefusal): HttpError {
  switch (refused) {
    case 'car_not_found':
    case 'block_not_found':
      return notFound(refused);
    case 'default_driver_invalid':
      return fieldError('defaultDriverId', refused);
    case 'car_archived_read_only':
    case 'car_submit_refused':
    case 'registration_taken':
    case 'block_overlap':
    case 'block_overlaps_booking':
      return conflict(refused);
  }
}

/** The outcome of a write, or its refusal thrown as its answer. */
export function orRefused<T extends object>(outcome: T | Refused): T {
  if ('refused' in outcome) throw refusalError(outcome.refused);
  return outcome;
}
