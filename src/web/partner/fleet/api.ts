import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_FIELD } from '@shared/constants';
import { MessageResponseSchema } from '@shared/contracts/common';
import {
  CarBlockListResponseSchema,
  CarBlockResponseSchema,
  PartnerCarChangeResponseSchema,
  PartnerCarListResponseSchema,
  PartnerCarResponseSchema,
  type CarBlock,
  type CarBlockBody,
  type CarBody,
  type PartnerCar,
  type PartnerCarChangeResponse,
} from '@shared/contracts/fleet';
import { UploadResponseSchema } from '@shared/contracts/users';
import {
  ApiError,
  apiRequest,
  apiUrl,
  isNotFound,
  networkFailure,
  readAnswer,
} from '../../lib/api-client';
import { authToken } from '../../lib/storage';
import { useAuth } from '../../lib/use-auth';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { isSessionEnded } from '../api';
import { driversQueryOptions } from '../drivers/api';

// ---- keys -------------------------------------------------------------------------------------

/** Which list of cars: the fleet (every car but the archived ones) or the archived ones. */
export type FleetShown = 'fleet' | 'archived';

export const fleetKeys = {
  all: ['partner', 'cars'] as const,
  lists: ['partner', 'cars', 'list'] as const,
  list: (shown: FleetShown) => ['partner', 'cars', 'list', shown] as const,
  car: (id: string) => ['partner', 'cars', 'car', id] as const,
  blocks: (id: string) => ['partner', 'cars', 'car', id, 'blocks'] as const,
};

/** A failure the page explains itself: an ended session, or a car that is not (or no longer) ours. */
const isExpectedCarError = (error: unknown) => isSessionEnded(error) || isNotFound(error);
const retryUnlessAnswered = (failures: number, error: unknown) =>
  !isExpectedCarError(error) && failures < 1;

// ---- reading ----------------------------------------------------------------------------------

export const getCars = (shown: FleetShown) =>
  apiRequest(shown === 'archived' ? '/api/partner/cars?status=archived' : '/api/partner/cars', {
    auth: true,
    schema: PartnerCarListResponseSchema,
  }).then((answer) => answer.cars);

export const carsQueryOptions = (shown: FleetShown) =>
  queryOptions({
    queryKey: fleetKeys.list(shown),
    queryFn: () => getCars(shown),
    retry: retryUnlessAnswered,
    meta: { errorMessage: 'Failed to load the fleet', isExpectedError: isSessionEnded },
  });

/** The company's cars; idle while signed out (the layout asks to log in). */
export function useCars(shown: FleetShown, enabled = true) {
  const { isSignedIn } = useAuth();
  return useQuery({ ...carsQueryOptions(shown), enabled: isSignedIn && enabled });
}

export const getCar = (id: string) =>
  apiRequest(`/api/partner/cars/${encodeURIComponent(id)}`, {
    auth: true,
    schema: PartnerCarResponseSchema,
  }).then((answer) => answer.car);

export const carQueryOptions = (id: string) =>
  queryOptions({
    queryKey: fleetKeys.car(id),
    queryFn: () => getCar(id),
    retry: retryUnlessAnswered,
    meta: { errorMessage: 'Failed to load the car', isExpectedError: isExpectedCarError },
  });

export function useCar(id: string) {
  const { isSignedIn } = useAuth();
  return useQuery({ ...carQueryOptions(id), enabled: isSignedIn });
}

export const getCarBlocks = (id: string) =>
  apiRequest(`/api/partner/cars/${encodeURIComponent(id)}/blocks`, {
    auth: true,
    schema: CarBlockListResponseSchema,
  }).then((answer) => answer.blocks);

export function useCarBlocks(id: string) {
  const { isSignedIn } = useAuth();
  return useQuery({
    queryKey: fleetKeys.blocks(id),
    queryFn: () => getCarBlocks(id),
    retry: retryUnlessAnswered,
    enabled: isSignedIn,
    meta: {
      errorMessage: 'Failed to load the maintenance blocks',
      isExpectedError: isSessionEnded,
    },
  });
}

/**
 * The company's drivers still on its list: the choices for a car's default driver. The drivers
 * page's own list, so a driver just added there is offered here at once.
 */
export function useDriverChoices() {
  const { isSignedIn } = useAuth();
  return useQuery({ ...driversQueryOptions('active'), enabled: isSignedIn });
}

// ---- writing ----------------------------------------------------------------------------------
// A refusal is an ApiError with the field errors of a 400, which the forms show at their fields.

export const createCar = (body: CarBody) =>
  apiRequest('/api/partner/cars', {
    method: 'POST',
    body,
    auth: true,
    schema: PartnerCarChangeResponseSchema,
  });

export const updateCar = (id: string, body: CarBody) =>
  apiRequest(`/api/partner/cars/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    auth: true,
    schema: PartnerCarChangeResponseSchema,
  });

export const setCarAvailability = (id: string, availability: boolean) =>
  apiRequest(`/api/partner/cars/${encodeURIComponent(id)}/availability`, {
    method: 'PATCH',
    body: { availability },
    auth: true,
    schema: PartnerCarChangeResponseSchema,
  });

/** Puts a car the server answered into every cached list it belongs to, and its own entry. */
function useRememberCar() {
  const queryClient = useQueryClient();
  return (car: PartnerCar) => {
    queryClient.setQueryData(fleetKeys.car(car._id), car);
    // The lists are read again rather than patched: a change of status moves a car between them.
    void queryClient.invalidateQueries({ queryKey: fleetKeys.lists });
  };
}

/** After a 409 the car or the company changed elsewhere: reading them again shows how they stand. */
function useRefreshAfterConflict(carId: string | undefined) {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 409)) return;
    if (carId) void queryClient.invalidateQueries({ queryKey: fleetKeys.car(carId) });
    void queryClient.invalidateQueries({ queryKey: ['partner', 'company'] });
  };
}

/**
 * POST (a new car, `carId` undefined) or PUT the car. The callbacks are the hook's, not
 * `mutate`'s: they run even when saving moves the reader to another page.
 */
export function useSaveCar(
  carId: string | undefined,
  callbacks: {
    onSaved: (answer: PartnerCarChangeResponse) => void;
    onRefused?: (error: Error) => void;
  },
) {
  const remember = useRememberCar();
  const refresh = useRefreshAfterConflict(carId);
  return useMutation({
    mutationFn: (body: CarBody) => (carId ? updateCar(carId, body) : createCar(body)),
    onSuccess: (answer) => {
      remember(answer.car);
      callbacks.onSaved(answer);
    },
    onError: (error) => {
      callbacks.onRefused?.(error);
      refresh(error);
    },
  });
}

/** POST …/submit: a draft or suspended car goes to Saarthi's review. */
export function useSubmitCar(carId: string) {
  const remember = useRememberCar();
  const refresh = useRefreshAfterConflict(carId);
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/partner/cars/${encodeURIComponent(carId)}/submit`, {
        method: 'POST',
        auth: true,
        schema: PartnerCarChangeResponseSchema,
      }),
    onSuccess: (answer) => remember(answer.car),
    onError: refresh,
  });
}

/**
 * DELETE: the car leaves the fleet for good (archived, kept for its bookings and reviews).
 * Offline it fails at once and is never sent later; backing out stops it and reads the car again,
 * since the server may have archived it before the abort reached it (lib/use-destructive-mutation.ts).
 */
export function useArchiveCar(carId: string) {
  const queryClient = useQueryClient();
  const remember = useRememberCar();
  const refresh = useRefreshAfterConflict(carId);
  return useDestructiveMutation({
    mutationFn: (_: void, signal) =>
      apiRequest(`/api/partner/cars/${encodeURIComponent(carId)}`, {
        method: 'DELETE',
        auth: true,
        schema: PartnerCarChangeResponseSchema,
        signal,
      }),
    onSuccess: (answer) => remember(answer.car),
    onError: refresh,
    onAbandoned: () => {
      void queryClient.invalidateQueries({ queryKey: fleetKeys.car(carId) });
      void queryClient.invalidateQueries({ queryKey: fleetKeys.lists });
    },
  });
}

/**
 * The availability switch of the fleet list: the list shows the new state at once and goes back
 * if the server refuses.
 */
export function useSetAvailability() {
  const queryClient = useQueryClient();
  const key = fleetKeys.list('fleet');
  return useMutation({
    mutationFn: ({ car, availability }: { car: PartnerCar; availability: boolean }) =>
      setCarAvailability(car._id, availability),
    onMutate: async ({ car, availability }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<PartnerCar[]>(key, (cars) =>
        cars?.map((each) => (each._id === car._id ? { ...each, availability } : each)),
      );
    },
    onError: (error, { car }) => {
      // Only this car goes back: another car's switch may have moved meanwhile.
      queryClient.setQueryData<PartnerCar[]>(key, (cars) =>
        cars?.map((each) =>
          each._id === car._id ? { ...each, availability: car.availability } : each,
        ),
      );
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ['partner', 'company'] });
      }
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<PartnerCar[]>(key, (cars) =>
        cars?.map((each) => (each._id === answer.car._id ? answer.car : each)),
      );
      queryClient.setQueryData(fleetKeys.car(answer.car._id), answer.car);
    },
  });
}

// ---- maintenance blocks -----------------------------------------------------------------------

export function useAddBlock(carId: string, callbacks: { onRefused?: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CarBlockBody) =>
      apiRequest(`/api/partner/cars/${encodeURIComponent(carId)}/blocks`, {
        method: 'POST',
        body,
        auth: true,
        schema: CarBlockResponseSchema,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData<CarBlock[]>(fleetKeys.blocks(carId), (blocks) =>
        [...(blocks ?? []), answer.block].sort((a, b) => a.startsOn.localeCompare(b.startsOn)),
      );
    },
    onError: (error) => callbacks.onRefused?.(error),
  });
}

/**
 * Removes a maintenance block. Offline it fails at once and is never sent later; leaving the page
 * while it is on its way stops it (lib/use-destructive-mutation.ts).
 */
export function useRemoveBlock(carId: string) {
  const queryClient = useQueryClient();
  return useDestructiveMutation({
    mutationFn: (blockId: string, signal) =>
      apiRequest(
        `/api/partner/cars/${encodeURIComponent(carId)}/blocks/${encodeURIComponent(blockId)}`,
        { method: 'DELETE', auth: true, schema: MessageResponseSchema, signal },
      ),
    onSuccess: (_answer, blockId) => {
      queryClient.setQueryData<CarBlock[]>(fleetKeys.blocks(carId), (blocks) =>
        blocks?.filter((block) => block._id !== blockId),
      );
    },
    onError: (error) => {
      // Gone already (removed in another tab): the list as the server has it says so.
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: fleetKeys.blocks(carId) });
      }
    },
    onAbandoned: () => void queryClient.invalidateQueries({ queryKey: fleetKeys.blocks(carId) }),
  });
}

// ---- photos -----------------------------------------------------------------------------------

/**
 * POST /api/uploads with the upload's progress (0 to 1). Through XMLHttpRequest because fetch
 * reports no upload progress, and a partner sending 5 MB over a phone's data connection needs to
 * see that it is moving. Answers the stored path (`/uploads/…`).
 */
export function uploadCarPhoto(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    // Abandoned before it started (the editor closed while the photo was being shrunk).
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/api/uploads'));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    const token = authToken.get();
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the header's scheme, not text
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): read as an answer that is not the API's.
      }
      // Like every other call: a refused token is forgotten on the first 401.
      if (request.status === 401 && token) authToken.refused(token);
      try {
        resolve(
          readAnswer('/api/uploads', request.status, payload, UploadResponseSchema).car_image_url,
        );
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(networkFailure()));
    request.addEventListener('abort', () =>
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the standard error name, never shown
      reject(new DOMException('Upload aborted', 'AbortError')),
    );
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file instanceof File ? file.name : 'photo.jpg');
    request.send(form);
  });
}
