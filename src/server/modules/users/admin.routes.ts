import {
  AdminUserCsvQuerySchema,
  AdminUserListQuerySchema,
  AdminUserListResponseSchema,
  AdminUserResponseSchema,
  UserRoleBodySchema,
  UserSuspendBodySchema,
} from '../../../shared/contracts/admin-users.js';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import { currentUser } from '../../http/auth.js';
import { CSV_PAGE_ROWS, csvAnswer, csvMoment, everyRow, sendCsv } from '../../http/csv.js';
import { conflict, forbidden, notFound, type HttpError } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { isRecordId } from '../companies/policy.js';
import { createAdminUsersRepository, type UserChangeRefusal } from './admin.repository.js';
import { said } from '../../http/messages.js';

/** The answer to each refusal: who may not be changed is a 403, a state that forbids it a 409. */
function refusalError(outcome: UserChangeRefusal): HttpError {
  switch (outcome.refused) {
    case 'not_found':
      return notFound('user_not_found');
    case 'operator':
      return forbidden('user_operator_protected');
    case 'self':
      return forbidden('user_suspend_self');
    case 'runs_company':
      return conflict('user_runs_company', { company: outcome.company });
    case 'already_suspended':
      return conflict('user_already_suspended');
    case 'not_suspended':
      return conflict('user_not_suspended');
  }
}

/**
 * docs/product/marketplace.md#users: search accounts, make one a customer or a partner,
 * suspend it (every token it holds stops working on the next request) and restore it. Operators
 * only; no route here makes, changes or suspends an operator.
 */
export const adminUsersModule: FeatureModule = (app, { db, guards, writeRateLimit }) => {
  const repository = createAdminUsersRepository(db);
  const tags = ['admin'];
  const operatorOnly = guards.requireRole('operator');
  // An unknown account answers 404 before the body is read, like every route naming a record.
  const knownAccountFirst = async (request: { params: unknown }) => {
    const { id } = request.params as { id: string };
    if (isRecordId(id) && !(await repository.exists(id))) throw notFound('user_not_found');
  };
  const write = {
    onRequest: operatorOnly,
    preValidation: knownAccountFirst,
    config: { rateLimit: writeRateLimit },
  };

  app.get(
    '/admin/users',
    {
      onRequest: operatorOnly,
      schema: {
        summary:
          'Search accounts by name, e-mail or mobile number, filtered by role and state, newest first',
        tags,
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListResponseSchema },
      },
    },
    async (request, reply) => {
      // People's names, e-mails and phones: never kept by a browser or a proxy.
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, ...(await repository.list(request.query)) };
    },
  );

  app.get(
    '/admin/users.csv',
    {
      onRequest: operatorOnly,
      schema: {
        summary:
          'Download every account the search matches as CSV (the same filters as the search), newest first',
        tags,
        querystring: AdminUserCsvQuerySchema,
        answers: {
          200: csvAnswer(
            'Name, e-mail, mobile, role, state, company, when it joined (India time), and when and why it was suspended.',
          ),
        },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'users',
        [
          'Name',
          'E-mail',
          'Mobile',
          'Role',
          'State',
          'Company',
          'Joined (India time)',
          'Suspended (India time)',
          'Suspension reason',
        ],
        everyRow(async (cursor) => {
          const page = await repository.list({ ...request.query, cursor, limit: CSV_PAGE_ROWS });
          return { rows: page.users, nextCursor: page.nextCursor };
        }),
        (user) => [
          user.name,
          user.email,
          user.mobile,
          user.role,
          user.state,
          user.company?.name,
          csvMoment(user.createdAt),
          user.suspendedAt === null ? null : csvMoment(user.suspendedAt),
          user.suspendedReason,
        ],
      ),
  );

  app.put(
    '/admin/users/:id/role',
    {
      ...write,
      schema: {
        summary: 'Make an account a customer or a partner (never an operator)',
        errors: {
          400: 'The role is not customer or partner: operators are made only by `npm run user:role`.',
          403: "The account is an operator's: it is changed only by `npm run user:role`.",
          404: 'No account has this id.',
          409: 'The account runs a travel company, so it stays a partner.',
        },
        tags,
        params: IdParamsSchema,
        body: UserRoleBodySchema,
        response: { 200: AdminUserResponseSchema },
      },
    },
    async (request) => {
      const outcome = await repository.setRole(request.params.id, request.body.role, {
        id: currentUser(request).id,
      });
      if ('refused' in outcome) throw refusalError(outcome);
      return {
        success: true as const,
        ...said(outcome.changed ? 'user_role_changed' : 'user_role_unchanged'),
        user: outcome.user,
      };
    },
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      ...write,
      schema: {
        summary:
          'Suspend an account with a reason: it cannot log in, and every token it holds stops working on the next request',
        errors: {
          403: "The account is the operator's own, or another operator's.",
          404: 'No account has this id.',
          409: 'The account is suspended already.',
        },
        tags,
        params: IdParamsSchema,
        body: UserSuspendBodySchema,
        response: { 200: AdminUserResponseSchema },
      },
    },
    async (request) => {
      const outcome = await repository.suspend(request.params.id, request.body.reason, {
        id: currentUser(request).id,
      });
      if ('refused' in outcome) throw refusalError(outcome);
      return { success: true as const, ...said('user_suspended'), user: outcome.user };
    },
  );

  app.post(
    '/admin/users/:id/restore',
    {
      ...write,
      schema: {
        summary: 'Lift a suspension: the account can log in again',
        errors: {
          403: "The account is an operator's.",
          404: 'No account has this id.',
          409: 'The account is not suspended.',
        },
        tags,
        params: IdParamsSchema,
        response: { 200: AdminUserResponseSchema },
      },
    },
    async (request) => {
      const outcome = await repository.restore(request.params.id, { id: currentUser(request).id });
      if ('refused' in outcome) throw refusalError(outcome);
      return { success: true as const, ...said('user_restored'), user: outcome.user };
    },
  );
};
