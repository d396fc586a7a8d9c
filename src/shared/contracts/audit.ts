/**
 * The audit log (docs/product/marketplace.md#operator-console): every operator and partner write, who made it
 * in which role, on which record, the fields as they were and as they became, and why. Read by
 * operators only (`GET /api/admin/audit`), newest first, a page at a time; no route changes it.
 */
import * as z from 'zod/mini';
import { USER_ROLES } from '../constants.js';
import { messageRef } from '../message-ref.js';
import { IdSchema, TimestampSchema, daysInOrder } from './common.js';
import { calendarDaySchema } from './dates.js';
import { PageCursorSchema, PageLimitSchema } from './pagination.js';

/**
 * Who wrote an entry: a person in the role they had, or `system`, Saarthi's own rules acting
 * (a car taken off the storefront when its insurance lapsed).
 */
export const AUDIT_ACTOR_ROLES = [...USER_ROLES, 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/** The kinds of record an entry can be about. */
export const AUDIT_RECORD_TYPES = [
  'company',
  'car',
  'driver',
  'document',
  'lead',
  'review',
  'user',
  'booking',
  'content',
  'route',
  'promotion',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** `company.verify`, `car.update`, `document.remove`: the record's kind, then what was done. */
const ACTION = /^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/;
export const AUDIT_ACTION_MAX = 60;
export const AUDIT_SEARCH_MAX = 100;

const DAY_INVALID = messageRef('audit_day_invalid');
const DaySchema = calendarDaySchema(DAY_INVALID);

/** What the audit log is filtered by: the list's and its CSV's. */
const auditFilters = {
  /** Words of the action, a record's id, or an actor's e-mail or name. */
  q: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(AUDIT_SEARCH_MAX, messageRef('max_chars', { max: AUDIT_SEARCH_MAX })),
      ),
  ),
  actorId: z.optional(IdSchema),
  /** The actor's role when the entry was written. */
  role: z.optional(z.enum(AUDIT_ACTOR_ROLES, { error: messageRef('audit_role_invalid') })),
  action: z.optional(
    z
      .string({ error: messageRef('audit_action_invalid') })
      .check(
        z.trim(),
        z.maxLength(AUDIT_ACTION_MAX, messageRef('audit_action_invalid')),
        z.regex(ACTION, messageRef('audit_action_invalid')),
      ),
  ),
  recordType: z.optional(
    z.enum(AUDIT_RECORD_TYPES, { error: messageRef('audit_record_type_invalid') }),
  ),
  recordId: z.optional(IdSchema),
  /** The first and the last India calendar day of the entries, both included. */
  from: z.optional(DaySchema),
  to: z.optional(DaySchema),
};

export const AuditListQuerySchema = z
  .object({ ...auditFilters, cursor: z.optional(PageCursorSchema), limit: PageLimitSchema })
  .check(daysInOrder('audit_period_order'));
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

/** GET /api/admin/audit.csv: the log's filters; every matching entry, not a page. */
export const AuditCsvQuerySchema = /* @__PURE__ */ z
  .object(auditFilters)
  .check(daysInOrder('audit_period_order'));
export type AuditCsvQuery = z.infer<typeof AuditCsvQuerySchema>;

export const AuditEntrySchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  createdAt: TimestampSchema,
  actor: z.object({
    /** Null once the account itself was deleted; the role stays as it was. */
    _id: z.nullable(IdSchema),
    name: z.nullable(z.string()),
    email: z.nullable(z.string()),
    /** The role the account had when it made the change (it may have another now). */
    role: z.enum(AUDIT_ACTOR_ROLES),
  }),
  action: z.string(),
  record: z.object({
    type: z.string(),
    _id: IdSchema,
    /**
     * What people call the record, read now: a car's name and model, a company's trade name,
     * an account's name, a booking's reference, a review's author. Null once the record was
     * deleted (the console shows its id, marked deleted).
     */
    name: z.nullable(z.string()),
    /**
     * What tells it apart, when there is more: a car's registration, an account's e-mail, a
     * review's or a lead's car, a document's company. Null when nothing more.
     */
    detail: z.nullable(z.string()),
  }),
  // A loose object rather than z.record: the record check would be the only one of its kind in
  // the web app, and zod's shared chunk, which the home page loads, would carry it.
  /** The fields the write changed, as they were; null for a record it created. */
  before: z.nullable(z.looseObject({})),
  /** The same fields as they became; null for a record it removed. */
  after: z.nullable(z.looseObject({})),
  /** The reason given (an operator's decision, a moved booking); empty when none was asked. */
  reason: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  entries: z.array(AuditEntrySchema),
  /** Send as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
