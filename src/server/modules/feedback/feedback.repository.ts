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
     * Stores the feedback and adds its rating to the company's totals in one transaction, so the
     * owner rating shown on cars is always the average of the feedback received (DESIGN 6).
     */
    async create(values: NewFeedback): Promise<Feedback> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(feedback).values(values).returning({ id: feedback.id });
        await tx
          .update(travelCompanies)
          .set({
            ratingTotal: sql`${travelCompanies.ratingTotal} + ${values.rating}`,
            ratingCount: sql`${travelCompanies.ratingCount} + 1`,
          })
          .where(eq(travelCompanies.id, values.travelCompanyId));
        return (await findById(inserted!.id, tx))!;
      });
    },
  };
}
