import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  CAR_LIST_DEFAULT_LIMIT,
  type Category,
  type City,
  type ServiceType,
} from '@shared/constants';
import {
  CarDetailResponseSchema,
  CAR_REFINEMENTS,
  CarListResponseSchema,
  CompanyBadgeResponseSchema,
  type CarSort,
  FeedbackCreatedSchema,
  FeedbackSchema,
  type FeedbackBody,
} from '@shared/contracts/cars';
import type { DriverLanguage, FuelType } from '@shared/partner-constants';
import * as z from 'zod/mini';
import { apiRequest, isNotFound } from '../../lib/api-client';
import { profileQueryOptions } from '../../lib/profile';

/** Where and what: the spec's three list filters. */
export interface CarFilters {
  city?: City;
  category?: Category;
  service_type?: ServiceType;
}

/**
 * What the customer narrows the list by beyond where and what, and how it is ordered: kept in
 * the URL by the pages and sent to GET /api/cars as they are named there.
 */
export interface CarRefinements {
  fuel?: FuelType;
  min_seats?: number;
  ac?: boolean;
  min_price?: number;
  max_price?: number;
  language?: DriverLanguage;
  sort?: CarSort;
}

export type CarQuery = CarFilters &
  CarRefinements & {
    /**
     * The searched trip as the API asks for it (`tripSearchQuery`, lib/trip-search-query.ts):
     * only the cars free then, each with its trip's total; null or left out for every car.
     */
    trip?: Record<string, string> | null;
  };

/** The query's parameters, unset ones left out, in a fixed order (one cache entry per list). */
export function carQueryParams(query: CarQuery): URLSearchParams {
  const search = new URLSearchParams();
  const names = ['city', 'category', 'service_type', ...CAR_REFINEMENTS] as const;
  for (const name of names) {
    const value = query[name];
    if (value !== undefined) search.set(name, String(value));
  }
  for (const [name, value] of Object.entries(query.trip ?? {})) search.set(name, value);
  if (query.sort !== undefined) search.set('sort', query.sort);
  // Newest first is the server's order anyway; left out, a plain list keeps its plain address.
  // An order by the trip's price needs a trip: without one (its dates cleared), the usual order.
  if (query.sort === 'newest' || (query.sort === 'trip_price' && !query.trip))
    search.delete('sort');
  return search;
}

function carListPath(query: CarQuery, limit: number, after?: string): string {
  const search = carQueryParams(query);
  search.set('limit', String(limit));
  if (after) search.set('after', after);
  return `/api/cars?${search.toString()}`;
}

export const carKeys = {
  all: ['cars'] as const,
  list: (query: CarQuery, limit: number) =>
    ['cars', 'list', carQueryParams(query).toString(), limit] as const,
  infinite: (query: CarQuery) => ['cars', 'infinite', carQueryParams(query).toString()] as const,
  detail: (id: string) => ['cars', 'detail', id] as const,
};

// ---- Car list (docs/product/storefront.md#car-list, docs/product/storefront.md#car-list) -------------------------------------------

export const getCars = (
  query: CarQuery,
  { limit = CAR_LIST_DEFAULT_LIMIT, after }: { limit?: number; after?: string } = {},
) => apiRequest(carListPath(query, limit, after), { schema: CarListResponseSchema });

export const carsQueryOptions = (query: CarQuery, limit: number) =>
  queryOptions({
    queryKey: carKeys.list(query, limit),
    queryFn: () => getCars(query, { limit }),
  });

export function useCars(query: CarQuery, limit: number) {
  return useQuery(carsQueryOptions(query, limit));
}

// docs/product/storefront.md#keyset-pages-and-the-true-count: the all-cars grid pages through the server's list by its `next` cursor.
export const ALL_CARS_PAGE_SIZE = CAR_LIST_DEFAULT_LIMIT;

export const carsInfiniteQueryOptions = (query: CarQuery) =>
  infiniteQueryOptions({
    queryKey: carKeys.infinite(query),
    queryFn: ({ pageParam }) => getCars(query, { limit: ALL_CARS_PAGE_SIZE, after: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function useInfiniteCars(query: CarQuery) {
  return useInfiniteQuery(carsInfiniteQueryOptions(query));
}

// ---- Car detail (docs/product/storefront.md#car-detail, docs/product/storefront.md#car-detail) ----------------------------------

export const getCar = (id: string) =>
  apiRequest(`/api/cars/${encodeURIComponent(id)}`, { schema: CarDetailResponseSchema });

export const carQueryOptions = (id: string) =>
  queryOptions({
    queryKey: carKeys.detail(id),
    queryFn: () => getCar(id),
    select: (answer) => answer.car,
    // Asking again will not make a missing car appear.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    // docs/product/storefront.md#errors Car detail: a failure other than "no such car" is logged.
    meta: { errorMessage: 'Failed to load car details', isExpectedError: isNotFound },
  });

export function useCar(id: string) {
  return useQuery(carQueryOptions(id));
}

// ---- The company's response badge (GET /api/cars/{id}/company-badge) --------------------------

export const getCompanyBadge = (carId: string) =>
  apiRequest(`/api/cars/${encodeURIComponent(carId)}/company-badge`, {
    schema: CompanyBadgeResponseSchema,
  });

export const companyBadgeQueryOptions = (carId: string) =>
  queryOptions({
    // Not under carKeys: a review reloads the car, never this hourly figure.
    queryKey: ['company-badge', carId] as const,
    queryFn: () => getCompanyBadge(carId),
    select: (answer) => answer.responseMinutes,
    // The figure is refreshed hourly on the server; a badge that cannot load is simply not shown.
    staleTime: 10 * 60_000,
    retry: false,
  });

/** The median minutes the car's company takes to respond to a reveal; null: no badge. */
export function useCompanyBadge(carId: string) {
  return useQuery(companyBadgeQueryOptions(carId));
}

// ---- Reviews (docs/product/storefront.md#reviews) -------------------------------------------------

export interface FeedbackTarget {
  carId: string;
  travelUserId: string;
}

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (target: FeedbackTarget) => ['feedback', target] as const,
};

export const getFeedbacks = ({ carId, travelUserId }: FeedbackTarget) =>
  apiRequest(`/api/feedback?${new URLSearchParams({ carId, travelUserId }).toString()}`, {
    schema: z.array(FeedbackSchema),
  });

export const feedbacksQueryOptions = (target: FeedbackTarget) =>
  queryOptions({
    queryKey: feedbackKeys.list(target),
    queryFn: () => getFeedbacks(target),
  });

export function useFeedbacks(target: FeedbackTarget) {
  return useQuery(feedbacksQueryOptions(target));
}

export const submitFeedback = (body: FeedbackBody) =>
  apiRequest('/api/feedback', { schema: FeedbackCreatedSchema, method: 'POST', body, auth: true });

/** docs/product/storefront.md#page-states: after a review the list reloads; the owner's rating (docs/product/storefront.md#owner-rating) changes with it. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: Omit<FeedbackBody, 'userId'>) => {
      // docs/product/storefront.md#api-calls sends the reviewer's id. The server takes the author from the token, so a
      // profile that cannot be read does not block the review.
      const user = await queryClient.ensureQueryData(profileQueryOptions).catch(() => null);
      return submitFeedback({ userId: user?._id, ...review });
    },
    onSuccess: (_answer, review) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: feedbackKeys.list({ carId: review.carId, travelUserId: review.travelUserId }),
        }),
        queryClient.invalidateQueries({ queryKey: carKeys.all }),
      ]),
  });
}
