import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditListResponse } from '../../../shared/contracts/audit.js';
import { auditLog, faqs } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import {
  createCar,
  createDocument,
  createDriver,
  createFaq,
  createFeedback,
  createSiteReview,
  createTravelCompany,
  createUser,
} from '../../test/factories.js';
import { recordAudit, type AuditEntry as NewEntry } from './audit.js';

// docs/product/marketplace.md#audit-log: each entry names its actor and its record, read now.

const { app, db, authHeader } = await createTestApp();
const operator = await createUser(db, {
  role: 'operator',
  userName: 'Lakshmi Ops',
  email: 'lakshmi.ops@example.in',
});

async function entries(query = ''): Promise<AuditEntry[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/audit${query}`,
    headers: await authHeader(operator.id),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AuditListResponse).entries;
}

const write = (values: Pick<NewEntry, 'action' | 'recordType' | 'recordId'>) =>
  recordAudit(db, {
    actor: { id: operator.id, role: 'operator' },
    before: null,
    after: { done: true },
    ...values,
  });

describe('the audit log names its records', () => {
  it('answers every kind of record by its name, with the id kept', async () => {
    await db.delete(auditLog);
    const owner = await createUser(db, { userName: 'Ravi Partner', email: 'ravi@example.in' });
    const customer = await createUser(db, { userName: 'Anjali Rao', email: 'anjali@example.in' });
    const company = await createTravelCompany(db, {
      ownerUserId: owner.id,
      travelsName: 'Krishna River Cabs',
    });
    const car = await createCar(db, {
      travelCompanyId: company.id,
      carName: 'Toyota Innova',
      carModel: 'Crysta',
      registrationNumber: 'AP16AB1234',
    });
    const driver = await createDriver(db, { travelCompanyId: company.id, name: 'Suresh Kumar' });
    const document = await createDocument(db, {
      travelCompanyId: company.id,
      fileName: 'insurance.pdf',
    });
    const review = await createFeedback(db, {
      userId: customer.id,
      carId: car.id,
      travelCompanyId: company.id,
    });
    const comment = await createSiteReview(db, { userName: 'సాయి కిరణ్' });
    const faq = await createFaq(db, { question: 'Is fuel included?' });

    await write({ action: 'company.verify', recordType: 'company', recordId: company.id });
    await write({ action: 'car.approve', recordType: 'car', recordId: car.id });
    await write({ action: 'driver.verify', recordType: 'driver', recordId: driver.id });
    await write({ action: 'document.approve', recordType: 'document', recordId: document.id });
    await write({ action: 'review.hide', recordType: 'review', recordId: review.id });
    await write({ action: 'comment.hide', recordType: 'review', recordId: comment.id });
    await write({ action: 'user.suspend', recordType: 'user', recordId: customer.id });
    await write({ action: 'faq.publish', recordType: 'content', recordId: faq.id });

    const named = Object.fromEntries(
      (await entries()).map((entry) => [entry.action, entry.record]),
    );
    expect(named).toEqual({
      'company.verify': {
        type: 'company',
        _id: company.id,
        name: 'Krishna River Cabs',
        detail: null,
      },
      'car.approve': {
        type: 'car',
        _id: car.id,
        name: 'Toyota Innova Crysta',
        detail: 'AP16AB1234',
      },
      'driver.verify': {
        type: 'driver',
        _id: driver.id,
        name: 'Suresh Kumar',
        detail: 'Krishna River Cabs',
      },
      'document.approve': {
        type: 'document',
        _id: document.id,
        name: 'insurance.pdf',
        detail: 'Krishna River Cabs',
      },
      'review.hide': {
        type: 'review',
        _id: review.id,
        name: 'Anjali Rao',
        detail: 'Toyota Innova Crysta',
      },
      'comment.hide': { type: 'review', _id: comment.id, name: 'సాయి కిరణ్', detail: null },
      'user.suspend': {
        type: 'user',
        _id: customer.id,
        name: 'Anjali Rao',
        detail: 'anjali@example.in',
      },
      'faq.publish': {
        type: 'content',
        _id: faq.id,
        name: 'Is fuel included?',
        detail: null,
      },
    });
  });

  it('answers a record deleted since with its id and no name', async () => {
    await db.delete(auditLog);
    const faq = await createFaq(db, { question: 'Gone soon?' });
    await write({ action: 'faq.delete', recordType: 'content', recordId: faq.id });
    await db.delete(faqs).where(eq(faqs.id, faq.id));
    const missing = randomUUID();
    await write({ action: 'booking.move', recordType: 'booking', recordId: missing });

    const records = (await entries()).map((entry) => entry.record);
    expect(records).toEqual([
      { type: 'booking', _id: missing, name: null, detail: null },
      { type: 'content', _id: faq.id, name: null, detail: null },
    ]);
  });

  it('names a full page with one statement per kind of record, not one per entry', async () => {
    await db.delete(auditLog);
    const company = await createTravelCompany(db);
    for (let index = 0; index < 30; index += 1) {
      const car = await createCar(db, { travelCompanyId: company.id });
      await write({ action: 'car.update', recordType: 'car', recordId: car.id });
    }
    const statements: string[] = [];
    // Counted at the driver: every statement the page runs goes through the session.
    const session = (
      db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }
    ).session;
    const prepare = session.prepareQuery.bind(session);
    session.prepareQuery = (...args: unknown[]) => {
      statements.push((args[0] as { sql: string }).sql);
      return prepare(...args);
    };
    try {
      const page = await entries('?limit=30');
      expect(page).toHaveLength(30);
      expect(page.every((entry) => entry.record.name?.startsWith('Swift Dzire'))).toBe(true);
    } finally {
      session.prepareQuery = prepare;
    }
    const carLookups = statements.filter((text) => /from "cars"/i.test(text));
    expect(carLookups).toHaveLength(1);
  });
});
