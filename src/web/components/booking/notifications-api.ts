import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  /** One side's unread count or list. */
  of: (audience: NotificationAudience, what: 'unread' | 'list') =>
    ['notifications', audience, what] as const,
};

/** How often the unread count is read while the page is open (and on coming back to it). */
export const UNREAD_POLL_MS = 60_000;

export function useUnreadCount(audience: NotificationAudience) {
  return useQuery({
    queryKey: notificationKeys.of(audience, 'unread'),
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
 * The reader's notifications, newest first whatever order the server keeps, read afresh each time
 * the list opens (it is mounted only while open). Reading them is what marks them read: the ones
 * shown unread are marked so, while the list keeps showing them as new until it is opened again.
 */
export function useNotifications(audience: NotificationAudience) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationKeys.of(audience, 'list'),
    queryFn: async ({ signal }) => {
      const { notifications } = await apiRequest(`/api/notifications?audience=${audience}`, {
        auth: true,
        schema: NotificationListResponseSchema,
        signal,
      });
      const ids = notifications.flatMap((notification) =>
        notification.readAt === null ? [notification._id] : [],
      );
      if (ids.length > 0) {
        // The count drops at once, then is read again from the server.
        const unreadKey = notificationKeys.of(audience, 'unread');
        queryClient.setQueryData<number>(unreadKey, (unread) =>
          unread === undefined ? unread : Math.max(0, unread - ids.length),
        );
        apiRequest('/api/notifications/read', {
          method: 'POST',
          body: { ids },
          auth: true,
          schema: MessageResponseSchema,
        })
          .catch(() => undefined)
          .finally(() => void queryClient.invalidateQueries({ queryKey: unreadKey }));
      }
      return notifications.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
