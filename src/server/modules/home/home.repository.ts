import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import type { SiteReview, SiteReviewBody } from '../../../shared/contracts/home.js';
import type { Database } from '../../db/client.js';
import { homeStripItems, siteReviews } from '../../db/schema/index.js';
import { inLanguage } from '../content/in-language.js';

type StripKind = (typeof homeStripItems.kind.enumValues)[number];

const reviewColumns = {
  _id: siteReviews.id,
  userName: siteReviews.userName,
  comment: siteReviews.comment,
  websiteRating: siteReviews.websiteRating,
  verified: siteReviews.verified,
  createdAt: siteReviews.createdAt,
};

function toSiteReview(row: { createdAt: Date } & Omit<SiteReview, 'createdAt'>): SiteReview {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function createHomeRepository(db: Database) {
  return {
    /**
     * One strip's published pictures, their titles in `lang` (English where not translated): an
     * operator's draft stays off the home page.
     */
    async strip(kind: StripKind, lang: Language) {
      const rows = await db
        .select({
          _id: homeStripItems.id,
          title: homeStripItems.title,
          imageUrl: homeStripItems.imageUrl,
          translations: homeStripItems.translations,
        })
        .from(homeStripItems)
        .where(and(eq(homeStripItems.kind, kind), eq(homeStripItems.published, true)))
        .orderBy(asc(homeStripItems.position));
      return rows.map((row) => inLanguage(row, ['title'], lang));
    },

    async listSiteReviews(): Promise<SiteReview[]> {
      const rows = await db
        .select(reviewColumns)
        .from(siteReviews)
        // A comment an operator hid is not shown (docs/product/marketplace.md#operator-console).
        .where(isNull(siteReviews.hiddenAt))
        .orderBy(desc(siteReviews.createdAt))
        .limit(100);
      return rows.map(toSiteReview);
    },

    async createSiteReview(body: SiteReviewBody): Promise<SiteReview> {
      const [row] = await db.insert(siteReviews).values(body).returning(reviewColumns);
      return toSiteReview(row!);
    },
  };
}
