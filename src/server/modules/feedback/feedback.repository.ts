import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Feedback } from '../../../shared/contracts/cars.js';
import type { Database } from '../../db/client.js';
import { bookings, cars, feedback, travelCompanies, users } from '../../db/schema/index.js';

const FEEDBACK_LIST_LIMIT = 200;

const feedbackColumns = {
  _id: feedback.id,
  userId: { _id: users.id, userName: users.userName },
  travelUserId: feedback.travelCompanyId,
  carId: feedback.carId,
  rating: feedback.rating,
  feedback: feedback.comment,
  createdAt: feedback.createdAt,
  reply: feedback.reply,
  repliedAt: feedback.repliedAt,
  // docs/product/trips-and-money.md#bookings: the reviewer completed a booking of this car (bookings_customer_idx).
  verifiedTrip: sql<boolean>`exists (
    select 1 from ${bookings}
    where ${bookings.customerUserId} = ${feedback.userId}
      and ${bookings.carId} = ${feedback.carId}
      and ${bookings.status} = 'completed'
  )`,
};

type FeedbackRow = Omit<Feedback, 'createdAt' | 'reply' | 'repliedAt' | 'verifiedTrip'> & {
  verifiedTrip: boolean;
  createdAt: Date;
  reply: string;
  repliedAt: Date | null;
};

function toFeedback(row: FeedbackRow): Feedback {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    // No reply is stored as '' (the column is not null): the wire says null.
    reply: row.reply === '' ? null : row.reply,
    repliedAt: row.reply === '' ? null : (row.repliedAt?.toISOString() ?? null),
  };
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

  // The car page's reviews, asked with every car page: built once, prepared per connection.
  const listForCar = db
    .select(feedbackColumns)
    .from(feedback)
    .innerJoin(users, eq(feedback.userId, users.id))
    // A review an operator hid is in no public list (docs/product/marketplace.md#operator-console).
    .where(and(eq(feedback.carId, sql.placeholder('carId')), isNull(feedback.hiddenAt)))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(FEEDBACK_LIST_LIMIT)
    .prepare('feedback_for_car');

  async function hasCompletedTrip(userId: string, carId: string): Promise<boolean> {
    const [trip] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.customerUserId, userId),
          eq(bookings.carId, carId),
          eq(bookings.status, 'completed'),
        ),
      )
      .limit(1);
    return trip !== undefined;
  }

  return {
    /** Feedback on a car and/or a travel company with its author's name, newest first. */
    async list({ carId, travelUserId }: FeedbackFilter): Promise<Feedback[]> {
      if (carId !== undefined && travelUserId === undefined)
        return (await listForCar.execute({ carId })).map(toFeedback);
      const filters: SQL[] = [isNull(feedback.hiddenAt)];
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
     * A customer's first review of a car, in one statement with the company's rating totals and
     * the check that the car is the company's (the frequent write, kept to one round trip).
     * Null, and nothing written, when the customer already reviewed the car or the car is not
     * the company's: `save` then edits or the caller says why.
     */
    async saveFirst(values: NewFeedback): Promise<Feedback | null> {
      const result = (await db.execute(sql`
        with inserted as (
          insert into ${feedback} (user_id, car_id, travel_company_id, rating, comment)
          select ${values.userId}, ${cars.id}, ${cars.travelCompanyId}, ${values.rating}, ${values.comment}
          from ${cars} join ${travelCompanies} on ${travelCompanies.id} = ${cars.travelCompanyId}
          where ${cars.id} = ${values.carId} and ${cars.travelCompanyId} = ${values.travelCompanyId}
            -- Only a car the storefront shows takes reviews.
            and ${cars.status} = 'live' and ${travelCompanies.status} = 'verified'
          on conflict (user_id, car_id) do nothing
          returning id, user_id, car_id, travel_company_id, rating, comment, created_at
        ), rated as (
          update ${travelCompanies}
          set rating_total = rating_total + ${values.rating}, rating_count = rating_count + 1
          where id = (select travel_company_id from inserted)
        )
        select inserted.*, ${users.userName} as user_name
        from inserted join ${users} on ${users.id} = inserted.user_id`)) as unknown as {
        rows: {
          id: string;
          user_id: string;
          car_id: string;
          travel_company_id: string;
          rating: number;
          comment: string;
          created_at: Date | string;
          user_name: string;
        }[];
      };
      const row = result.rows[0];
      if (!row) return null;
      return {
        _id: row.id,
        userId: { _id: row.user_id, userName: row.user_name },
        travelUserId: row.travel_company_id,
        carId: row.car_id,
        rating: row.rating,
        feedback: row.comment,
        createdAt: new Date(row.created_at).toISOString(),
        // A first review has no reply yet.
        reply: null,
        repliedAt: null,
        verifiedTrip: await hasCompletedTrip(row.user_id, row.car_id),
      };
    },

    /**
     * A customer's review of a car: the first one is stored, a later one edits it (one review per
     * customer per car). The company's totals change with it in the same transaction, so the
     * owner rating shown on cars is always the average of the feedback received (docs/product/storefront.md#owner-rating).
     * The review keeps its first date. The company's totals are updated last: that update
     * takes the ratings counter's lock (migration 0007), which every review waits for, so it is
     * held only until the commit.
     */
    async save(values: NewFeedback): Promise<{ feedback: Feedback; created: boolean }> {
      return db.transaction(async (tx) => {
        const ownReview = () =>
          tx
            .select({
              id: feedback.id,
              rating: feedback.rating,
              travelCompanyId: feedback.travelCompanyId,
              hiddenAt: feedback.hiddenAt,
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

        // A first review is the common case: try to store it, and edit the one already there
        // when the insert finds it (stored earlier, or by a parallel request it waited for).
        const [inserted] = await tx
          .insert(feedback)
          .values(values)
          .onConflictDoNothing({ target: [feedback.userId, feedback.carId] })
          .returning({ id: feedback.id });
        if (inserted) {
          const stored = (await findById(inserted.id, tx))!;
          await addToCompany(values.travelCompanyId, values.rating, 1);
          return { feedback: stored, created: true };
        }
        const [existing] = await ownReview();

        await tx
          .update(feedback)
          .set({
            rating: values.rating,
            comment: values.comment,
            travelCompanyId: values.travelCompanyId,
          })
          .where(eq(feedback.id, existing!.id));
        const edited = (await findById(existing!.id, tx))!;
        // A review an operator hid stays hidden when its author edits it, and stays out of the
        // totals; restoring it adds it back as it then reads.
        if (existing!.hiddenAt !== null) return { feedback: edited, created: false };
        if (existing!.travelCompanyId === values.travelCompanyId) {
          await addToCompany(values.travelCompanyId, values.rating - existing!.rating, 0);
        } else {
          // The car has changed companies since the first review: the review moves with it.
          await addToCompany(existing!.travelCompanyId, -existing!.rating, -1);
          await addToCompany(values.travelCompanyId, values.rating, 1);
        }
        return { feedback: edited, created: false };
      });
    },
  };
}
