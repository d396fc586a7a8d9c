import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { City } from '@shared/constants';
import { SaidFields } from '@shared/contracts/common';
import {
  PlaceSearchResponseSchema,
  RouteListResponseSchema,
  RouteSchema,
  type Route,
  type RouteChangeBody,
} from '@shared/contracts/places';
import { apiRequest } from '../../lib/api-client';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { isSessionEnded, opsKeys, retryUnlessRefused } from '../api';

/** A city's place id, as routes start from it: "Hyderabad" is the place 'hyderabad'. */
export const cityPlaceId = (city: City) => city.toLowerCase();

export const routeKeys = {
  all: [...opsKeys.all, 'routes'] as const,
  places: [...opsKeys.all, 'places'] as const,
};

// For the console (lib/query-client.ts); readers see the failure on the page, translated.
const ROUTES_FAILED = 'Failed to load the routes';
const PLACES_FAILED = 'Failed to load the places';

/** GET /api/admin/routes: every route from every city, with its figures and their source. */
export const routesQueryOptions = queryOptions({
  queryKey: routeKeys.all,
  queryFn: async ({ signal }) =>
    (await apiRequest('/api/admin/routes', { auth: true, schema: RouteListResponseSchema, signal }))
      .routes,
  retry: retryUnlessRefused,
  staleTime: 30_000,
  meta: { errorMessage: ROUTES_FAILED, isExpectedError: isSessionEnded },
});

export function useRoutes() {
  return useQuery(routesQueryOptions);
}

/**
 * GET /api/places: every place with its names in the three languages, so that a route shows its
 * destination in the reader's language, and a language switch needs no new request.
 */
export const placesQueryOptions = queryOptions({
  queryKey: routeKeys.places,
  queryFn: async ({ signal }) =>
    (await apiRequest('/api/places', { schema: PlaceSearchResponseSchema, signal })).places,
  retry: retryUnlessRefused,
  // The places themselves change only with a release.
  staleTime: 10 * 60_000,
  meta: { errorMessage: PLACES_FAILED },
});

export function usePlaces() {
  return useQuery(placesQueryOptions);
}

const RouteChangeResponseSchema = z.object({
  success: z.literal(true),
  ...SaidFields,
  route: RouteSchema,
});
export type RouteChangeResponse = z.infer<typeof RouteChangeResponseSchema>;

/** PATCH /api/admin/routes/{from}/{to}: the route's corrected figures and where they came from. */
export function changeRoute(route: Route, body: RouteChangeBody, signal?: AbortSignal) {
  const path = `/api/admin/routes/${encodeURIComponent(route.from)}/${encodeURIComponent(route.to)}`;
  return apiRequest(path, {
    method: 'PATCH',
    body,
    auth: true,
    schema: RouteChangeResponseSchema,
    signal,
  });
}

const sameRoute = (a: Route, b: Route) => a.from === b.from && a.to === b.to;

/**
 * Saves a route's corrected figures. The answer shows in the table at once; the routes are then
 * read again, for another operator's changes. Offline it fails at once, and closing the dialog
 * stops it (lib/use-destructive-mutation.ts): the routes are read again then, since the server may
 * have saved it before the abort reached it.
 */
export function useChangeRoute(route: Route, onChanged: (answer: RouteChangeResponse) => void) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: routeKeys.all });
  return useDestructiveMutation({
    mutationFn: (body: RouteChangeBody, signal) => changeRoute(route, body, signal),
    onSuccess: (answer) => {
      queryClient.setQueryData<Route[]>(routeKeys.all, (routes) =>
        routes?.map((each) => (sameRoute(each, answer.route) ? answer.route : each)),
      );
      refresh();
      onChanged(answer);
    },
    onAbandoned: refresh,
  });
}
