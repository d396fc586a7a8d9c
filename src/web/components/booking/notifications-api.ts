import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  NotificationListResponseSchema,
  UnreadCountResponseSchema,
  type NotificationAudience,
} from '@shared/contracts/notifications';
import { MessageResponseSchema } from '@shared/contracts/common';
import { apiRequest } from '../../lib/api-client';

// The bells' notifications (docs/product/trips-and-money.md#bookings: in-app notifications with an
// unread count): the storefront's, of the reader's own trips, and the partner portal's, of the
// company's bookings and papers (`audience`). Apart from the areas' api.ts so that the storefront's
// bell, loaded on every page of a signed-in reader, carries only these few schemas.

/** `all` is named again in the areas' api.ts, whose booking moves bring new notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (audience: NotificationAudience) => ['notifications', audience, 'unread'] as const,
  list: (audience: NotificationAudience) => ['notifications', audience, 'list'] as const,
};

/** How often the unread count is read while the page is open (and on coming back to it). */
export const UNREAD_POLL_MS = 60_000;

export function useUnreadCount(audience: NotificationAudience) {
  return useQuery({
    queryKey: notificationKeys.unread(audience),
    queryFn: ({ signal }) =>
      apiRequest(`/api/notifications/unread?audience=${audience}`, {
        auth: true,
        schema: UnreadCountResponseSchema,
        signal,
      }).then((answer) => answer.unread),
    refetchInterval: UNREAD_POLL_MS,
    // Coming back to the page reads it at once, however recently it was read.
    refetchOnWindowFocus: 'always',
    // A count that cannot be read is simply not shown: the bell still opens the list.
    retry: false,
  });
}

/**
 * Marks notifications read. The count drops at once, then is read again from the server.
 */
async function markRead(
  queryClient: QueryClient,
  audience: NotificationAudience,
  ids: string[],
): Promise<void> {
  queryClient.setQueryData<number>(notificationKeys.unread(audience), (unread) =>
    unread === undefined ? unread : Math.max(0, unread - ids.length),
  );
  try {
    await apiRequest('/api/notifications/read', {
      method: 'POST',
      body: { ids },
      auth: true,
      schema: MessageResponseSchema,
    });
  } finally {
    await queryClient.invalidateQueries({ queryKey: notificationKeys.unread(audience) });
  }
}

/**
 * The reader's notifications, newest first whatever order the server keeps, read afresh each time
 * the list opens (it is mounted only while open). Reading them is what marks them read: the ones
 * shown unread are marked so, while the list keeps showing them as new until it is opened again.
 */
export function useNotifications(audience: NotificationAudience) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationKeys.list(audience),
    queryFn: async ({ signal }) => {
      const { notifications } = await apiRequest(`/api/notifications?audience=${audience}`, {
        auth: true,
        schema: NotificationListResponseSchema,
        signal,
      });
      const unread = notifications.filter((notification) => notification.readAt === null);
      if (unread.length > 0)
        void markRead(
          queryClient,
          audience,
          unread.map((notification) => notification._id),
        ).catch(() => undefined);
      return notifications.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
