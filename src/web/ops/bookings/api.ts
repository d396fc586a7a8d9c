import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { BookingStatus } from '@shared/booking-constants';
import {
  AdminBookingListResponseSchema,
  AdminBookingChangeResponseSchema,
  AdminBookingResponseSchema,
  type AdminBookingListResponse,
  type AdminBookingChangeResponse,
  type BookingMoveBody,
  type UnlockStartBody,
} from '@shared/contracts/admin-bookings';
import { AdminCompanyListResponseSchema } from '@shared/contracts/verification';
import { ApiError, apiRequest, isNotFound } from '../../lib/api-client';
import { useAuth } from '../../lib/use-auth';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { isSessionEnded, opsKeys, retryUnlessRefused } from '../api';

/** The search form's fields, as the address keeps them: empty strings are "any". */
export interface BookingSearch {
  reference: string;
  phone: string;
  companyId: string;
  status: BookingStatus | '';
  from: string;
  to: string;
}

export const BOOKING_SEARCH_FIELDS = [
  'reference',
  'phone',
  'companyId',
  'status',
  'from',
  'to',
] as const satisfies readonly (keyof BookingSearch)[];

export const bookingKeys = {
  all: [...opsKeys.all, 'bookings'] as const,
  lists: [...opsKeys.all, 'bookings', 'list'] as const,
  list: (search: BookingSearch) => [...opsKeys.all, 'bookings', 'list', search] as const,
  booking: (id: string) => [...opsKeys.all, 'bookings', 'booking', id] as const,
  companies: [...opsKeys.all, 'bookings', 'companies'] as const,
};

// For the console (lib/query-client.ts); readers see each failure on the page, translated.
const LIST_FAILED = 'Failed to search the bookings';
const BOOKING_FAILED = 'Failed to load the booking';
const COMPANIES_FAILED = 'Failed to load the companies to search by';

/** GET /api/admin/bookings: one page of the bookings matching the search, latest pickup first. */
export function getBookings(search: BookingSearch, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams();
  for (const field of BOOKING_SEARCH_FIELDS) if (search[field]) query.set(field, search[field]);
  if (cursor) query.set('cursor', cursor);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return apiRequest(`/api/admin/bookings${suffix}`, {
    auth: true,
    schema: AdminBookingListResponseSchema,
    signal,
  });
}

/**
 * A search the server refused (a filter typed into the address by hand) is said on the page; only
 * what is not the reader's doing is logged.
 */
const isRefused = (error: unknown) =>
  error instanceof ApiError && error.fromServer && error.status < 500;

export const bookingsQueryOptions = (search: BookingSearch) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.list(search),
    queryFn: ({ pageParam, signal }) => getBookings(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: AdminBookingListResponse) => page.nextCursor,
    retry: retryUnlessRefused,
    staleTime: 30_000,
    meta: { errorMessage: LIST_FAILED, isExpectedError: isRefused },
  });

export function useBookingSearch(search: BookingSearch) {
  return useInfiniteQuery(bookingsQueryOptions(search));
}

/**
 * The companies a booking can be of, by name, for the search's company choice: verified ones and
 * those suspended since (their bookings stay). The verification queue's lists answer them.
 */
export function useBookingCompanies() {
  return useQuery({
    queryKey: bookingKeys.companies,
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        (['verified', 'suspended'] as const).map((status) =>
          apiRequest(`/api/admin/companies?status=${status}`, {
            auth: true,
            schema: AdminCompanyListResponseSchema,
            signal,
          }),
        ),
      );
      return lists
        .flatMap((list) => list.companies)
        .map((company) => ({ _id: company._id, name: company.travelsName, city: company.city }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    retry: retryUnlessRefused,
    staleTime: 5 * 60_000,
    meta: { errorMessage: COMPANIES_FAILED, isExpectedError: isSessionEnded },
  });
}

// ---- one booking --------------------------------------------------------------------------------

const isExpectedBookingError = (error: unknown) => isSessionEnded(error) || isNotFound(error);

export const getBooking = (id: string) =>
  apiRequest(`/api/admin/bookings/${encodeURIComponent(id)}`, {
    auth: true,
    schema: AdminBookingResponseSchema,
  }).then((answer) => answer.booking);

export function useBooking(id: string) {
  const { isSignedIn } = useAuth();
  return useQuery({
    queryKey: bookingKeys.booking(id),
    queryFn: () => getBooking(id),
    retry: (failures: number, error: Error) => !isExpectedBookingError(error) && failures < 1,
    staleTime: 30_000,
    enabled: isSignedIn,
    meta: { errorMessage: BOOKING_FAILED, isExpectedError: isExpectedBookingError },
  });
}

export const moveBooking = (id: string, body: BookingMoveBody, signal?: AbortSignal) =>
  apiRequest(`/api/admin/bookings/${encodeURIComponent(id)}/move`, {
    method: 'POST',
    body,
    auth: true,
    schema: AdminBookingChangeResponseSchema,
    signal,
  });

/** Lets the driver try the start code again, with the reason the audit log keeps. */
export const unlockStart = (id: string, body: UnlockStartBody, signal?: AbortSignal) =>
  apiRequest(`/api/admin/bookings/${encodeURIComponent(id)}/unlock-start`, {
    method: 'POST',
    body,
    auth: true,
    schema: AdminBookingChangeResponseSchema,
    signal,
  });

/**
 * Changes the booking by `send` (a move, an unlock). The answer is the booking as it now stands,
 * shown at once, and the searches are read again (its status may have changed). A refusal (409:
 * the car was taken meanwhile) or a 404 also reads the booking again, so the page and its choices
 * show how it really stands, as does closing the dialog while the change is on its way (it may
 * have reached the server). Offline a change fails at once and is never sent later
 * (lib/use-destructive-mutation.ts).
 */
function useChangeBooking<Body>(
  id: string,
  send: (id: string, body: Body, signal?: AbortSignal) => Promise<AdminBookingChangeResponse>,
  onChanged: (answer: AdminBookingChangeResponse) => void,
) {
  const queryClient = useQueryClient();
  return useDestructiveMutation({
    mutationFn: (body: Body, signal) => send(id, body, signal),
    onSuccess: (answer) => {
      queryClient.setQueryData(bookingKeys.booking(id), answer.booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists });
      onChanged(answer);
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: bookingKeys.booking(id) });
    },
    onAbandoned: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.booking(id) });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists });
    },
  });
}

/** Moves the booking to another status (`useChangeBooking`). */
export const useMoveBooking = (id: string, onMoved: (answer: AdminBookingChangeResponse) => void) =>
  useChangeBooking(id, moveBooking, onMoved);

/** Unlocks starting the trip after the wrong start codes (`useChangeBooking`). */
export const useUnlockStart = (
  id: string,
  onUnlocked: (answer: AdminBookingChangeResponse) => void,
) => useChangeBooking(id, unlockStart, onUnlocked);
