/**
 * Accounts in the operator console (docs/product/marketplace.md#operator-console: search, change role, suspend
 * and restore). No call here makes or unmakes an operator: that is `npm run user:role` only.
 */
import * as z from 'zod/mini';
import { USER_ROLES } from '../constants.js';
import { messageRef } from '../message-ref.js';
import { COMPANY_STATUSES } from '../partner-constants.js';
import { IdSchema, SaidFields, TimestampSchema } from './common.js';
import { PageCursorSchema, PageLimitSchema } from './pagination.js';
import { VERIFY_REASON } from './verification.js';

/** Whether an account may sign in now, or an operator suspended it. */
export const ACCOUNT_STATES = ['active', 'suspended'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** The roles the console can give: an operator is made only from the command line. */
export const ASSIGNABLE_ROLES = ['customer', 'partner'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const USER_SEARCH_MAX = 100;

/** What the console's account search filters by: the list's and its CSV's. */
const userFilters = {
  /** Part of the name, the e-mail or the mobile number. */
  q: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(USER_SEARCH_MAX, messageRef('max_chars', { max: USER_SEARCH_MAX })),
      ),
  ),
  role: z.optional(z.enum(USER_ROLES, { error: messageRef('admin_user_role_filter_invalid') })),
  state: z.optional(z.enum(ACCOUNT_STATES, { error: messageRef('admin_user_state_invalid') })),
};

export const AdminUserListQuerySchema = /* @__PURE__ */ z.object({
  ...userFilters,
  cursor: z.optional(PageCursorSchema),
  limit: PageLimitSchema,
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** GET /api/admin/users.csv: the search's filters; every matching account, not a page. */
export const AdminUserCsvQuerySchema = /* @__PURE__ */ z.object(userFilters);
export type AdminUserCsvQuery = z.infer<typeof AdminUserCsvQuerySchema>;

export const AdminUserSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.enum(USER_ROLES),
  state: z.enum(ACCOUNT_STATES),
  /** When and why an operator suspended it; null and empty while active. */
  suspendedAt: z.nullable(TimestampSchema),
  suspendedReason: z.string(),
  /** When the account was made. */
  createdAt: TimestampSchema,
  /** The travel company the account runs, for a partner that registered one. */
  company: z.nullable(
    z.object({ _id: IdSchema, name: z.string(), status: z.enum(COMPANY_STATUSES) }),
  ),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  users: z.array(AdminUserSchema),
  /** Send as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type AdminUserListResponse = z.infer<typeof AdminUserListResponseSchema>;

export const AdminUserResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  user: AdminUserSchema,
});
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

/** PUT /api/admin/users/{id}/role: customer or partner; "operator" is refused with why. */
export const UserRoleBodySchema = /* @__PURE__ */ z.object({
  role: z.enum(ASSIGNABLE_ROLES, { error: messageRef('user_role_not_assignable') }),
});
export type UserRoleBody = z.infer<typeof UserRoleBodySchema>;

export const USER_SUSPEND_REASON = VERIFY_REASON;
const SUSPEND_REASON_INVALID = messageRef('user_suspend_reason_required', {
  min: USER_SUSPEND_REASON.min,
});

/** POST /api/admin/users/{id}/suspend: why, for the audit log and the operators after. */
export const UserSuspendBodySchema = /* @__PURE__ */ z.object({
  reason: z
    .string({ error: SUSPEND_REASON_INVALID })
    .check(
      z.trim(),
      z.minLength(USER_SUSPEND_REASON.min, SUSPEND_REASON_INVALID),
      z.maxLength(
        USER_SUSPEND_REASON.max,
        messageRef('max_chars', { max: USER_SUSPEND_REASON.max }),
      ),
    ),
});
export type UserSuspendBody = z.infer<typeof UserSuspendBodySchema>;
