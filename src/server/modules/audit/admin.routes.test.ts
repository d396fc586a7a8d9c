import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditListResponse } from '../../../shared/contracts/audit.js';
import { auditLog, users } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createTravelCompany, createUser } from '../../test/factories.js';
import { recordAudit, type AuditEntry as NewEntry } from './audit.js';

const { app, db, authHeader } = await createTestApp();
const operator = await createUser(db, {
  role: 'operator',
  userName: 'Lakshmi Ops',
  email: 'lakshmi.ops@example.in',
});

async function readLog(query = '', userId = operator.id) {
  return app.inject({
    method: 'GET',
    url: `/api/admin/audit${query}`,
    headers: await authHeader(userId),
  });
}

async function entriesOf(query: string): Promise<AuditEntry[]> {
  const response = await readLog(query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AuditListResponse).entries;
}

/** An entry written as a write writes it, at `createdAt` when the test needs a time. */
async function entry(values: Partial<NewEntry> & { createdAt?: Date } = {}) {
  const { createdAt, ...rest } = values;
  const written: NewEntry = {
    actor: { id: operator.id, role: 'operator' },
    action: 'company.verify',
    recordType: 'company',
    recordId: randomUUID(),
    before: { status: 'pending' },
    after: { status: 'verified' },
    ...rest,
  };
  if (createdAt) {
    await db.insert(auditLog).values({
      actorUserId: written.actor.id,
      actorRole: written.actor.role,
      action: written.action,
      recordType: written.recordType,
      recordId: written.recordId,
      before: written.before,
      after: written.after,
      reason: written.reason ?? '',
      createdAt,
    });
  } else {
    await recordAudit(db, written);
  }
  return written;
}

/** Each test reads a log of its own: the entries of the tests before it are gone. */
async function emptyLog() {
  // The table refuses updates, not deletes: a test may start from nothing.
  await db.delete(auditLog);
}

describe('GET /api/admin/audit', () => {
  it('answers each entry with who (as they were then), what, on which record, before, after and why', async () => {
    await emptyLog();
    const partner = await createUser(db, { userName: 'Ravi Partner', email: 'ravi@example.in' });
    const company = await createTravelCompany(db, { ownerUserId: partner.id, status: 'pending' });
    // The company registered while its partner was still a customer...
    await entry({
      actor: { id: partner.id, role: 'customer' },
      action: 'company.register',
      recordId: company.id,
      before: null,
      after: { travels_name: 'Krishna River Cabs', status: 'pending' },
    });
    await db.update(users).set({ role: 'partner' }).where(eq(users.id, partner.id));
    // ...and an operator rejected it, through the console.
    const verify = await app.inject({
      method: 'POST',
      url: `/api/admin/companies/${company.id}/verify`,
      headers: await authHeader(operator.id),
      payload: { decision: 'reject', reason: 'The GST certificate is not readable.' },
    });
    expect(verify.statusCode).toBe(200);

    const response = await readLog();

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json() as AuditListResponse;
    expect(answer.nextCursor).toBeNull();
    expect(answer.entries).toEqual([
      {
        _id: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        actor: {
          _id: operator.id,
          name: 'Lakshmi Ops',
          email: 'lakshmi.ops@example.in',
          role: 'operator',
        },
        action: 'company.reject',
        record: { type: 'company', _id: company.id, name: company.travelsName, detail: null },
        before: { status: 'pending', statusReason: '' },
        after: { status: 'rejected', statusReason: 'The GST certificate is not readable.' },
        reason: 'The GST certificate is not readable.',
      },
      {
        _id: expect.any(String),
        createdAt: expect.any(String),
        // The role the account had when it acted, though it is a partner's now.
        actor: {
          _id: partner.id,
          name: 'Ravi Partner',
          email: 'ravi@example.in',
          role: 'customer',
        },
        action: 'company.register',
        record: { type: 'company', _id: company.id, name: company.travelsName, detail: null },
        before: null,
        after: { travels_name: 'Krishna River Cabs', status: 'pending' },
        reason: '',
      },
    ]);
  });

  it('keeps an entry whose actor was deleted, with the role it acted in', async () => {
    await emptyLog();
    const gone = await createUser(db, { role: 'partner' });
    await entry({
      actor: { id: gone.id, role: 'partner' },
      action: 'car.update',
      recordType: 'car',
    });
    await db.delete(users).where(eq(users.id, gone.id));

    expect((await entriesOf(''))[0]?.actor).toEqual({
      _id: null,
      name: null,
      email: null,
      role: 'partner',
    });
  });

  it('filters by role, action, kind of record, record, actor and India days', async () => {
    await emptyLog();
    const partner = await createUser(db, { role: 'partner' });
    const car = randomUUID();
    // 23:59 on 10 March in India is still 10 March; 00:00 on 11 March is the next day.
    const lateOnTenth = new Date('2026-03-10T18:29:00.000Z');
    const startOfEleventh = new Date('2026-03-10T18:30:00.000Z');
    await entry({ action: 'company.verify', createdAt: new Date('2026-03-09T06:00:00.000Z') });
    await entry({
      actor: { id: partner.id, role: 'partner' },
      action: 'car.update',
      recordType: 'car',
      recordId: car,
      createdAt: lateOnTenth,
    });
    await entry({
      action: 'car.approve',
      recordType: 'car',
      recordId: car,
      createdAt: startOfEleventh,
    });

    const actions = async (query: string) => (await entriesOf(query)).map((e) => e.action);
    expect(await actions('?role=partner')).toEqual(['car.update']);
    expect(await actions('?role=operator')).toEqual(['car.approve', 'company.verify']);
    expect(await actions('?action=car.approve')).toEqual(['car.approve']);
    expect(await actions('?recordType=car')).toEqual(['car.approve', 'car.update']);
    expect(await actions(`?recordType=car&recordId=${car}`)).toEqual(['car.approve', 'car.update']);
    expect(await actions(`?actorId=${partner.id}`)).toEqual(['car.update']);
    expect(await actions('?from=2026-03-10&to=2026-03-10')).toEqual(['car.update']);
    expect(await actions('?from=2026-03-11')).toEqual(['car.approve']);
    expect(await actions('?to=2026-03-09')).toEqual(['company.verify']);
    expect(await actions('?from=2026-03-12')).toEqual([]);
  });

  it('searches the action, the record id, and the actor by e-mail or name', async () => {
    await emptyLog();
    const partner = await createUser(db, {
      role: 'partner',
      userName: 'Suresh Kumar',
      email: 'suresh@cabs.example.in',
    });
    const document = randomUUID();
    // A minute apart, so that the newest-first order of the blank search is certain.
    await entry({
      action: 'faq.publish',
      recordType: 'content',
      createdAt: new Date(Date.now() - 120_000),
    });
    await entry({
      actor: { id: partner.id, role: 'partner' },
      action: 'document.upload',
      recordType: 'document',
      recordId: document,
      createdAt: new Date(Date.now() - 60_000),
    });

    const actions = async (q: string) =>
      (await entriesOf(`?q=${encodeURIComponent(q)}`)).map((e) => e.action);
    expect(await actions('publish')).toEqual(['faq.publish']);
    expect(await actions('DOCUMENT')).toEqual(['document.upload']);
    expect(await actions(document)).toEqual(['document.upload']);
    expect(await actions('cabs.example')).toEqual(['document.upload']);
    expect(await actions('suresh kumar')).toEqual(['document.upload']);
    expect(await actions('lakshmi')).toEqual(['faq.publish']);
    // Wildcards are letters like any other: "%" finds no entry rather than every one.
    expect(await actions('%')).toEqual([]);
    expect(await actions('_')).toEqual([]);
    // A blank search is no search.
    expect(await actions('  ')).toEqual(['document.upload', 'faq.publish']);
  });

  it('reads page after page, newest first, without losing or repeating entries written at the same instant', async () => {
    await emptyLog();
    const at = new Date('2026-03-05T09:30:00.123Z');
    const written = [];
    for (let index = 0; index < 7; index += 1)
      written.push(await entry({ action: `car.update`, recordType: 'car', createdAt: at }));
    for (let index = 0; index < 5; index += 1)
      written.push(
        await entry({
          action: 'car.archive',
          recordType: 'car',
          createdAt: new Date(at.getTime() - (index + 1) * 1000),
        }),
      );

    const seen: AuditEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await readLog(`?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as AuditListResponse;
      seen.push(...page.entries);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);

    expect(pages).toBe(3);
    expect(seen).toHaveLength(12);
    expect(new Set(seen.map((e) => e._id)).size).toBe(12);
    expect(new Set(seen.map((e) => e.record._id))).toEqual(new Set(written.map((w) => w.recordId)));
    const times = seen.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers 400 with a clear message for a filter it cannot read', async () => {
    const cases: [string, string][] = [
      ['?role=admin', 'Choose a role: customer, partner, operator or system'],
      ['?recordType=car_wash', 'Choose a kind of record the audit log knows'],
      ['?action=DROP%20TABLE', 'An action is written in lower case with dots, like company.verify'],
      ['?from=2026-02-30', 'Write a day as YYYY-MM-DD'],
      ['?from=2026-03-10&to=2026-03-09', 'The first day must not be after the last'],
      ['?recordId=42', 'Invalid id'],
      ['?cursor=not-a-cursor', 'The list cursor is not valid: load the list from its start'],
      [`?q=${'x'.repeat(101)}`, 'Must be at most 100 characters'],
    ];
    for (const [query, message] of cases) {
      const response = await readLog(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, message });
    }
  });
});

describe('the audit log cannot be changed', () => {
  it('has no route but reading it', async () => {
    const document = app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/audit'))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(routes).toEqual(['get /api/admin/audit', 'get /api/admin/audit.csv']);

    const written = await entry();
    const [row] = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(sql`created_at desc`);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${row!.id}`]) {
        const response = await app.inject({
          method,
          url,
          headers: await authHeader(operator.id),
          payload: { reason: 'tidied up' },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const [kept] = await db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(kept).toMatchObject({ recordId: written.recordId, reason: '' });
  });

  it('is refused by the database itself when anything tries to update an entry', async () => {
    await entry({ reason: 'As written' });
    const refusal = await db
      .execute(sql`update ${auditLog} set reason = 'Rewritten', action = 'company.reject'`)
      .then(
        () => null,
        (error: unknown) => error as Error & { cause?: Error },
      );
    // The driver's error carries the database's own words as its cause.
    expect(refusal?.cause?.message ?? refusal?.message).toMatch(/the audit log cannot be changed/);
    const rows = await db.select({ reason: auditLog.reason }).from(auditLog);
    expect(rows.map((r) => r.reason)).toContain('As written');
    expect(rows.map((r) => r.reason)).not.toContain('Rewritten');
  });
});
