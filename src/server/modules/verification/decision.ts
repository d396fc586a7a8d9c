import type { VerifyBody } from '../../../shared/contracts/verification.js';
import { type Paper, papersNotInOrder } from '../../../shared/contracts/papers.js';
import { indiaToday } from '../../../shared/india-time.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../audit/audit.js';
import { papersOfOne } from '../documents/papers.js';

/** Why a decision was not made: no such record, not waiting, or papers not in order to go live. */
export type DecisionRefusal =
  { refused: 'not_found' | 'not_waiting' } | { refused: 'papers_not_in_order'; papers: Paper[] };

type Subject = 'company' | 'car' | 'driver';
interface StatusOf<Status extends string> {
  status: Status;
  statusReason: string;
}

/**
 * A record's papers as of today (India time), and the refusal when it is about to go (back) live
 * with any of them not in order: nothing reaches the storefront on a missing, rejected or lapsed
 * paper (docs/product/verification.md).
 */
export async function papersBeforeGoingLive(
  tx: Pick<Database, 'select'>,
  subject: Subject,
  id: string,
  goingLive: boolean,
): Promise<{ papers: Paper[] } | { refused: 'papers_not_in_order'; papers: Paper[] }> {
  const papers = await papersOfOne(tx, subject, id, indiaToday());
  if (goingLive && papersNotInOrder(papers).length > 0)
    return { refused: 'papers_not_in_order', papers };
  return { papers };
}

/**
 * An operator's verification decision on a locked record, the same for companies, cars and
 * drivers: only a waiting record is decided, approving needs its papers in order, a rejection
 * keeps its reason for the partner, and the change is written with its audit entry in the
 * caller's transaction. `write` stores the new status on the record's own table.
 */
export async function decideVerification<Status extends string>(
  tx: Pick<Database, 'select' | 'insert'>,
  decision: {
    subject: Subject;
    id: string;
    current: StatusOf<Status> | undefined;
    waiting: readonly Status[];
    approved: Status;
    rejected: Status;
    actions: { approve: string; reject: string };
    body: VerifyBody;
    actor: { id: string; role: 'operator' };
  },
  write: (change: StatusOf<Status>) => Promise<void>,
): Promise<{ papers: Paper[] } | DecisionRefusal> {
  const { subject, id, current, body } = decision;
  if (!current) return { refused: 'not_found' };
  if (!decision.waiting.includes(current.status)) return { refused: 'not_waiting' };
  const approve = body.decision === 'approve';
  const checked = await papersBeforeGoingLive(tx, subject, id, approve);
  if ('refused' in checked) return checked;
  const change: StatusOf<Status> = approve
    ? { status: decision.approved, statusReason: '' }
    : { status: decision.rejected, statusReason: body.reason };
  await write(change);
  await recordAudit(tx, {
    actor: decision.actor,
    action: approve ? decision.actions.approve : decision.actions.reject,
    recordType: subject,
    recordId: id,
    before: { status: current.status, statusReason: current.statusReason },
    after: { ...change },
    reason: body.reason,
  });
  return checked;
}
