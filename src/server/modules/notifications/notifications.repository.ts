import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type {
  Notification,
  NotificationAudience,
} from '../../../shared/contracts/notifications.js';
import type { Database } from '../../db/client.js';
import { bookings, notifications } from '../../db/schema/index.js';

/** The header's list: enough to see what changed lately, never a page to scroll. */
export const NOTIFICATION_LIST_LIMIT = 30;

/**
 * A user's in-app notifications. Every read and write is of one user's own (`userId` is always
 * the signed-in user's), so no call can reach another person's.
 */
export function createNotificationsRepository(db: Database) {
  /** The user's notifications, or only those of one side (a customer's, a partner's). */
  const ofUser = (userId: string, audience?: NotificationAudience) =>
    and(
      eq(notifications.userId, userId),
      audience ? eq(notifications.audience, audience) : undefined,
    );

  async function unreadCount(userId: string, audience?: NotificationAudience): Promise<number> {
    // Counted on the partial index of unread rows (notifications_unread_idx).
    const [row] = await db
      .select({ unread: count() })
      .from(notifications)
      .where(and(ofUser(userId, audience), isNull(notifications.readAt)));
    return row?.unread ?? 0;
  }

  return {
    unreadCount,

    /** The newest notifications (of one side, if given), newest first, and how many are unread. */
    async listForUser(
      userId: string,
      audience?: NotificationAudience,
      limit = NOTIFICATION_LIST_LIMIT,
    ): Promise<{ notifications: Notification[]; unread: number }> {
      const rows = await db
        .select({
          _id: notifications.id,
          topic: notifications.topic,
          bookingId: notifications.bookingId,
          reference: bookings.reference,
          status: notifications.status,
          paper: notifications.paper,
          audience: notifications.audience,
          text: notifications.text,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
          bookingStatus: bookings.status,
          startCode: bookings.startCode,
        })
        .from(notifications)
        .leftJoin(bookings, eq(bookings.id, notifications.bookingId))
        .where(ofUser(userId, audience))
        // Two changes of one booking in one transaction share a created_at: the id keeps the
        // order stable between requests.
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
      return {
        notifications: rows.map(({ bookingStatus, startCode, ...row }) => ({
          ...row,
          // The customer's notice of the confirmation carries the start code while the trip
          // waits for it, as the trip page does; the company's never.
          ...(row.audience === 'customer' &&
          row.status === 'confirmed' &&
          bookingStatus === 'confirmed' &&
          startCode
            ? { startCode }
            : {}),
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
        })),
        unread: await unreadCount(userId, audience),
      };
    },

    /**
     * Marks the user's unread notifications with these ids read (all of them without ids) and
     * answers how many changed. Ids of someone else's notifications match nothing.
     */
    async markRead(userId: string, ids?: string[], now = new Date()): Promise<number> {
      if (ids?.length === 0) return 0;
      const marked = await db
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        )
        .returning({ id: notifications.id });
      return marked.length;
    },
  };
}
