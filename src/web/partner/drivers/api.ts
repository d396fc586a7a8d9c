import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Said } from '@shared/message-ref';
import {
  PartnerDriverChangeResponseSchema,
  PartnerDriverListResponseSchema,
  type DriverBody,
  type DriverUpdateBody,
  type PartnerDriver,
} from '@shared/contracts/fleet';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { isSessionEnded, partnerKeys, retryUnlessRefused } from '../api';

export type DriverListStatus = 'active' | 'archived';

export const driverKeys = {
  all: [...partnerKeys.all, 'drivers'] as const,
  list: (status: DriverListStatus) => [...partnerKeys.all, 'drivers', status] as const,
};

/** GET /api/partner/drivers: the company's active drivers, or the archived ones. */
export const getDrivers = async (status: DriverListStatus) =>
  (
    await apiRequest(`/api/partner/drivers?status=${status}`, {
      auth: true,
      schema: PartnerDriverListResponseSchema,
    })
  ).drivers;

export const driversQueryOptions = (status: DriverListStatus) =>
  queryOptions({
    queryKey: driverKeys.list(status),
    queryFn: () => getDrivers(status),
    retry: retryUnlessRefused,
    staleTime: 30_000,
    // An ended session is explained where the list is shown (log in again), not logged.
    meta: { errorMessage: 'Failed to load the drivers', isExpectedError: isSessionEnded },
  });

/** The company's drivers, active or archived (asked for once the page knows there is a company). */
export function useDrivers(status: DriverListStatus) {
  return useQuery(driversQueryOptions(status));
}

// ---- saving a driver --------------------------------------------------------------------------

/** POST or PUT a driver; a refusal keeps its field errors for the form to show at each field. */
const sendDriver = (method: 'POST' | 'PUT', path: string, body: DriverBody | DriverUpdateBody) =>
  apiRequest(path, { method, body, auth: true, schema: PartnerDriverChangeResponseSchema });

export const addDriver = (body: DriverBody) => sendDriver('POST', '/api/partner/drivers', body);
export const updateDriver = (id: string, body: DriverUpdateBody) =>
  sendDriver('PUT', `/api/partner/drivers/${id}`, body);

/** The active list with `driver` in it, in the server's order (by name). */
function withDriver(drivers: PartnerDriver[] | undefined, driver: PartnerDriver) {
  if (!drivers) return undefined;
  const others = drivers.filter((each) => each._id !== driver._id);
  return [...others, driver].sort(
    (a, b) => a.name.localeCompare(b.name) || a.createdAt.localeCompare(b.createdAt),
  );
}

export type SaveDriverInput =
  { mode: 'add'; body: DriverBody } | { mode: 'edit'; id: string; body: DriverUpdateBody };

/**
 * Adds or edits a driver. The answer is the driver as saved, so the list shows it at once; the
 * lists are then read again in the background (another phone of the company may have changed
 * them too).
 */
export function useSaveDriver(callbacks: {
  onSaved: (driver: PartnerDriver, said: Said) => void;
  onRefused: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveDriverInput) =>
      input.mode === 'add' ? addDriver(input.body) : updateDriver(input.id, input.body),
    onSuccess: (answer) => {
      queryClient.setQueryData<PartnerDriver[]>(driverKeys.list('active'), (drivers) =>
        withDriver(drivers, answer.driver),
      );
      void queryClient.invalidateQueries({ queryKey: driverKeys.all });
      callbacks.onSaved(answer.driver, answer);
    },
    onError: (error) => {
      callbacks.onRefused(error);
      // Gone or archived meanwhile (another phone): the list as it really is now.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: driverKeys.all });
      }
    },
  });
}

export const archiveDriver = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/partner/drivers/${id}`, {
    method: 'DELETE',
    auth: true,
    schema: PartnerDriverChangeResponseSchema,
    signal,
  });

/**
 * Archives a driver: off the active list at once, onto the archived one when it is read. Offline
 * it fails at once and is never sent later; once the dialog is closed, no answer calls
 * `onArchived` (lib/use-destructive-mutation.ts).
 */
export function useArchiveDriver(callbacks: {
  onArchived: (driver: PartnerDriver, said: Said) => void;
}) {
  const queryClient = useQueryClient();
  return useDestructiveMutation({
    mutationFn: (driver: PartnerDriver, signal) => archiveDriver(driver._id, signal),
    onSuccess: (answer) => {
      queryClient.setQueryData<PartnerDriver[]>(driverKeys.list('active'), (drivers) =>
        drivers?.filter((each) => each._id !== answer.driver._id),
      );
      void queryClient.invalidateQueries({ queryKey: driverKeys.all });
      callbacks.onArchived(answer.driver, answer);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: driverKeys.all });
      }
    },
    // The server may have archived the driver before the abort reached it.
    onAbandoned: () => void queryClient.invalidateQueries({ queryKey: driverKeys.all }),
  });
}
