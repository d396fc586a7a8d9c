import type { TestContext } from './app.js';
import { createUser } from './factories.js';

/** What the operators' verification queue tests share: an operator, its decisions, other roles. */
export async function verificationQueue(
  { app, db, authHeader }: Pick<TestContext, 'app' | 'db' | 'authHeader'>,
  queue: 'companies' | 'cars' | 'drivers' | 'documents',
) {
  const operator = await createUser(db, { role: 'operator' });
  return {
    operator,
    /** A decision as the console sends it; no user is a request without a token. */
    async verify(userId: string | null, id: string, body: object) {
      return app.inject({
        method: 'POST',
        url: `/api/admin/${queue}/${id}/verify`,
        headers: userId ? await authHeader(userId) : {},
        payload: body,
      });
    },
    /** The statuses the queue's list answers without a token, to a customer and to a partner. */
    async refusedStatuses(): Promise<number[]> {
      const customer = await createUser(db);
      const partner = await createUser(db, { role: 'partner' });
      const statuses = [];
      for (const headers of [{}, await authHeader(customer.id), await authHeader(partner.id)])
        statuses.push(
          (await app.inject({ method: 'GET', url: `/api/admin/${queue}`, headers })).statusCode,
        );
      return statuses;
    },
  };
}
