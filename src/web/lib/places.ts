import { useQuery } from '@tanstack/react-query';
import { PlaceSearchResponseSchema, type PlaceSearchResponse } from '@shared/contracts/places';
import { apiRequest } from './api-client';

export type PlaceWithRoute = PlaceSearchResponse['places'][number];

/**
 * The places a trip from `city` can go to, named in `lang`, each with its route (the km shown
 * beside it): what the home search and the booking form both offer. A place the city has no route
 * to cannot be priced from it and is left out. Asked for only while `wanted`.
 */
export function useReachablePlaces(city: string, lang: string, wanted = true) {
  return useQuery({
    queryKey: ['places', city, lang],
    queryFn: ({ signal }) =>
      apiRequest(`/api/places?${new URLSearchParams({ from: city, lang }).toString()}`, {
        schema: PlaceSearchResponseSchema,
        signal,
      }).then((answer) => answer.places.filter((place) => place.route)),
    enabled: wanted && city !== '',
    // Places change when an operator adds one: an hour old is fresh enough.
    staleTime: 3_600_000,
  });
}
