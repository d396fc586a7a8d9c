import { MessageResponseSchema } from '../../../shared/contracts/common.js';
import {
  MarkReadBodySchema,
  NotificationListResponseSchema,
  NotificationQuerySchema,
  UnreadCountResponseSchema,
} from '../../../shared/contracts/notifications.js';
import { currentUser } from '../../http/auth.js';
import type { FeatureModule } from '../../http/types.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { said } from '../../http/messages.js';

/**
 * docs/product/trips-and-money.md#notifications-and-e-mails: the signed-in user's in-app notifications (a customer's
 * about their bookings, a partner's about their company's) and the header's unread count. Only
 * ever the caller's own: the user is the token's, never one named in the request.
 */
export const notificationsModule: FeatureModule = (app, { db, guards }) => {
  const repository = createNotificationsRepository(db);
  const tags = ['bookings'];

  app.get(
    '/notifications',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: "The signed-in user's newest notifications, with how many are unread",
        description:
          "`audience=partner` answers only those about the company's bookings and papers (the partner portal's bell); `audience=customer` only those about the user's own trips (the storefront's bell).",
        tags,
        querystring: NotificationQuerySchema,
        response: { 200: NotificationListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await repository.listForUser(currentUser(request).id, request.query.audience)),
    }),
  );

  app.get(
    '/notifications/unread',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: "How many of the signed-in user's notifications are unread",
        description: 'With `audience`, only those of that side, as in the list.',
        tags,
        querystring: NotificationQuerySchema,
        response: { 200: UnreadCountResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      unread: await repository.unreadCount(currentUser(request).id, request.query.audience),
    }),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: "Mark the signed-in user's notifications read",
        tags,
        body: MarkReadBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await repository.markRead(currentUser(request).id, request.body.ids);
      return { success: true, ...said('notifications_read') };
    },
  );
};
