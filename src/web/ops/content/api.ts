import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Said } from '@shared/message-ref';
import type * as z from 'zod/mini';
import { ApiError, apiRequest } from '../../lib/api-client';
import { isSessionEnded, retryUnlessRefused } from '../../lib/api-retry';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { opsKeys } from '../api';

/** What every kind of content answers besides its own fields. */
export interface ContentRecord {
  _id: string;
  published: boolean;
  createdAt: string;
}

/**
 * Where one kind of content lives in the API (`/api/admin/content/{path}`) and how its answers
 * name their records: `{ faqs }` and `{ faq }`, `{ listings }` and `{ listing }`. The schemas are
 * the server's own (`@shared/contracts/content`), so an answer is read exactly as declared.
 */
export interface ContentApi<Item extends ContentRecord> {
  path: string;
  listName: string;
  itemName: string;
  answers: { list: z.ZodMiniType; change: z.ZodMiniType };
  /** Keeps the record type with its API: never read. */
  readonly item?: Item;
}

export const contentKeys = {
  all: [...opsKeys.all, 'content'] as const,
  list: (path: string) => [...contentKeys.all, path] as const,
};

const urlOf = (api: ContentApi<ContentRecord>, id?: string, action?: string) =>
  ['/api/admin/content', api.path, id, action].filter(Boolean).join('/');

/** Every record of the kind, drafts included, in the site's order. */
export function useContentList<Item extends ContentRecord>(api: ContentApi<Item>) {
  return useQuery({
    queryKey: contentKeys.list(api.path),
    queryFn: async () => {
      const answer = await apiRequest(urlOf(api), { auth: true, schema: api.answers.list });
      return (answer as Record<string, unknown>)[api.listName] as Item[];
    },
    retry: retryUnlessRefused,
    meta: {
      errorMessage: `Failed to load the content (${api.path})`,
      isExpectedError: isSessionEnded,
    },
  });
}

/** A change's answer: what the server said (to translate) and the record as it is now. */
export interface ContentChange<Item> {
  said: Said;
  item: Item;
}

async function send<Item extends ContentRecord>(
  api: ContentApi<Item>,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<ContentChange<Item>> {
  const answer = (await apiRequest(url, {
    method,
    body,
    auth: true,
    schema: api.answers.change,
    signal,
  })) as Said & Record<string, unknown>;
  const { message, code, params } = answer;
  return { said: { message, code, params }, item: answer[api.itemName] as Item };
}

/**
 * The list with the record as the server answered it: in its place, or added; the list is then
 * read again in the background for the server's order (and another operator's changes).
 */
function useListUpdate<Item extends ContentRecord>(api: ContentApi<Item>) {
  const queryClient = useQueryClient();
  const key = contentKeys.list(api.path);
  return {
    put(item: Item) {
      queryClient.setQueryData<Item[]>(key, (items) =>
        items?.some((each) => each._id === item._id)
          ? items.map((each) => (each._id === item._id ? item : each))
          : items && [item, ...items],
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    drop(id: string) {
      queryClient.setQueryData<Item[]>(key, (items) => items?.filter((each) => each._id !== id));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    /** A record another operator deleted meanwhile: the list as it really is. */
    refreshAfter(error: unknown) {
      if (error instanceof ApiError && error.status === 404)
        void queryClient.invalidateQueries({ queryKey: key });
    },
    /** The list as the server has it, whatever happened to the change. */
    refresh() {
      void queryClient.invalidateQueries({ queryKey: key });
    },
  };
}

/** Creates a record (a draft) or saves an edit of one; a refusal keeps its field errors. */
export function useSaveContent<Item extends ContentRecord, Body>(api: ContentApi<Item>) {
  const list = useListUpdate(api);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Body }) =>
      id ? send(api, 'PUT', urlOf(api, id), body) : send(api, 'POST', urlOf(api), body),
    onSuccess: ({ item }) => list.put(item),
    onError: (error) => list.refreshAfter(error),
  });
}

/** Publishes or unpublishes a record: the site shows it, or stops, from the next request. */
export function useSetPublished<Item extends ContentRecord>(api: ContentApi<Item>) {
  const list = useListUpdate(api);
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      send(api, 'POST', urlOf(api, id, published ? 'publish' : 'unpublish')),
    onSuccess: ({ item }) => list.put(item),
    onError: (error) => list.refreshAfter(error),
  });
}

/**
 * Deletes a record for good. Offline it fails at once, and closing its dialog stops it
 * (lib/use-destructive-mutation.ts); the list is read again then, since the server may have
 * deleted it before the abort reached it.
 */
export function useDeleteContent<Item extends ContentRecord>(api: ContentApi<Item>) {
  const list = useListUpdate(api);
  return useDestructiveMutation({
    mutationFn: (id: string, signal) => send(api, 'DELETE', urlOf(api, id), undefined, signal),
    onSuccess: ({ item }) => list.drop(item._id),
    onError: (error) => list.refreshAfter(error),
    onAbandoned: () => list.refresh(),
  });
}
