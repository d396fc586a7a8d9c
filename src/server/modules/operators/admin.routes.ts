import { eq } from 'drizzle-orm';
import { OperatorResponseSchema } from '../../../shared/contracts/operators.js';
import { users } from '../../db/schema/index.js';
import { currentUser } from '../../http/auth.js';
import { unauthorized } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';

/**
 * docs/product/marketplace.md#operator-console: `GET /api/admin/me` tells the console whether the signed-in
 * account is an operator (200), someone else (403) or nobody (401), so the web app never decides
 * a role for itself.
 */
export const operatorsModule: FeatureModule = (app, { db, guards }) => {
  app.get(
    '/admin/me',
    {
      onRequest: guards.requireRole('operator', 'operator_only'),
      schema: {
        summary: 'Tell the operator console who is signed in, if it is an operator',
        tags: ['admin'],
        response: { 200: OperatorResponseSchema },
      },
    },
    async (request, reply) => {
      const [operator] = await db
        .select({ id: users.id, name: users.userName, email: users.email })
        .from(users)
        .where(eq(users.id, currentUser(request).id));
      if (!operator) throw unauthorized('account_gone');
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, operator };
    },
  );
};
