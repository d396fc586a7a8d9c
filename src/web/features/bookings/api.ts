import { isSessionEnded, retryUnlessRefused } from '../../lib/api-retry';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  AvailabilityResponseSchema,
  BookingListResponseSchema,
  BookingChangeResponseSchema,
  BookingResponseSchema,
  QuoteResponseSchema,
  type BookingBody,
  type BookingListResponse,
  type QuoteBody,
} from '@shared/contracts/bookings';
import { ApiError, apiFetch, apiRequest, isNotFound, readAnswer } from '../../lib/api-client';
import { DisputeRaisedResponseSchema, type DisputeBodyInput } from '@shared/contracts/disputes';
import { downloadFile } from '../../lib/download';
import { useAuth } from '../../lib/use-auth';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';

/** A customer's trips in My trips, one tab each (docs/product/trips-and-money.md#bookings: customer pages). */
export const TRIP_VIEWS = ['upcoming', 'past', 'cancelled'] as const;
export type TripView = (typeof TRIP_VIEWS)[number];

export const bookingKeys = {
  all: ['bookings'] as const,
  lists: ['bookings', 'list'] as const,
  list: (view: TripView) => ['bookings', 'list', view] as const,
  detail: (id: string) => ['bookings', 'detail', id] as const,
};

/**
 * The header's notifications (components/booking/notifications-api.ts): a booking made or
 * cancelled brings new ones.
 * Named here rather than imported, so that the bell's module stays in the bell's own chunk.
 */
const NOTIFICATIONS_KEY = ['notifications'] as const;

export const availabilityKeys = {
  car: (carId: string) => ['availability', carId] as const,
  range: (carId: string, from: string, to: string) => ['availability', carId, from, to] as const,
};

// For the console (lib/query-client.ts); readers see each failure on the page, translated.
const AVAILABILITY_FAILED = "Failed to load the car's availability";
const TRIPS_FAILED = 'Failed to load your trips';
const TRIP_FAILED = 'Failed to load the trip';

export { isSessionEnded };

// ---- quotes (POST /api/quotes) ----------------------------------------------------------------

export const getQuote = (body: QuoteBody, signal?: AbortSignal) =>
  apiRequest('/api/quotes', { method: 'POST', body, schema: QuoteResponseSchema, signal }).then(
    (answer) => answer.quote,
  );

/**
 * The live quote of the trip being typed: asked for once the trip is complete (`body`), and again
 * as it changes; the last quote stays shown while the next one comes.
 */
export function useQuote(body: QuoteBody | undefined) {
  return useQuery({
    queryKey: ['quote', body] as const,
    queryFn: ({ signal }) => getQuote(body!, signal),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
    // A refusal names the field to fix: the form shows it there, asking again would not help.
    retry: false,
    staleTime: 60_000,
  });
}

// ---- a car's busy times (GET /api/cars/{id}/availability) ------------------------------------

export const getAvailability = (carId: string, from: string, to: string, signal?: AbortSignal) =>
  apiRequest(
    `/api/cars/${encodeURIComponent(carId)}/availability?${new URLSearchParams({ from, to }).toString()}`,
    { schema: AvailabilityResponseSchema, signal },
  ).then((answer) => answer.busy);

/** The car's busy intervals between two India days (`to` included). */
export function useAvailability(carId: string, from: string, to: string) {
  return useQuery({
    queryKey: availabilityKeys.range(carId, from, to),
    queryFn: ({ signal }) => getAvailability(carId, from, to, signal),
    staleTime: 60_000,
    retry: retryUnlessRefused,
    meta: { errorMessage: AVAILABILITY_FAILED },
  });
}

// ---- booking (POST /api/bookings) -------------------------------------------------------------

/**
 * Books the trip. `idempotencyKey` is made once per submission and sent again with a retry of the
 * same trip, so a request whose answer was lost never books the car twice (docs/product/marketplace.md#marketplace
 * "Bookings": the same key returns the same booking).
 */
export async function createBooking(body: BookingBody, idempotencyKey: string) {
  const response = await apiFetch('/api/bookings', {
    method: 'POST',
    body,
    auth: true,
    headers: { 'idempotency-key': idempotencyKey },
  });
  const payload: unknown = await response.json().catch(() => null);
  return readAnswer('/api/bookings', response.status, payload, BookingChangeResponseSchema);
}

export function useCreateBooking(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BookingBody; key: string }) => createBooking(body, key),
    onSuccess: (answer) => {
      queryClient.setQueryData(bookingKeys.detail(answer.booking._id), answer.booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists });
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: availabilityKeys.car(carId) });
    },
    onError: (error) => {
      // The slot went to someone else: the calendar shows it taken.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: availabilityKeys.car(carId) });
      }
    },
  });
}

// ---- My trips (GET /api/bookings) -------------------------------------------------------------

export const TRIPS_PAGE_SIZE = 20;

export const getTrips = (view: TripView, offset: number, signal?: AbortSignal) =>
  apiRequest(
    `/api/bookings?${new URLSearchParams({ view, limit: String(TRIPS_PAGE_SIZE), offset: String(offset) }).toString()}`,
    { auth: true, schema: BookingListResponseSchema, signal },
  );

/** The offset of the next page: how many came so far, while fewer than the view holds. */
function nextOffset(last: BookingListResponse, pages: BookingListResponse[]) {
  const loaded = pages.reduce((count, page) => count + page.bookings.length, 0);
  return last.bookings.length > 0 && loaded < last.total ? loaded : undefined;
}

export const tripsQueryOptions = (view: TripView) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.list(view),
    queryFn: ({ pageParam, signal }) => getTrips(view, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    retry: retryUnlessRefused,
    // A request waits on the company: coming back to My trips reads it again soon.
    staleTime: 30_000,
    meta: { errorMessage: TRIPS_FAILED, isExpectedError: isSessionEnded },
  });

export function useTrips(view: TripView) {
  const { isSignedIn } = useAuth();
  return useInfiniteQuery({ ...tripsQueryOptions(view), enabled: isSignedIn });
}

// ---- one trip (GET /api/bookings/{id}) --------------------------------------------------------

const isExpectedTripError = (error: unknown) => isSessionEnded(error) || isNotFound(error);

export const getTrip = (id: string) =>
  apiRequest(`/api/bookings/${encodeURIComponent(id)}`, {
    auth: true,
    schema: BookingResponseSchema,
  }).then((answer) => answer.booking);

export const tripQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: () => getTrip(id),
    retry: (failures: number, error: Error) => !isExpectedTripError(error) && failures < 1,
    staleTime: 30_000,
    meta: { errorMessage: TRIP_FAILED, isExpectedError: isExpectedTripError },
  });

export function useTrip(id: string) {
  const { isSignedIn } = useAuth();
  return useQuery({ ...tripQueryOptions(id), enabled: isSignedIn });
}

// ---- cancelling (POST /api/bookings/{id}/cancel) ----------------------------------------------

export const cancelTrip = (id: string, reason: string, signal?: AbortSignal) =>
  apiRequest(`/api/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: { reason },
    auth: true,
    schema: BookingChangeResponseSchema,
    signal,
  });

/**
 * Cancels the trip; the answer is the trip as it now stands. A refusal (the company moved it
 * meanwhile) reads the trip again, so the page shows how it really stands; so does backing out
 * while the request was on its way, since it may have reached the server first. Offline it fails
 * at once and is never sent later (lib/use-destructive-mutation.ts).
 */
export function useCancelTrip(id: string, carId: string) {
  const queryClient = useQueryClient();
  const refreshAround = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.lists }),
      queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: availabilityKeys.car(carId) }),
    ]);
  const readAgain = () => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(id) });
    void refreshAround();
  };
  return useDestructiveMutation({
    mutationFn: (reason: string, signal) => cancelTrip(id, reason, signal),
    onSuccess: (answer) => {
      queryClient.setQueryData(bookingKeys.detail(id), answer.booking);
      void refreshAround();
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) readAgain();
    },
    onAbandoned: readAgain,
  });
}

// ---- questioning the bill (POST /api/bookings/{id}/disputes) ---------------------------------

/**
 * Questions one line of the trip's bill; the answer is the trip with the question on it. A
 * refusal (the 48 hours ran out, the line is already questioned) reads the trip again.
 */
export function useQuestionBill(id: string) {
  const queryClient = useQueryClient();
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(id) });
  return useDestructiveMutation({
    mutationFn: (body: DisputeBodyInput, signal) =>
      apiRequest(`/api/bookings/${encodeURIComponent(id)}/disputes`, {
        method: 'POST',
        body,
        auth: true,
        schema: DisputeRaisedResponseSchema,
        signal,
      }),
    onSuccess: (answer) => queryClient.setQueryData(bookingKeys.detail(id), answer.booking),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) readAgain();
    },
    onAbandoned: readAgain,
  });
}

// ---- the calendar file (GET /api/bookings/{id}/calendar.ics) ----------------------------------

/** Downloads the trip's calendar file as `saarthi-<reference>.ics`. */
export const downloadCalendarFile = (id: string, reference: string) =>
  downloadFile(
    `/api/bookings/${encodeURIComponent(id)}/calendar.ics`,
    'text/calendar',
    `saarthi-${reference}.ics`,
  );

// ---- tax documents (GET /api/bookings/{id}/documents/{documentId}) ----------------------------

/** Downloads one of the booking's tax invoices or credit notes, a PDF named by its number. */
export const downloadTaxDocument = (id: string, documentId: string, reference: string) =>
  downloadFile(
    `/api/bookings/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}`,
    'application/pdf',
    `saarthi-${reference}.pdf`,
  );
