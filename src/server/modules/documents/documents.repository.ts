import { and, asc, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  DOCUMENT_EXPIRY_WARNING_DAYS,
  DOCUMENT_KINDS,
  type DocumentKind,
} from '../../../shared/partner-constants.js';
import {
  ATTENTION_REASONS,
  DOCUMENTS_PER_COMPANY_MAX,
  type AttentionItem,
  type PartnerDocument,
  subjectOfKind,
} from '../../../shared/contracts/documents.js';
import { indiaToday } from '../../../shared/india-time.js';
import type { Database } from '../../db/client.js';
import { cars, documents, drivers } from '../../db/schema/index.js';
import { bytes, bytesOf } from '../uploads/uploads.repository.js';

// Any fixed number works: it only has to be the same on every instance (see `create`).
const DOCUMENT_LIMIT_LOCK_CLASS = 7_240_131;

/** The company a document belongs to, as the partner routes found it from the signed-in account. */
export interface DocumentOwner {
  _id: string;
  /** The trade name: what a company document is about. */
  travelsName: string;
}

/** A checked upload: fields valid, file sniffed, name cleaned. */
export interface NewDocument {
  kind: DocumentKind;
  carId: string | null;
  driverId: string | null;
  /** Null for a kind that does not expire. */
  expiresOn: string | null;
  fileName: string;
  mimeType: string;
  content: Buffer;
  contentHash: string;
  uploadedBy: string;
}

/** The one document `where` picks, as its file was uploaded; null when there is none. */
export async function readDocumentFile(db: Database, where: SQL): Promise<DocumentFile | null> {
  const [row] = await db
    .select({
      fileName: documents.fileName,
      mimeType: documents.mimeType,
      content: bytesOf(documents.content),
    })
    .from(documents)
    .where(where);
  return row?.content ? { ...row, content: row.content } : null;
}

export interface DocumentFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/** Why an upload was refused; the route turns each into its answer. */
export type DocumentRefusal =
  | 'car_not_found'
  | 'driver_not_found'
  | 'car_archived_read_only'
  | 'driver_archived_read_only'
  | 'document_limit';
export type Refused = { refused: DocumentRefusal };

/** What a paper is and where its check stands, as the partner and the operators both read it. */
export const paperColumns = {
  _id: documents.id,
  kind: documents.kind,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
  expiresOn: documents.expiresOn,
  status: documents.status,
  statusReason: documents.statusReason,
  createdAt: documents.createdAt,
};

const documentColumns = {
  ...paperColumns,
  carId: documents.carId,
  driverId: documents.driverId,
};

type DocumentRow = Pick<
  typeof documents.$inferSelect,
  Exclude<keyof typeof documentColumns, '_id'>
> & { _id: string };

/** A car as its partner knows it: its name and registration number (older cars may have none). */
const carLabel = (car: { carName: string; registrationNumber: string | null }) =>
  car.registrationNumber ? `${car.carName} · ${car.registrationNumber}` : car.carName;

/** The India calendar day `days` after `day`, both YYYY-MM-DD. */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A row as the partner sees it. A document past its expiry date (India's calendar) reads as
 * expired whatever an operator had set, so the partner never sees a lapsed paper called valid;
 * one expiring within the warning window is flagged while it has not expired.
 */
function toPartnerDocument(
  { createdAt, status, ...row }: DocumentRow,
  subjectName: string,
  today: string,
): PartnerDocument {
  const lapsed = row.expiresOn !== null && row.expiresOn < today;
  const shownStatus = lapsed ? 'expired' : status;
  return {
    ...row,
    subject: subjectOfKind(row.kind),
    subjectName,
    status: shownStatus,
    expiresSoon:
      shownStatus !== 'expired' &&
      row.expiresOn !== null &&
      row.expiresOn <= dayAfter(today, DOCUMENT_EXPIRY_WARNING_DAYS),
    createdAt: createdAt.toISOString(),
  };
}

/**
 * The documents of a travel company (docs/product/marketplace.md#documents). Every method takes
 * the company found from the signed-in partner; another company's document, car or driver reads
 * as none at all. Documents are never public: their files are only read back through here.
 */
export function createDocumentsRepository(db: Database) {
  const ownDocument = (companyId: string, documentId: string): SQL =>
    and(eq(documents.id, documentId), eq(documents.travelCompanyId, companyId))!;

  /** The company's documents, newest first; only one car's or one driver's when asked. */
  async function list(
    company: DocumentOwner,
    filter: { carId?: string; driverId?: string },
  ): Promise<PartnerDocument[]> {
    const rows = await db
      .select({
        ...documentColumns,
        carName: cars.carName,
        registrationNumber: cars.registrationNumber,
        driverName: drivers.name,
      })
      .from(documents)
      .leftJoin(cars, eq(cars.id, documents.carId))
      .leftJoin(drivers, eq(drivers.id, documents.driverId))
      .where(
        and(
          eq(documents.travelCompanyId, company._id),
          filter.carId ? eq(documents.carId, filter.carId) : undefined,
          filter.driverId ? eq(documents.driverId, filter.driverId) : undefined,
        ),
      )
      .orderBy(desc(documents.createdAt), desc(documents.id));
    const today = indiaToday();
    return rows.map(({ carName, registrationNumber, driverName, ...row }) => {
      const subjectName =
        carName !== null
          ? carLabel({ carName, registrationNumber })
          : (driverName ?? company.travelsName);
      return toPartnerDocument(row, subjectName, today);
    });
  }

  return {
    list,

    /**
     * What the company has to do about its papers (docs/product/marketplace.md#documents), most
     * urgent first: documents expired, rejected or expiring within the warning window, then the
     * kinds the company, each car and each driver has not uploaded at all. Archived cars and
     * drivers need nothing. One answer for the dashboard's count and the documents page's list.
     */
    async attention(company: DocumentOwner): Promise<AttentionItem[]> {
      const [all, activeCars, activeDrivers] = await Promise.all([
        list(company, {}),
        db
          .select({
            id: cars.id,
            carName: cars.carName,
            registrationNumber: cars.registrationNumber,
          })
          .from(cars)
          .where(and(eq(cars.travelCompanyId, company._id), ne(cars.status, 'archived')))
          .orderBy(asc(cars.createdAt), asc(cars.id)),
        db
          .select({ id: drivers.id, name: drivers.name })
          .from(drivers)
          .where(and(eq(drivers.travelCompanyId, company._id), isNull(drivers.archivedAt)))
          .orderBy(asc(drivers.createdAt), asc(drivers.id)),
      ]);
      const subjects = [
        { subject: 'company' as const, id: null, name: company.travelsName },
        ...activeCars.map((car) => ({ subject: 'car' as const, id: car.id, name: carLabel(car) })),
        ...activeDrivers.map((driver) => ({
          subject: 'driver' as const,
          id: driver.id,
          name: driver.name,
        })),
      ];
      const items: AttentionItem[] = [];
      for (const { subject, id, name } of subjects) {
        const own = all.filter((document) =>
          subject === 'company'
            ? document.subject === 'company'
            : (subject === 'car' ? document.carId : document.driverId) === id,
        );
        for (const document of own) {
          const reason =
            document.status === 'expired' || document.status === 'rejected'
              ? document.status
              : document.expiresSoon
                ? ('expiring' as const)
                : null;
          if (!reason) continue;
          items.push({
            key: document._id,
            reason,
            subject,
            subjectId: id,
            subjectName: name,
            kind: document.kind,
            documentId: document._id,
            expiresOn: document.expiresOn,
          });
        }
        // A kind with an expired or rejected paper is flagged as that, not also as missing.
        for (const kind of DOCUMENT_KINDS[subject]) {
          if (own.some((document) => document.kind === kind)) continue;
          items.push({
            key: `${subject}-${id ?? company._id}-${kind}`,
            reason: 'missing',
            subject,
            subjectId: id,
            subjectName: name,
            kind,
            documentId: null,
            expiresOn: null,
          });
        }
      }
      // Stable: within a reason, the company first, then cars and drivers as they were added.
      return items.sort(
        (a, b) => ATTENTION_REASONS.indexOf(a.reason) - ATTENTION_REASONS.indexOf(b.reason),
      );
    },

    /**
     * Stores a document of the company's own car, driver or the company itself. Refused for a
     * car or driver that is not the company's (or archived), and past DOCUMENTS_PER_COMPANY_MAX:
     * the count and the insert run under a lock per company, so uploads arriving together (on
     * any instance) cannot pass the limit between them.
     */
    async create(company: DocumentOwner, values: NewDocument): Promise<PartnerDocument | Refused> {
      return db.transaction(async (tx): Promise<PartnerDocument | Refused> => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${DOCUMENT_LIMIT_LOCK_CLASS}, hashtext(${company._id}))`,
        );
        let subjectName = company.travelsName;
        if (values.carId !== null) {
          const [car] = await tx
            .select({
              carName: cars.carName,
              registrationNumber: cars.registrationNumber,
              status: cars.status,
            })
            .from(cars)
            .where(and(eq(cars.id, values.carId), eq(cars.travelCompanyId, company._id)));
          if (!car) return { refused: 'car_not_found' };
          if (car.status === 'archived') return { refused: 'car_archived_read_only' };
          subjectName = carLabel(car);
        }
        if (values.driverId !== null) {
          const [driver] = await tx
            .select({ name: drivers.name, archivedAt: drivers.archivedAt })
            .from(drivers)
            .where(and(eq(drivers.id, values.driverId), eq(drivers.travelCompanyId, company._id)));
          if (!driver) return { refused: 'driver_not_found' };
          if (driver.archivedAt !== null) return { refused: 'driver_archived_read_only' };
          subjectName = driver.name;
        }

        const [kept] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(documents)
          .where(eq(documents.travelCompanyId, company._id));
        if (kept!.count >= DOCUMENTS_PER_COMPANY_MAX) return { refused: 'document_limit' };

        const [row] = await tx
          .insert(documents)
          .values({
            ...values,
            travelCompanyId: company._id,
            content: bytes(values.content),
            sizeBytes: values.content.length,
          })
          .returning(documentColumns);
        return toPartnerDocument(row!, subjectName, indiaToday());
      });
    },

    /** Whether the company has this car or driver (archived ones too: their papers stay). */
    async owns(
      companyId: string,
      subject: { type: 'car' | 'driver'; id: string },
    ): Promise<boolean> {
      const table = subject.type === 'car' ? cars : drivers;
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, subject.id), eq(table.travelCompanyId, companyId)));
      return row !== undefined;
    },

    /** The file of one of the company's documents, as it was uploaded. */
    file: (companyId: string, documentId: string) =>
      readDocumentFile(db, ownDocument(companyId, documentId)),

    /** Deletes one of the company's documents: what it was, or null when there was none. */
    async remove(companyId: string, documentId: string) {
      const [removed] = await db
        .delete(documents)
        .where(ownDocument(companyId, documentId))
        .returning({
          kind: documents.kind,
          carId: documents.carId,
          driverId: documents.driverId,
          expiresOn: documents.expiresOn,
        });
      return removed ?? null;
    },
  };
}
