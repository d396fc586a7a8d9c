/**
 * In-app notifications, with an unread count for the header: one per change of a booking, to its
 * customer and to its company's partner; and a partner's warnings about the papers its cars and
 * drivers need (docs/product/verification.md).
 */
import * as z from 'zod/mini';
import { BOOKING_STATUSES } from '../booking-constants.js';
import type { DocumentKind } from '../partner-constants.js';
import { IdSchema, TimestampSchema } from './common.js';

/**
 * Whose side of the notifications to read: the storefront's bell asks for the customer's, the
 * partner portal's for the company's. Left out: all of the reader's
 * (NotificationQuerySchema).
 */
export const NOTIFICATION_AUDIENCES = ['customer', 'partner'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/**
 * A paper about to expire (`expiring`, `daysLeft` days before), or one whose lapse took its car
 * or driver off the storefront (`lapsed`).
 */
export const PaperNoticeSchema = /* @__PURE__ */ z.object({
  event: z.enum(['expiring', 'lapsed']),
  // The kinds' list lives with the partner portal's constants, which the storefront's header
  // (where the bell is) must not load: the server writes only kinds of that list.
  kind: z.string() as unknown as z.ZodMiniType<DocumentKind>,
  subject: z.enum(['company', 'car', 'driver']),
  subjectId: IdSchema,
  /** The car's name and number, or the driver's name, as the partner knows them. */
  subjectName: z.string(),
  /** YYYY-MM-DD. */
  expiresOn: z.string(),
  daysLeft: z.int(),
});
export type PaperNotice = z.infer<typeof PaperNoticeSchema>;

export const NotificationSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  /** What the notification is about: a booking's change, or a paper. */
  topic: z.enum(['booking', 'paper']),
  /** The booking, its reference and its new state; null for a paper's notice. */
  bookingId: z.nullable(IdSchema),
  reference: z.nullable(z.string()),
  /** The booking's new state: a client words the notification from it. */
  status: z.nullable(z.enum(BOOKING_STATUSES)),
  /** A paper's notice; null for a booking's. */
  paper: z.nullable(PaperNoticeSchema),
  /** Whether the reader is the booking's customer or its company's partner. */
  audience: z.enum(NOTIFICATION_AUDIENCES),
  /** The same notification in English, as its e-mail's subject says it. */
  text: z.string(),
  /** The customer's start code, on the notice of the confirmation while the trip waits for it. */
  startCode: z.optional(z.string()),
  createdAt: TimestampSchema,
  readAt: z.nullable(TimestampSchema),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  notifications: z.array(NotificationSchema),
  unread: z.int(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

// The server's alone: marked pure so that the bells' bundles leave them out.
export const NotificationQuerySchema = /* @__PURE__ */ z.object({
  audience: z.optional(z.enum(NOTIFICATION_AUDIENCES)),
});

export const UnreadCountResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  unread: z.int(),
});

/** Marks these notifications read, or all of the reader's when `ids` is left out. */
export const MarkReadBodySchema = /* @__PURE__ */ z.object({
  ids: z.optional(z.array(IdSchema)),
});
