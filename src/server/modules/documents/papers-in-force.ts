import { and, eq } from 'drizzle-orm';
import { DOCUMENT_KIND_NAMES, type DocumentKind } from '../../../shared/partner-constants.js';
import { papersNotInOrder, type Paper } from '../../../shared/contracts/papers.js';
import type { Database } from '../../db/client.js';
import { cars, drivers } from '../../db/schema/index.js';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.js';
import { notifyPaper } from '../notifications/paper-notify.js';
import { papersOfOne } from './papers.js';

/** The transaction that took the paper away (the Database type of a repository made over it). */
type Transaction = Pick<Database, 'select' | 'update' | 'insert'>;

/** The paper whose lapse (or removal) calls for the check: the notice names it. */
export interface LapsedPaper {
  kind: DocumentKind;
  /** YYYY-MM-DD; the day it was removed for a paper without an expiry. */
  expiresOn: string;
}

/** What the partner reads on the car or driver: which papers stopped it, in plain English. */
const reasonOf = (wanting: readonly Paper[]) =>
  `Papers not in order: ${wanting.map((paper) => DOCUMENT_KIND_NAMES[paper.kind]).join(', ')}.`;

/**
 * A live car or a verified driver keeps its place only while its papers are in order
 * (docs/product/verification.md). Called in the transaction that took a paper away (its
 * lapse, its removal): a car whose papers are no longer all valid is suspended, a driver
 * rejected, with the audit entry (Saarthi's own rule acting) and the partner's notice in the
 * same transaction. A car or driver still in order, or not live, is left as it is. Answers
 * whether it was taken off.
 */
export async function takeOffWithoutPapers(
  tx: Transaction,
  subject: { type: 'car' | 'driver'; id: string; companyId: string },
  lapsed: LapsedPaper,
  today: string,
): Promise<boolean> {
  const record =
    subject.type === 'car'
      ? await tx
          .select({
            status: cars.status,
            statusReason: cars.statusReason,
            name: cars.carName,
            number: cars.registrationNumber,
          })
          .from(cars)
          .where(and(eq(cars.id, subject.id), eq(cars.travelCompanyId, subject.companyId)))
          .for('update')
          .then(
            ([row]) =>
              row && {
                status: row.status as string,
                statusReason: row.statusReason,
                name: row.number ? `${row.name} · ${row.number}` : row.name,
              },
          )
      : await tx
          .select({
            status: drivers.status,
            statusReason: drivers.statusReason,
            name: drivers.name,
          })
          .from(drivers)
          .where(and(eq(drivers.id, subject.id), eq(drivers.travelCompanyId, subject.companyId)))
          .for('update')
          .then(([row]) => row && { ...row, status: row.status as string });
  const inPlace = subject.type === 'car' ? 'live' : 'verified';
  if (!record || record.status !== inPlace) return false;

  const wanting = papersNotInOrder(await papersOfOne(tx, subject.type, subject.id, today));
  if (wanting.length === 0) return false;

  const statusReason = reasonOf(wanting);
  const change =
    subject.type === 'car'
      ? { status: 'suspended' as const, statusReason }
      : { status: 'rejected' as const, statusReason };
  if (subject.type === 'car')
    await tx.update(cars).set({ status: 'suspended', statusReason }).where(eq(cars.id, subject.id));
  else
    await tx
      .update(drivers)
      .set({ status: 'rejected', statusReason })
      .where(eq(drivers.id, subject.id));
  await recordAudit(tx, {
    actor: SYSTEM_ACTOR,
    action: subject.type === 'car' ? 'car.papers_lapsed' : 'driver.papers_lapsed',
    recordType: subject.type,
    recordId: subject.id,
    before: { status: record.status, statusReason: record.statusReason },
    after: change,
    reason: change.statusReason,
  });
  await notifyPaper(tx, subject.companyId, {
    event: 'lapsed',
    kind: lapsed.kind,
    subject: subject.type,
    subjectId: subject.id,
    subjectName: record.name,
    expiresOn: lapsed.expiresOn,
    daysLeft: 0,
  });
  return true;
}
