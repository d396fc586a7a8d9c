import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAPER_REMINDER_DAYS } from '../../shared/partner-constants.js';
import { indiaToday } from '../../shared/india-time.js';
import type { Database } from '../db/client.js';
import { cars, documents, drivers, paperReminders } from '../db/schema/index.js';
import { takeOffWithoutPapers } from '../modules/documents/papers-in-force.js';
import { subjectOfKind } from '../../shared/contracts/documents.js';
import { notifyPaper } from '../modules/notifications/paper-notify.js';
import { runEvery } from './run-every.js';

/** A paper lapses when India's day turns: checked often enough that a car leaves within minutes. */
const SWEEP_INTERVAL_MS = 10 * 60_000;
/** Papers dealt with per transaction: each batch commits on its own, short for the rows it locks. */
const BATCH_SIZE = 50;

export interface PaperSweep {
  /** Valid papers found past their expiry. */
  lapsed: number;
  /** Cars and drivers those lapses took off the storefront. */
  takenOff: number;
  /** Warnings sent to partners before an expiry. */
  reminded: number;
}

/** The threshold a paper `daysLeft` days from expiry has reached: 30, 7 or 1 (the nearest). */
export function reminderThreshold(daysLeft: number): number | null {
  const reached = PAPER_REMINDER_DAYS.filter((days) => daysLeft <= days);
  return reached.length === 0 ? null : Math.min(...reached);
}

const dayAfter = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Valid papers whose expiry has passed, dealt with once each: the car or driver they kept in
 * place leaves the storefront unless another valid copy stands in (papers-in-force.ts). Rows
 * are claimed `FOR UPDATE SKIP LOCKED`, so instances sweeping together share them.
 */
async function sweepLapses(db: Database, today: string): Promise<Omit<PaperSweep, 'reminded'>> {
  const sweep = { lapsed: 0, takenOff: 0 };
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: documents.id,
          kind: documents.kind,
          companyId: documents.travelCompanyId,
          carId: documents.carId,
          driverId: documents.driverId,
          expiresOn: documents.expiresOn,
        })
        .from(documents)
        .where(
          and(
            eq(documents.status, 'valid'),
            isNull(documents.lapseHandledAt),
            lt(documents.expiresOn, today),
          ),
        )
        .orderBy(asc(documents.expiresOn))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      for (const paper of due) {
        await tx
          .update(documents)
          .set({ lapseHandledAt: sql`now()` })
          .where(eq(documents.id, paper.id));
        const subjectId = paper.carId ?? paper.driverId;
        if (subjectId === null) continue;
        const takenOff = await takeOffWithoutPapers(
          tx,
          { type: paper.carId ? 'car' : 'driver', id: subjectId, companyId: paper.companyId },
          { kind: paper.kind, expiresOn: paper.expiresOn! },
          today,
        );
        if (takenOff) sweep.takenOff += 1;
      }
      return due.length;
    });
    sweep.lapsed += claimed;
    if (claimed < BATCH_SIZE) return sweep;
  }
}

/**
 * The warnings before an expiry: each valid paper of a live car or a verified driver that is the
 * last to expire of its kind (a renewal already in force needs no warning) gets one notice as it
 * reaches 30, 7 and 1 days before. The reminder's primary key makes each go out once, whichever
 * instance inserts it; a sweep after a pause sends only the nearest threshold.
 */
async function sendReminders(db: Database, today: string): Promise<number> {
  const horizon = dayAfter(today, Math.max(...PAPER_REMINDER_DAYS));
  const result = (await db.execute(sql`
    select d.id, d.kind, d.travel_company_id, d.car_id, d.driver_id, d.expires_on::text as expires_on,
      (d.expires_on - ${today}::date) as days_left,
      coalesce(
        case when ${cars.registrationNumber} is null then ${cars.carName}
          else ${cars.carName} || ' · ' || ${cars.registrationNumber} end,
        ${drivers.name}
      ) as subject_name
    from ${documents} d
    left join ${cars} on ${cars.id} = d.car_id
    left join ${drivers} on ${drivers.id} = d.driver_id
    where d.status = 'valid' and d.lapse_handled_at is null
      and d.expires_on between ${today}::date and ${horizon}::date
      and (${cars.status} = 'live' or (${drivers.status} = 'verified' and ${drivers.archivedAt} is null))
      and not exists (
        select 1 from ${documents} later
        where later.status = 'valid' and later.kind = d.kind
          and later.travel_company_id = d.travel_company_id
          and later.car_id is not distinct from d.car_id
          and later.driver_id is not distinct from d.driver_id
          and (later.expires_on > d.expires_on or (later.expires_on = d.expires_on and later.id > d.id))
      )`)) as unknown as {
    rows: {
      id: string;
      kind: (typeof documents.$inferSelect)['kind'];
      travel_company_id: string;
      car_id: string | null;
      driver_id: string | null;
      expires_on: string;
      days_left: number;
      subject_name: string;
    }[];
  };
  let sent = 0;
  for (const paper of result.rows) {
    const daysLeft = Number(paper.days_left);
    const threshold = reminderThreshold(daysLeft);
    if (threshold === null) continue;
    const inserted = await db.transaction(async (tx) => {
      const [reminder] = await tx
        .insert(paperReminders)
        .values({ documentId: paper.id, daysBefore: threshold })
        .onConflictDoNothing()
        .returning({ documentId: paperReminders.documentId });
      if (!reminder) return false;
      await notifyPaper(tx, paper.travel_company_id, {
        event: 'expiring',
        kind: paper.kind,
        subject: subjectOfKind(paper.kind),
        subjectId: (paper.car_id ?? paper.driver_id)!,
        subjectName: paper.subject_name,
        expiresOn: paper.expires_on,
        daysLeft,
      });
      return true;
    });
    if (inserted) sent += 1;
  }
  return sent;
}

/** One sweep as of India's `today`: lapses first, then the warnings. */
export async function sweepPapers(db: Database, today = indiaToday()): Promise<PaperSweep> {
  const lapses = await sweepLapses(db, today);
  return { ...lapses, reminded: await sendReminders(db, today) };
}

/** Sweeps now and then every ten minutes until stopped (runEvery). */
export function startPaperSweep(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): () => Promise<void> {
  return runEvery(SWEEP_INTERVAL_MS, async () => {
    try {
      const sweep = await sweepPapers(db);
      if (sweep.lapsed > 0 || sweep.reminded > 0) log.info(sweep, 'Swept papers');
    } catch (error) {
      log.error({ err: error }, 'Sweeping papers failed');
    }
  });
}
