import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Feedback } from '../../../shared/contracts/cars.js';
import type { Database } from '../../db/client.js';
import { feedback, travelCompanies, users } from '../../db/schema.js';

const FEEDBACK_LIST_LIMIT = 200;

const feedbackColumns = {
  _id: feedback.id,
  userId: { _id: users.id, userName: users.userName },
  travelUserId: feedback.travelCompanyId,
  carId: feedback.carId,
  rating: feedback.rating,
  feedback: feedback.comment,
  createdAt: feedback.createdAt,
};

function toFeedback(row: Omit<Feedback, 'createdAt'> & { createdAt: Date }): Feedback {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export interface FeedbackFilter {
  carId?: string | undefined;
  travelUserId?: string | undefined;
}

export interface NewFeedback {
  userId: string;
  carId: string;
  travelCompanyId: string;
  rating: number;
  comment: string;
}

export function createFeedbackRepository(db: Database) {
  async function findById(
    id: string,
    executor: Pick<Database, 'select'> = db,
  ): Promise<Feedback | null> {
    const [row] = await executor
      .select(feedbackColumns)
      .from(feedback)
      .innerJoin(users, eq(feedback.userId, users.id))
      .where(eq(feedback.id, id))
      .limit(1);
    return row ? toFeedback(row) : null;
  }

  return {
    /** Feedback on a car and/or a travel company with its author's name, newest first. */
    async list({ carId, travelUserId }: FeedbackFilter): Promise<Feedback[]> {
      const filters: SQL[] = [];
      if (carId !== undefined) filters.push(eq(feedback.carId, carId));
      if (travelUserId !== undefined) filters.push(eq(feedback.travelCompanyId, travelUserId));
      const rows = await db
        .select(feedbackColumns)
        .from(feedback)
        .innerJoin(users, eq(feedback.userId, users.id))
        .where(and(...filters))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(FEEDBACK_LIST_LIMIT);
      return rows.map(toFeedback);
    },

    /**
     * A customer's review of a car: the first one is stored, a later one edits it (one review per
     * customer per car). The company's totals change with it in the same transaction, so the
     * owner rating shown on cars is always the average of the feedback received (DESIGN 6).
     * The review keeps its first date.
     */
    async save(values: NewFeedback): Promise<{ feedback: Feedback; created: boolean }> {
      return db.transaction(async (tx) => {
        const ownReview = () =>
          tx
            .select({
              id: feedback.id,
              rating: feedback.rating,
              travelCompanyId: feedback.travelCompanyId,
            })
            .from(feedback)
            .where(and(eq(feedback.userId, values.userId), eq(feedback.carId, values.carId)))
            .for('update');
        const addToCompany = (companyId: string, total: number, count: number) =>
          tx
            .update(travelCompanies)
            .set({
              ratingTotal: sql`${travelCompanies.ratingTotal} + ${total}`,
              ratingCount: sql`${travelCompanies.ratingCount} + ${count}`,
            })
            .where(eq(travelCompanies.id, companyId));

        let [existing] = await ownReview();
        if (!existing) {
          const [inserted] = await tx
            .insert(feedback)
            .values(values)
            .onConflictDoNothing({ target: [feedback.userId, feedback.carId] })
            .returning({ id: feedback.id });
          if (inserted) {
            await addToCompany(values.travelCompanyId, values.rating, 1);
            return { feedback: (await findById(inserted.id, tx))!, created: true };
          }
          // The same customer's first review of this car was stored by a parallel request while
          // this one ran (the insert waited for it): this one edits that review instead.
          [existing] = await ownReview();
        }

        await tx
          .update(feedback)
          .set({
            rating: values.rating,
            comment: values.comment,
            travelCompanyId: values.travelCompanyId,
          })
          .where(eq(feedback.id, existing!.id));
        if (existing!.travelCompanyId === values.travelCompanyId) {
          await addToCompany(values.travelCompanyId, values.rating - existing!.rating, 0);
        } else {
          // The car has changed companies since the first review: the review moves with it.
          await addToCompany(existing!.travelCompanyId, -existing!.rating, -1);
          await addToCompany(values.travelCompanyId, values.rating, 1);
        }
        return { feedback: (await findById(existing!.id, tx))!, created: false };
      });
    },
  };
}
