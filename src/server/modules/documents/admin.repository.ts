import {
  and,
  asc,
  eq,
  isNotNull,
  isNull,
  lte,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { paperColumns, readDocumentFile } from './documents.repository.js';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AdminDocument,
  DOCUMENT_QUEUE_STATUSES,
  VerifyBody,
} from '../../../shared/contracts/verification.js';
import { indiaToday } from '../../../shared/india-time.js';
import { DOCUMENT_EXPIRY_WARNING_DAYS } from '../../../shared/partner-constants.js';
import type { Database } from '../../db/client.js';
import { cars, documents, drivers, travelCompanies } from '../../db/schema/index.js';
import { recordAudit } from '../audit/audit.js';

type QueueStatus = (typeof DOCUMENT_QUEUE_STATUSES)[number];

/** Another paper than the one read, to find a paper's replacement. */
const newer = alias(documents, 'newer_documents');

const columns = {
  ...paperColumns,
  company: {
    _id: travelCompanies.id,
    travelsName: travelCompanies.travelsName,
    phone: travelCompanies.phone,
  },
  carId: cars.id,
  carName: cars.carName,
  registrationNumber: cars.registrationNumber,
  driverId: drivers.id,
  driverName: drivers.name,
};

/** The India calendar day `days` after `day`, both YYYY-MM-DD. */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type Row = {
  _id: string;
  kind: AdminDocument['kind'];
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  expiresOn: string | null;
  status: AdminDocument['status'];
  statusReason: string;
  createdAt: Date;
  company: AdminDocument['company'];
  carId: string | null;
  carName: string | null;
  registrationNumber: string | null;
  driverId: string | null;
  driverName: string | null;
};

/**
 * A document as an operator sees it: a paper past its expiry reads `expired` whatever was decided,
 * as the partner sees it; the car or driver it is about is named.
 */
function toDocument(row: Row, today: string): AdminDocument {
  const { carId, carName, registrationNumber, driverId, driverName, createdAt, ...rest } = row;
  const subject =
    carId !== null
      ? {
          type: 'car' as const,
          _id: carId,
          name: registrationNumber ? `${carName} · ${registrationNumber}` : (carName ?? ''),
        }
      : driverId !== null
        ? { type: 'driver' as const, _id: driverId, name: driverName ?? '' }
        : null;
  return {
    ...rest,
    status: rest.expiresOn !== null && rest.expiresOn < today ? 'expired' : rest.status,
    subject,
    createdAt: createdAt.toISOString(),
  };
}

export type DocumentVerifyOutcome =
  { item: AdminDocument } | { refused: 'not_found' | 'not_waiting' };

/**
 * The documents' check (docs/product/marketplace.md#operator-console): every paper a partner uploads waits
 * `pending` until an operator finds it valid or rejects it with the reason the partner reads.
 */
export function createDocumentVerificationRepository(db: Database) {
  const select = () =>
    db
      .select(columns)
      .from(documents)
      .innerJoin(travelCompanies, eq(travelCompanies.id, documents.travelCompanyId))
      .leftJoin(cars, eq(cars.id, documents.carId))
      .leftJoin(drivers, eq(drivers.id, documents.driverId));

  async function one(documentId: string): Promise<AdminDocument | null> {
    const [row] = await select().where(eq(documents.id, documentId));
    return row ? toDocument(row as Row, indiaToday()) : null;
  }

  return {
    async exists(documentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.id, documentId));
      return row !== undefined;
    },

    /**
     * The queue: documents in one stored status, or in any (`all`: a company's papers on its
     * page), one company's only when asked; oldest first.
     */
    async list(status: QueueStatus, query: Record<string, unknown>): Promise<AdminDocument[]> {
      const companyId = typeof query.companyId === 'string' ? query.companyId : undefined;
      const rows = await select()
        .where(
          and(
            status === 'all' ? undefined : eq(documents.status, status),
            companyId ? eq(documents.travelCompanyId, companyId) : undefined,
          ),
        )
        .orderBy(asc(documents.createdAt), asc(documents.id))
        .limit(200);
      const today = indiaToday();
      return rows.map((row) => toDocument(row as Row, today));
    },

    /**
     * Papers that expire within the warning window, or have expired, and are still to chase:
     * whose company to call before a car or driver stops being covered. Soonest first. Left out:
     * a rejected paper (its partner already knows), one of a car or driver taken off the fleet,
     * and one already replaced, i.e. the company uploaded a paper of the same kind for the same
     * car, driver or itself that runs longer and was not rejected.
     */
    async expiring(): Promise<AdminDocument[]> {
      const today = indiaToday();
      const conditions: SQL[] = [
        isNotNull(documents.expiresOn),
        lte(documents.expiresOn, dayAfter(today, DOCUMENT_EXPIRY_WARNING_DAYS)),
        ne(documents.status, 'rejected'),
        or(isNull(documents.carId), ne(cars.status, 'archived'))!,
        or(isNull(documents.driverId), isNull(drivers.archivedAt))!,
        notExists(
          db
            .select({ id: newer.id })
            .from(newer)
            .where(
              and(
                eq(newer.travelCompanyId, documents.travelCompanyId),
                eq(newer.kind, documents.kind),
                sql`${newer.carId} is not distinct from ${documents.carId}`,
                sql`${newer.driverId} is not distinct from ${documents.driverId}`,
                ne(newer.status, 'rejected'),
                or(isNull(newer.expiresOn), sql`${newer.expiresOn} > ${documents.expiresOn}`),
              ),
            ),
        ),
      ];
      const rows = await select()
        .where(and(...conditions))
        .orderBy(asc(documents.expiresOn), asc(documents.id))
        .limit(500);
      return rows.map((row) => toDocument(row as Row, today));
    },

    /** The file as the partner uploaded it, for the console's viewer. */
    file: (documentId: string) => readDocumentFile(db, eq(documents.id, documentId)),

    async decide(
      documentId: string,
      body: VerifyBody,
      actor: { id: string; role: 'operator' },
    ): Promise<DocumentVerifyOutcome> {
      const outcome = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: documents.status, statusReason: documents.statusReason })
          .from(documents)
          .where(eq(documents.id, documentId))
          .for('update');
        if (!current) return 'not_found' as const;
        if (current.status !== 'pending') return 'not_waiting' as const;
        const change =
          body.decision === 'approve'
            ? { status: 'valid' as const, statusReason: '' }
            : { status: 'rejected' as const, statusReason: body.reason };
        await tx
          .update(documents)
          .set({ ...change, reviewedAt: new Date() })
          .where(eq(documents.id, documentId));
        await recordAudit(tx, {
          actor,
          action: body.decision === 'approve' ? 'document.approve' : 'document.reject',
          recordType: 'document',
          recordId: documentId,
          before: current,
          after: change,
          reason: body.reason,
        });
        return 'decided' as const;
      });
      if (outcome !== 'decided') return { refused: outcome };
      return { item: (await one(documentId))! };
    },
  };
}
