import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  AdminComment,
  AdminReport,
  AdminReview,
  ModerationQuery,
} from '../../../shared/contracts/moderation.js';
import type { Database } from '../../db/client.js';
import {
  cars,
  feedback,
  reviewReports,
  siteReviews,
  travelCompanies,
  users,
} from '../../db/schema/index.js';
import { recordAudit } from '../audit/audit.js';

const LIST_LIMIT = 200;
type Operator = { id: string; role: 'operator' };
type Writer = Parameters<Parameters<Database['transaction']>[0]>[0];

const openReports = sql<number>`(
  select count(*)::int from ${reviewReports}
  where ${reviewReports.feedbackId} = ${feedback.id} and ${reviewReports.resolvedAt} is null
)`;

const reviewColumns = {
  _id: feedback.id,
  rating: feedback.rating,
  comment: feedback.comment,
  reply: feedback.reply,
  customer: { _id: users.id, name: users.userName },
  car: { _id: cars.id, name: cars.carName },
  company: { _id: travelCompanies.id, travelsName: travelCompanies.travelsName },
  hiddenAt: feedback.hiddenAt,
  hiddenReason: feedback.hiddenReason,
  openReports,
  createdAt: feedback.createdAt,
};

/** A moderated row as the API writes it: its times as ISO strings, `hiddenAt` null while shown. */
const asModerated = <Row extends { hiddenAt: Date | null; createdAt: Date }>({
  hiddenAt,
  createdAt,
  ...row
}: Row) => ({
  ...row,
  hiddenAt: hiddenAt?.toISOString() ?? null,
  createdAt: createdAt.toISOString(),
});
type ReviewRow = Omit<AdminReview, 'hiddenAt' | 'createdAt'> & {
  hiddenAt: Date | null;
  createdAt: Date;
};
const toReview = (row: ReviewRow): AdminReview => asModerated(row);

type AdminCommentRow = Omit<AdminComment, 'hiddenAt' | 'createdAt'> & {
  hiddenAt: Date | null;
  createdAt: Date;
};
const commentColumns = {
  _id: siteReviews.id,
  userName: siteReviews.userName,
  comment: siteReviews.comment,
  websiteRating: siteReviews.websiteRating,
  hiddenAt: siteReviews.hiddenAt,
  hiddenReason: siteReviews.hiddenReason,
  createdAt: siteReviews.createdAt,
};
const toComment = (row: AdminCommentRow): AdminComment => asModerated(row);

/** `%words%` for ILIKE, with the pattern's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type ModerationRefusal = 'not_found' | 'already_hidden' | 'not_hidden';
export type ReportRefusal = 'not_found' | 'own_review' | 'twice';

/**
 * Moderation (docs/product/marketplace.md#operator-console). Hiding a review takes it out of its company's
 * rating totals in the same transaction (the totals are the running sum of the visible reviews,
 * decision 002), so the average every instance shows moves at once through the ratings version
 * (db/rating-changes.ts); restoring adds it back as it reads then. Each change writes its audit
 * entry in the same transaction.
 */
export function createModerationRepository(db: Database) {
  const selectReviews = (executor: Pick<Database, 'select'> = db) =>
    executor
      .select(reviewColumns)
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .innerJoin(cars, eq(cars.id, feedback.carId))
      .innerJoin(travelCompanies, eq(travelCompanies.id, feedback.travelCompanyId));

  async function review(id: string, executor: Pick<Database, 'select'> = db) {
    const [row] = await selectReviews(executor).where(eq(feedback.id, id));
    return row ? toReview(row as ReviewRow) : null;
  }

  const addToCompany = (tx: Writer, companyId: string, total: number, count: number) =>
    tx
      .update(travelCompanies)
      .set({
        ratingTotal: sql`${travelCompanies.ratingTotal} + ${total}`,
        ratingCount: sql`${travelCompanies.ratingCount} + ${count}`,
      })
      .where(eq(travelCompanies.id, companyId));

  return {
    async reviews({ state, q }: ModerationQuery): Promise<AdminReview[]> {
      const filters: SQL[] = [
        state === 'hidden' ? isNotNull(feedback.hiddenAt) : isNull(feedback.hiddenAt),
      ];
      if (q)
        filters.push(
          or(
            ilike(feedback.comment, containing(q)),
            ilike(users.userName, containing(q)),
            ilike(travelCompanies.travelsName, containing(q)),
            ilike(cars.carName, containing(q)),
          )!,
        );
      const rows = await selectReviews()
        .where(and(...filters))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(LIST_LIMIT);
      return rows.map((row) => toReview(row as ReviewRow));
    },

    async comments({ state, q }: ModerationQuery): Promise<AdminComment[]> {
      const filters: SQL[] = [
        state === 'hidden' ? isNotNull(siteReviews.hiddenAt) : isNull(siteReviews.hiddenAt),
      ];
      if (q)
        filters.push(
          or(
            ilike(siteReviews.comment, containing(q)),
            ilike(siteReviews.userName, containing(q)),
          )!,
        );
      const rows = await db
        .select(commentColumns)
        .from(siteReviews)
        .where(and(...filters))
        .orderBy(desc(siteReviews.createdAt), desc(siteReviews.id))
        .limit(LIST_LIMIT);
      return rows.map(toComment);
    },

    /** Open reports, the oldest first, each with the review it is about. */
    async reports(): Promise<AdminReport[]> {
      const open = await db
        .select({
          id: reviewReports.id,
          feedbackId: reviewReports.feedbackId,
          reason: reviewReports.reason,
          reporter: { _id: users.id, name: users.userName },
          createdAt: reviewReports.createdAt,
        })
        .from(reviewReports)
        .innerJoin(users, eq(users.id, reviewReports.reporterUserId))
        .where(isNull(reviewReports.resolvedAt))
        .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
        .limit(LIST_LIMIT);
      if (open.length === 0) return [];
      const rows = await selectReviews().where(
        inArray(feedback.id, [...new Set(open.map((report) => report.feedbackId))]),
      );
      const reviews = new Map(rows.map((row) => [row._id, toReview(row as ReviewRow)]));
      return open.map((report) => ({
        _id: report.id,
        reason: report.reason,
        reporter: report.reporter,
        review: reviews.get(report.feedbackId)!,
        createdAt: report.createdAt.toISOString(),
      }));
    },

    /**
     * Hides a review from the storefront (`hide`, with the reason; its open reports are settled
     * by the hiding) or shows it again, with the audit entry and the company's rating totals in
     * the same transaction.
     */
    async setReviewHidden(
      id: string,
      hide: boolean,
      reason: string,
      actor: Operator,
    ): Promise<AdminReview | ModerationRefusal> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            hiddenAt: feedback.hiddenAt,
            hiddenReason: feedback.hiddenReason,
            rating: feedback.rating,
            companyId: feedback.travelCompanyId,
          })
          .from(feedback)
          .where(eq(feedback.id, id))
          .for('update');
        if (!current) return 'not_found' as const;
        if (hide && current.hiddenAt !== null) return 'already_hidden' as const;
        if (!hide && current.hiddenAt === null) return 'not_hidden' as const;
        await tx
          .update(feedback)
          .set(
            hide
              ? { hiddenAt: new Date(), hiddenReason: reason }
              : { hiddenAt: null, hiddenReason: '' },
          )
          .where(eq(feedback.id, id));
        if (hide)
          await tx
            .update(reviewReports)
            .set({ resolvedAt: new Date(), resolution: 'hidden' })
            .where(and(eq(reviewReports.feedbackId, id), isNull(reviewReports.resolvedAt)));
        await recordAudit(tx, {
          actor,
          action: hide ? 'review.hide' : 'review.restore',
          recordType: 'review',
          recordId: id,
          before: hide ? { hidden: false } : { hidden: true, hiddenReason: current.hiddenReason },
          after: hide ? { hidden: true, hiddenReason: reason } : { hidden: false },
          ...(hide ? { reason } : {}),
        });
        // Last: the totals' update takes the ratings counter's lock until the commit (0007).
        const sign = hide ? -1 : 1;
        await addToCompany(tx, current.companyId, sign * current.rating, sign);
        return (await review(id, tx))!;
      });
    },

    async setCommentHidden(
      id: string,
      hide: boolean,
      reason: string,
      actor: Operator,
    ): Promise<AdminComment | ModerationRefusal> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ hiddenAt: siteReviews.hiddenAt, hiddenReason: siteReviews.hiddenReason })
          .from(siteReviews)
          .where(eq(siteReviews.id, id))
          .for('update');
        if (!current) return 'not_found' as const;
        if (hide && current.hiddenAt !== null) return 'already_hidden' as const;
        if (!hide && current.hiddenAt === null) return 'not_hidden' as const;
        const [row] = await tx
          .update(siteReviews)
          .set(
            hide
              ? { hiddenAt: new Date(), hiddenReason: reason }
              : { hiddenAt: null, hiddenReason: '' },
          )
          .where(eq(siteReviews.id, id))
          .returning(commentColumns);
        await recordAudit(tx, {
          actor,
          action: hide ? 'comment.hide' : 'comment.restore',
          recordType: 'review',
          recordId: id,
          before: hide ? { hidden: false } : { hidden: true, hiddenReason: current.hiddenReason },
          after: hide ? { hidden: true, hiddenReason: reason } : { hidden: false },
          reason,
        });
        return toComment(row!);
      });
    },

    /** Settles an open report without hiding its review. */
    async dismissReport(
      id: string,
      actor: Operator,
    ): Promise<'dismissed' | 'not_found' | 'settled'> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ resolvedAt: reviewReports.resolvedAt, feedbackId: reviewReports.feedbackId })
          .from(reviewReports)
          .where(eq(reviewReports.id, id))
          .for('update');
        if (!current) return 'not_found' as const;
        if (current.resolvedAt !== null) return 'settled' as const;
        await tx
          .update(reviewReports)
          .set({ resolvedAt: new Date(), resolution: 'dismissed' })
          .where(eq(reviewReports.id, id));
        await recordAudit(tx, {
          actor,
          action: 'report.dismiss',
          recordType: 'review',
          recordId: current.feedbackId,
          before: { report: id, open: true },
          after: { report: id, open: false, resolution: 'dismissed' },
        });
        return 'dismissed' as const;
      });
    },

    /** A customer's report of a visible review that is not their own; one per customer. */
    async report(
      feedbackId: string,
      reporterId: string,
      reason: string,
    ): Promise<'reported' | ReportRefusal> {
      const [target] = await db
        .select({ userId: feedback.userId })
        .from(feedback)
        .where(and(eq(feedback.id, feedbackId), isNull(feedback.hiddenAt)));
      if (!target) return 'not_found';
      if (target.userId === reporterId) return 'own_review';
      const inserted = await db
        .insert(reviewReports)
        .values({ feedbackId, reporterUserId: reporterId, reason })
        .onConflictDoNothing()
        .returning({ id: reviewReports.id });
      return inserted.length > 0 ? 'reported' : 'twice';
    },

    async reviewExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, id));
      return row !== undefined;
    },
    async commentExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: siteReviews.id })
        .from(siteReviews)
        .where(eq(siteReviews.id, id));
      return row !== undefined;
    },
    async reportExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reviewReports.id })
        .from(reviewReports)
        .where(eq(reviewReports.id, id));
      return row !== undefined;
    },
  };
}
