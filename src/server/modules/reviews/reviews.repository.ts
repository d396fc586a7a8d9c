import { and, desc, eq, sql } from 'drizzle-orm';
import { encodePageCursor } from '../../../shared/contracts/pagination.js';
import type { PartnerReview, PartnerReviewListQuery } from '../../../shared/contracts/reviews.js';
import type { Database } from '../../db/client.js';
import { cars, feedback, users } from '../../db/schema/index.js';
import { cursorTime } from '../leads/leads.repository.js';

interface ReviewRow {
  _id: string;
  car: { _id: string; name: string };
  author: { name: string };
  rating: number;
  comment: string;
  createdAt: Date;
  reply: string;
  repliedAt: Date | null;
}

function toReview(row: ReviewRow): PartnerReview {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    // No reply is stored as '' (the column is not null): the wire says null.
    reply: row.reply === '' ? null : row.reply,
    repliedAt: row.reply === '' ? null : (row.repliedAt?.toISOString() ?? null),
  };
}

export function createReviewsRepository(db: Database) {
  const reviewColumns = {
    _id: feedback.id,
    car: { _id: cars.id, name: cars.carName },
    author: { name: users.userName },
    rating: feedback.rating,
    comment: feedback.comment,
    createdAt: feedback.createdAt,
    reply: feedback.reply,
    repliedAt: feedback.repliedAt,
  };

  return {
    /**
     * One page of the feedback on a company's cars, newest first, after the cursor's row (read
     * along `feedback_travel_company_idx`). A review belongs to the company of its car: it moves
     * with the car when the customer edits it (feedback.repository.ts).
     */
    async listForCompany(
      companyId: string,
      { limit, cursor }: PartnerReviewListQuery,
    ): Promise<{ reviews: PartnerReview[]; nextCursor: string | null }> {
      const rows = await db
        .select({ ...reviewColumns, cursorAt: cursorTime(feedback.createdAt) })
        .from(feedback)
        .innerJoin(users, eq(users.id, feedback.userId))
        .innerJoin(cars, eq(cars.id, feedback.carId))
        .where(
          and(
            eq(feedback.travelCompanyId, companyId),
            cursor === undefined
              ? undefined
              : sql`(${feedback.createdAt}, ${feedback.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
          ),
        )
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        // One more than the page: whether there is a next page, without counting.
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        reviews: page.map(({ cursorAt: _cursorAt, ...row }) => toReview(row)),
        nextCursor:
          rows.length > limit && last
            ? encodePageCursor({ at: last.cursorAt, id: last._id })
            : null,
      };
    },

    /** Whether the review is of one of the company's cars. */
    async isOfCompany(companyId: string, reviewId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: feedback.id })
        .from(feedback)
        .where(and(eq(feedback.id, reviewId), eq(feedback.travelCompanyId, companyId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Writes the company's one public reply (a second write edits it), in one statement that also
     * checks the review is on the company's car: null, and nothing written, when it is not.
     * `repliedAt` is when the reply shown was written, so an edit moves it.
     */
    async reply(companyId: string, reviewId: string, reply: string): Promise<PartnerReview | null> {
      const updated = db.$with('updated').as(
        db
          .update(feedback)
          .set({ reply, repliedAt: sql`now()` })
          .where(and(eq(feedback.id, reviewId), eq(feedback.travelCompanyId, companyId)))
          .returning({
            id: feedback.id,
            userId: feedback.userId,
            carId: feedback.carId,
            rating: feedback.rating,
            comment: feedback.comment,
            createdAt: feedback.createdAt,
            reply: feedback.reply,
            repliedAt: feedback.repliedAt,
          }),
      );
      const [row] = await db
        .with(updated)
        .select({
          _id: updated.id,
          car: { _id: cars.id, name: cars.carName },
          author: { name: users.userName },
          rating: updated.rating,
          comment: updated.comment,
          createdAt: updated.createdAt,
          reply: updated.reply,
          repliedAt: updated.repliedAt,
        })
        .from(updated)
        .innerJoin(users, eq(users.id, updated.userId))
        .innerJoin(cars, eq(cars.id, updated.carId));
      return row ? toReview(row) : null;
    },
  };
}
