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
  CarListResponseSchema,
  CompanyBadgeResponseSchema,
  FeedbackCreatedSchema,
  FeedbackSchema,
  type FeedbackBody,
} from '@shared/contracts/cars';
import * as z from 'zod/mini';
import { apiRequest, isNotFound } from '../../lib/api-client';
import { profileQueryOptions } from '../account/api';

export interface CarFilters {
  city?: City;
  category?: Category;
  service_type?: ServiceType;
}

function carListPath(filters: CarFilters, page: number, limit: number): string {
  const search = new URLSearchParams();
  if (filters.city) search.set('city', filters.city);
  if (filters.category) search.set('category', filters.category);
  if (filters.service_type) search.set('service_type', filters.service_type);
  search.set('limit', String(limit));
  if (page > 1) search.set('page', String(page));
  return `/api/cars?${search.toString()}`;
}

export const carKeys = {
  all: ['cars'] as const,
  list: (filters: CarFilters, limit: number) => ['cars', 'list', filters, limit] as const,
  infinite: (filters: CarFilters) => ['cars', 'infinite', filters] as const,
  detail: (id: string) => ['cars', 'detail', id] as const,
};

// ---- Car list (spec §2 Car list, §7 GET /api/cars) -------------------------------------------

export const getCars = (filters: CarFilters, { page = 1, limit = CAR_LIST_DEFAULT_LIMIT } = {}) =>
  apiRequest(carListPath(filters, page, limit), { schema: CarListResponseSchema });

export const carsQueryOptions = (filters: CarFilters, limit: number) =>
  queryOptions({
    queryKey: carKeys.list(filters, limit),
    queryFn: () => getCars(filters, { limit }),
  });

export function useCars(filters: CarFilters, limit: number) {
  return useQuery(carsQueryOptions(filters, limit));
}

// DESIGN 11: the all-cars grid pages through the server's list with `hasMore`.
export const ALL_CARS_PAGE_SIZE = CAR_LIST_DEFAULT_LIMIT;

export const carsInfiniteQueryOptions = (filters: CarFilters) =>
  infiniteQueryOptions({
    queryKey: carKeys.infinite(filters),
    queryFn: ({ pageParam }) => getCars(filters, { page: pageParam, limit: ALL_CARS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useInfiniteCars(filters: CarFilters) {
  return useInfiniteQuery(carsInfiniteQueryOptions(filters));
}

// ---- Car detail (spec §2 Car detail, §7 GET /api/cars/{id}) ----------------------------------

export const getCar = (id: string) =>
  apiRequest(`/api/cars/${encodeURIComponent(id)}`, { schema: CarDetailResponseSchema });

export const carQueryOptions = (id: string) =>
  queryOptions({
    queryKey: carKeys.detail(id),
    queryFn: () => getCar(id),
    select: (answer) => answer.car,
    // Asking again will not make a missing car appear.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    // spec §8 Car detail: a failure other than "no such car" is logged.
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

// ---- Reviews (spec §7 GET/POST /api/feedback) -------------------------------------------------

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

/** spec §4: after a review the list reloads; the owner's rating (DESIGN 6) changes with it. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: Omit<FeedbackBody, 'userId'>) => {
      // spec §7 sends the reviewer's id. The server takes the author from the token, so a
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
