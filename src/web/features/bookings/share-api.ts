import { useMutation, useQuery } from '@tanstack/react-query';
import {
  SharedTripResponseSchema,
  TripLinkResponseSchema,
  TripLinkRevokedResponseSchema,
} from '@shared/contracts/trip-links';
import { apiRequest, isNotFound } from '../../lib/api-client';

/** Where a shared trip opens (routes.tsx: `t/:token`), read-only and without a login. */
export const sharedTripPath = (token: string) => `/t/${token}`;

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}/share`;

/** A new read-only link to the customer's trip: its token, shown once. */
export function useShareTrip(bookingId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(bookingPath(bookingId), {
        method: 'POST',
        body: {},
        auth: true,
        schema: TripLinkResponseSchema,
      }),
  });
}

/** Stops every link of the trip. */
export function useStopSharing(bookingId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(bookingPath(bookingId), {
        method: 'DELETE',
        auth: true,
        schema: TripLinkRevokedResponseSchema,
      }),
  });
}

/** The trip a shared link shows; a stopped or expired link is a 404, never retried. */
export function useSharedTrip(token: string) {
  return useQuery({
    queryKey: ['trip-link', token],
    queryFn: ({ signal }) =>
      apiRequest(`/api/trip-links/${encodeURIComponent(token)}`, {
        schema: SharedTripResponseSchema,
        signal,
      }).then((answer) => answer.trip),
    retry: (count, error) => !isNotFound(error) && count < 2,
    // A family member keeps the page open: it follows the trip as it moves.
    refetchInterval: 60_000,
  });
}
