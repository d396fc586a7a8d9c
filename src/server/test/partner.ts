import { indiaToday } from '../../shared/india-time.js';
import type { Database } from '../db/client.js';
import type { travelCompanies } from '../db/schema/index.js';
import type { TestContext } from './app.js';
import { createTravelCompany, createUser } from './factories.js';

export type PortalMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** What the partner portal's route tests share: requests as the portal sends them, and partners. */
export function partnerPortal({
  app,
  db,
  authHeader,
}: Pick<TestContext, 'app' | 'db' | 'authHeader'>) {
  return {
    /** A request as the partner portal sends it; no user is a request without a token. */
    async call(method: PortalMethod, url: string, userId?: string, payload?: unknown) {
      return app.inject({
        method,
        url,
        headers: userId ? await authHeader(userId) : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    /** A partner and the travel company it runs, in Vijayawada and Guntur unless told otherwise. */
    partnerWithCompany: (overrides: Partial<typeof travelCompanies.$inferInsert> = {}) =>
      partnerWithCompany(db, overrides),
  };
}

async function partnerWithCompany(
  db: Database,
  overrides: Partial<typeof travelCompanies.$inferInsert>,
) {
  const user = await createUser(db, { role: 'partner' });
  const company = await createTravelCompany(db, {
    ownerUserId: user.id,
    city: 'Vijayawada',
    citiesServed: ['Vijayawada', 'Guntur'],
    ...overrides,
  });
  return { user, company };
}

/** The India calendar day `days` from today, YYYY-MM-DD. */
export function indiaDay(days: number): string {
  const date = new Date(`${indiaToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The field errors of a 400 answer. */
export const fieldErrors = (response: { json(): unknown }) =>
  (response.json() as { errors?: { path: string; code?: string }[] }).errors ?? [];
