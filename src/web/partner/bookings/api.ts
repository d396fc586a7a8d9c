import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { BookingAction } from '@shared/booking-constants';
import {
  BookingListResponseSchema,
  BookingChangeResponseSchema,
  BookingResponseSchema,
  BusyDriversResponseSchema,
  type Booking,
  type BookingListResponse,
  type BookingListView,
  type BookingChangeResponse,
} from '@shared/contracts/bookings';
import type { CompleteBody, StartBody } from '@shared/contracts/booking-moves';
import type { PaymentBodyInput } from '@shared/contracts/billing';
import { ApiError, apiRequest, isNotFound } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { useAuth } from '../../lib/use-auth';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { isSessionEnded, partnerKeys, retryUnlessRefused } from '../api';

// ---- keys -------------------------------------------------------------------------------------

export const bookingKeys = {
  all: [...partnerKeys.all, 'bookings'] as const,
  lists: [...partnerKeys.all, 'bookings', 'list'] as const,
  /** Under `lists`, so that every move reads the count again. */
  waiting: [...partnerKeys.all, 'bookings', 'list', 'waiting'] as const,
  list: (view: BookingListView) => [...partnerKeys.all, 'bookings', 'list', view] as const,
  booking: (id: string) => [...partnerKeys.all, 'bookings', 'booking', id] as const,
  /** Under `booking(id)`, so that a move of the booking reads it again. */
  busyDrivers: (id: string) =>
    [...partnerKeys.all, 'bookings', 'booking', id, 'busy-drivers'] as const,
  months: [...partnerKeys.all, 'bookings', 'month'] as const,
  month: (carId: string, month: string) =>
    [...partnerKeys.all, 'bookings', 'month', carId, month] as const,
};

// For the console (lib/query-client.ts); readers see each failure on the page, translated.
const LIST_FAILED = 'Failed to load the bookings';
const BOOKING_FAILED = 'Failed to load the booking';
const CAR_BOOKINGS_FAILED = "Failed to load the car's bookings";
const BUSY_DRIVERS_FAILED = "Failed to load the drivers' other trips";

/** A booking that is not (or no longer) the company's, or an ended session: the page says so. */
const isExpectedBookingError = (error: unknown) => isSessionEnded(error) || isNotFound(error);

// ---- the inbox ----------------------------------------------------------------------------------

/** Bookings per page of the inbox's lists. */
export const BOOKINGS_PAGE_SIZE = 20;

interface ListQuery {
  view: BookingListView;
  carId?: string;
  limit: number;
  offset: number;
}

/** GET /api/partner/bookings: one page of a view, `total` counting the whole view. */
export function getBookings(query: ListQuery, signal?: AbortSignal) {
  const search = new URLSearchParams({
    view: query.view,
    limit: String(query.limit),
    offset: String(query.offset),
  });
  if (query.carId) search.set('carId', query.carId);
  return apiRequest(`/api/partner/bookings?${search.toString()}`, {
    auth: true,
    schema: BookingListResponseSchema,
    signal,
  });
}

/** The offset of the next page: how many came so far, while fewer than the view holds. */
function nextOffset(last: BookingListResponse, pages: BookingListResponse[]) {
  const loaded = pages.reduce((count, page) => count + page.bookings.length, 0);
  return last.bookings.length > 0 && loaded < last.total ? loaded : undefined;
}

export const bookingsQueryOptions = (view: BookingListView) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.list(view),
    queryFn: ({ pageParam, signal }) =>
      getBookings({ view, limit: BOOKINGS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    retry: retryUnlessRefused,
    // A request waits on the company: coming back to the inbox reads it again soon.
    staleTime: 30_000,
    meta: { errorMessage: LIST_FAILED, isExpectedError: isSessionEnded },
  });

/** A view of the company's bookings, page by page (asked for once the page knows the company). */
export function useBookings(view: BookingListView) {
  return useInfiniteQuery(bookingsQueryOptions(view));
}

/**
 * The bookings of the pages read so far, each once: a booking that moved between two pages
 * while they were read (accepted meanwhile) would otherwise show twice.
 */
export function bookingsOf(pages: readonly BookingListResponse[]): Booking[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.bookings)
    .filter((booking) => !seen.has(booking._id) && Boolean(seen.add(booking._id)));
}

// ---- requests waiting for an answer --------------------------------------------------------------

/** How many of the soonest-to-lapse requests the dashboard can list (the count is of all). */
export const WAITING_LIST_SIZE = 20;
/** The dashboard lists requests whose answer is due within this many hours. */
export const EXPIRING_WITHIN_HOURS = 12;
/** How often the count beside Bookings is read while a portal page is open. */
export const WAITING_POLL_MS = 60_000;

/**
 * The requests waiting for the company's answer, soonest deadline first (the inbox's "Needs
 * action" order), and how many there are: the menu's count beside Bookings and the dashboard's
 * card of requests about to lapse read this one query, so they never disagree.
 */
export function useWaitingRequests() {
  const { isSignedIn } = useAuth();
  return useQuery({
    queryKey: bookingKeys.waiting,
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/partner/bookings?view=action&status=requested&limit=${WAITING_LIST_SIZE}&offset=0`,
        { auth: true, schema: BookingListResponseSchema, signal },
      ),
    enabled: isSignedIn,
    refetchInterval: WAITING_POLL_MS,
    // A partner without a company (404) or a failed read simply shows no count.
    retry: false,
    meta: { errorMessage: LIST_FAILED, isExpectedError: isExpectedBookingError },
  });
}

/** The waiting requests whose answer is due within EXPIRING_WITHIN_HOURS of `now`. */
export function expiringSoon(bookings: readonly Booking[], now: number): Booking[] {
  const limit = now + EXPIRING_WITHIN_HOURS * 3_600_000;
  return bookings.filter((booking) => Date.parse(booking.respondBy) <= limit);
}

// ---- one booking --------------------------------------------------------------------------------

export const getBooking = (id: string) =>
  apiRequest(`/api/partner/bookings/${encodeURIComponent(id)}`, {
    auth: true,
    schema: BookingResponseSchema,
  }).then((answer) => answer.booking);

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.booking(id),
    queryFn: () => getBooking(id),
    retry: (failures: number, error: Error) => !isExpectedBookingError(error) && failures < 1,
    staleTime: 30_000,
    meta: { errorMessage: BOOKING_FAILED, isExpectedError: isExpectedBookingError },
  });

export function useBooking(id: string) {
  const { isSignedIn } = useAuth();
  return useQuery({ ...bookingQueryOptions(id), enabled: isSignedIn });
}

/**
 * GET /api/partner/bookings/{id}/busy-drivers: the company's drivers busy with another trip
 * while this booking would need them, for the accept dialog. Read afresh each time it opens.
 */
export function useBusyDrivers(id: string) {
  return useQuery({
    queryKey: bookingKeys.busyDrivers(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/partner/bookings/${encodeURIComponent(id)}/busy-drivers`, {
        auth: true,
        schema: BusyDriversResponseSchema,
        signal,
      }).then((answer) => answer.busy),
    staleTime: 0,
    retry: retryUnlessRefused,
    meta: { errorMessage: BUSY_DRIVERS_FAILED, isExpectedError: isExpectedBookingError },
  });
}

// ---- moving a booking ---------------------------------------------------------------------------

/** What each move sends: the driver who will drive, the reason the customer reads, or nothing. */
export type BookingMove =
  | { action: 'accept'; body: { driverId: string } }
  | { action: 'decline' | 'cancel'; body: { reason: string } }
  | { action: 'start'; body: StartBody }
  | { action: 'complete'; body: CompleteBody }
  | {
      action: Exclude<BookingAction, 'accept' | 'decline' | 'cancel' | 'start' | 'complete'>;
      body?: undefined;
    };

export const moveBooking = (id: string, move: BookingMove, signal?: AbortSignal) =>
  apiRequest(`/api/partner/bookings/${encodeURIComponent(id)}/${move.action}`, {
    method: 'POST',
    body: move.body ?? {},
    auth: true,
    schema: BookingChangeResponseSchema,
    signal,
  });

/**
 * Accepts, declines, starts, completes, cancels or records a no-show. The answer is the booking
 * as it now stands, shown at once; every list and calendar is read again, since the move takes
 * the booking out of "Needs action" or into another tab. A 409 (the customer cancelled
 * meanwhile, the driver is taken) or a 404 also reads the booking again, so the page shows how
 * it really stands, as does backing out of a move on its way (it may have reached the server).
 * Offline a move fails at once and is never sent later (lib/use-destructive-mutation.ts); once
 * the dialog is closed, no answer calls `onMoved` or `onRefused`.
 */
export function useMoveBooking(
  id: string,
  callbacks: {
    onMoved: (answer: BookingChangeResponse) => void;
    onRefused?: (error: Error) => void;
  },
) {
  return useBookingChange(
    id,
    (move: BookingMove, signal) => moveBooking(id, move, signal),
    callbacks,
  );
}

/** Records a payment the company received for a completed trip. */
/** Money received for a trip, or (`refunds`) paid back to its customer. */
export type MoneyDirection = 'payments' | 'refunds';

export const recordPayment = (
  id: string,
  body: PaymentBodyInput,
  signal?: AbortSignal,
  direction: MoneyDirection = 'payments',
) =>
  apiRequest(`/api/partner/bookings/${encodeURIComponent(id)}/${direction}`, {
    method: 'POST',
    body,
    auth: true,
    schema: BookingChangeResponseSchema,
    signal,
  });

/**
 * Records a payment or a refund, as a move is made: the answer is the booking with its bill's
 * new balance.
 */
export function useRecordPayment(
  id: string,
  callbacks: { onMoved: (answer: BookingChangeResponse) => void },
  direction: MoneyDirection = 'payments',
) {
  return useBookingChange(
    id,
    (body: PaymentBodyInput, signal) => recordPayment(id, body, signal, direction),
    callbacks,
  );
}

/**
 * A change to one booking (a move, a payment) whose answer is the booking as it now stands:
 * shown at once, with every list and calendar read again. A 409 or a 404 reads the booking again
 * too, so the page shows how it really stands, as does backing out of a change on its way.
 */
function useBookingChange<TBody>(
  id: string,
  send: (body: TBody, signal: AbortSignal) => Promise<BookingChangeResponse>,
  callbacks: {
    onMoved: (answer: BookingChangeResponse) => void;
    onRefused?: (error: Error) => void;
  },
) {
  const queryClient = useQueryClient();
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.lists }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.months }),
    ]);
  const readAgain = () => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.booking(id) });
    void refreshLists();
  };
  return useDestructiveMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(bookingKeys.booking(id), answer.booking);
      void refreshLists();
      callbacks.onMoved(answer);
    },
    onError: (error) => {
      callbacks.onRefused?.(error);
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) readAgain();
    },
    onAbandoned: readAgain,
  });
}

// ---- tax documents ------------------------------------------------------------------------------

/** Downloads one of a booking's tax invoices or credit notes, a PDF named by its number. */
export const downloadTaxDocument = (id: string, documentId: string, reference: string) =>
  downloadFile(
    `/api/partner/bookings/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}`,
    'application/pdf',
    `saarthi-${reference}.pdf`,
  );

// ---- a car's month ------------------------------------------------------------------------------

/** The most the list answers at once, and the furthest it reads (BookingListQuerySchema). */
const CALENDAR_PAGE_SIZE = 100;
const LAST_OFFSET = 10_000;
/** A trip lasts at most 30 days (BOOKING_LIMITS.maxTripDays): one picked up earlier ends before. */
const LONGEST_TRIP_MS = 31 * 24 * 3_600_000;

/**
 * Every booking of the car that can touch the days from `from` (an ISO moment) on. The list
 * comes latest pickup first, so it is read page by page until a page reaches back past the
 * longest trip before `from`, or the car has no more.
 */
export async function getCarBookingsFrom(carId: string, from: string, signal?: AbortSignal) {
  const cutoff = Date.parse(from) - LONGEST_TRIP_MS;
  const found: Booking[] = [];
  for (let offset = 0; ; offset += CALENDAR_PAGE_SIZE) {
    const page = await getBookings(
      { view: 'all', carId, limit: CALENDAR_PAGE_SIZE, offset },
      signal,
    );
    found.push(...page.bookings);
    const earliest = Math.min(...page.bookings.map((booking) => Date.parse(booking.pickupAt)));
    if (
      page.bookings.length < CALENDAR_PAGE_SIZE ||
      found.length >= page.total ||
      earliest < cutoff ||
      offset + CALENDAR_PAGE_SIZE > LAST_OFFSET
    )
      return bookingsOf([{ ...page, bookings: found }]);
  }
}

/** The car's bookings around `month` (YYYY-MM), which starts at the ISO moment `monthStart`. */
export function useCarMonthBookings(carId: string, month: string, monthStart: string) {
  return useQuery({
    queryKey: bookingKeys.month(carId, month),
    queryFn: ({ signal }) => getCarBookingsFrom(carId, monthStart, signal),
    retry: retryUnlessRefused,
    staleTime: 30_000,
    meta: { errorMessage: CAR_BOOKINGS_FAILED, isExpectedError: isSessionEnded },
  });
}
