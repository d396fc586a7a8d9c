import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { createTravelCompany, createUser } from '../../test/factories.js';

/**
 * docs/product/marketplace.md#who-may-read-or-change-what: anyone but an operator on an admin route is refused, 401 without a
 * token and 403 with a customer's or a partner's (even one whose company is verified). The routes
 * are read from the served OpenAPI document, so a new admin route is checked without a line here.
 */
const { app, db, authHeader } = await createTestApp();
const document = app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
const adminRoutes = Object.entries(document.paths)
  .filter(([path]) => path.startsWith('/api/admin/'))
  .flatMap(([path, item]) => Object.keys(item).map((method) => ({ method, path })))
  .map(({ method, path }) => ({
    name: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: path.replace(/\{[^}]+\}/g, randomUUID()),
  }));

const customer = await createUser(db);
const partner = await createUser(db, { role: 'partner' });
await createTravelCompany(db, { ownerUserId: partner.id, status: 'verified' });
const operator = await createUser(db, { role: 'operator' });

describe('the operator console API', () => {
  it('has its routes in the document', () => {
    expect(adminRoutes.map((route) => route.name)).toContain('GET /api/admin/me');
  });

  describe.each(adminRoutes)('$name', ({ method, url }) => {
    it('answers 401 without a token', async () => {
      const response = await app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'unauthorized' });
    });

    it('answers 403 to a customer and to a partner', async () => {
      for (const user of [customer, partner]) {
        const response = await app.inject({
          method,
          url,
          headers: await authHeader(user.id),
          payload: method === 'GET' ? undefined : {},
        });
        expect(response.statusCode, `as a ${user.role}`).toBe(403);
      }
    });
  });

  it('tells an operator who is signed in', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: await authHeader(operator.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      operator: { id: operator.id, name: operator.userName, email: operator.email },
    });
  });

  it('tells anyone else the console is for the Saarthi team', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: await authHeader(customer.id),
    });
    expect(response.json()).toMatchObject({
      code: 'operator_only',
      message: 'This is for the Saarthi team: sign in with an operator account',
    });
  });
});
