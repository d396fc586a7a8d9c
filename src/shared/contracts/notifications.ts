/**
 * In-app notifications (MARKETPLACE "Bookings", Notifications): one per change of a booking, to
 * its customer and to its company's partner, with an unread count for the header.
 */
import * as z from 'zod/mini';
import { BOOKING_STATUSES } from '../booking-constants.js';
import { IdSchema, TimestampSchema } from './common.js';

export const NotificationSchema = z.object({
  _id: IdSchema,
  bookingId: IdSchema,
  reference: z.string(),
  /** The booking's new state: a client words the notification from it. */
  status: z.enum(BOOKING_STATUSES),
  /** Whether the reader is the booking's customer or its company's partner. */
  audience: z.enum(['customer', 'partner']),
  /** The same notification in English, as the e-mail's subject says it. */
  text: z.string(),
  createdAt: TimestampSchema,
  readAt: z.nullable(TimestampSchema),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(NotificationSchema),
  unread: z.int(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const UnreadCountResponseSchema = z.object({ success: z.literal(true), unread: z.int() });

/** Marks these notifications read, or all of the reader's when `ids` is left out. */
export const MarkReadBodySchema = z.object({ ids: z.optional(z.array(IdSchema)) });
