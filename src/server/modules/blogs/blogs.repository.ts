import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import type { Blog } from '../../../shared/contracts/blogs.js';
import type { Database } from '../../db/client.js';
import { blogLikes, blogShareVisits, blogs } from '../../db/schema/index.js';
import { inLanguage } from '../content/in-language.js';

/** Columns of a blog as a reader sees it; `liked` depends on who is reading. */
function blogColumns(readerId: string | null) {
  return {
    _id: blogs.id,
    title: blogs.title,
    description: blogs.description,
    translations: blogs.translations,
    image: blogs.image,
    likes: blogs.likesCount,
    shares: blogs.shares,
    createdAt: blogs.createdAt,
    liked: readerId
      ? sql<boolean>`exists (select 1 from ${blogLikes} where ${blogLikes.blogId} = ${blogs.id} and ${blogLikes.userId} = ${readerId})`
      : sql<boolean>`false`,
  };
}

// Readers see published blogs only: a draft, or one an operator unpublished, is not found, and
// cannot be liked or shared either; nor does the sitemap list it (modules/site-index).
export const publishedBlog = eq(blogs.published, true);

type BlogRow = Omit<Blog, 'createdAt' | 'inEnglish'> & {
  createdAt: Date;
  translations: (typeof blogs.$inferSelect)['translations'];
};
/** The blog in `lang`: its title and text translated, or in English and named in `inEnglish`. */
const toBlog = (row: BlogRow, lang: Language): Blog => ({
  ...inLanguage(row, ['title', 'description'], lang),
  liked: Boolean(row.liked),
  createdAt: row.createdAt.toISOString(),
});

export function createBlogsRepository(db: Database) {
  return {
    async list(readerId: string | null, lang: Language): Promise<Blog[]> {
      const rows = await db
        .select(blogColumns(readerId))
        .from(blogs)
        .where(publishedBlog)
        .orderBy(desc(blogs.createdAt))
        .limit(200);
      return rows.map((row) => toBlog(row, lang));
    },

    async findById(id: string, readerId: string | null, lang: Language): Promise<Blog | null> {
      const [row] = await db
        .select(blogColumns(readerId))
        .from(blogs)
        .where(and(eq(blogs.id, id), publishedBlog))
        .limit(1);
      return row ? toBlog(row, lang) : null;
    },

    /**
     * Flips the reader's like and keeps `likes_count` in step, in one transaction. Returns null
     * for an unknown blog.
     */
    async toggleLike(
      blogId: string,
      userId: string,
    ): Promise<{ liked: boolean; likes: number } | null> {
      return db.transaction(async (tx) => {
        // Locks the blog row so concurrent toggles of one blog count correctly.
        const [blog] = await tx
          .select({ id: blogs.id })
          .from(blogs)
          .where(and(eq(blogs.id, blogId), publishedBlog))
          .for('update');
        if (!blog) return null;
        const removed = await tx
          .delete(blogLikes)
          .where(and(eq(blogLikes.blogId, blogId), eq(blogLikes.userId, userId)))
          .returning({ userId: blogLikes.userId });
        const liked = removed.length === 0;
        if (liked) await tx.insert(blogLikes).values({ blogId, userId });
        const [updated] = await tx
          .update(blogs)
          .set({ likesCount: sql`${blogs.likesCount} + ${liked ? 1 : -1}` })
          .where(eq(blogs.id, blogId))
          .returning({ likes: blogs.likesCount });
        return { liked, likes: updated!.likes };
      });
    },

    /**
     * Counts a share of a published blog once per visitor and India day, and answers the count
     * (null for a blog readers cannot see). One statement: the visit is recorded and the count
     * raised only when the visit is new.
     */
    async addShare(blogId: string, visitor: string, day: string): Promise<number | null> {
      const result = (await db.execute(sql`
        with visit as (
          insert into ${blogShareVisits} (blog_id, visitor, day)
          select ${blogs.id}, ${visitor}, ${day}::date from ${blogs}
          where ${blogs.id} = ${blogId} and ${blogs.published}
          on conflict do nothing
          returning blog_id
        ), counted as (
          update ${blogs} set shares = shares + 1
          where ${blogs.id} in (select blog_id from visit)
          returning shares
        )
        select coalesce(
          (select shares from counted),
          (select ${blogs.shares} from ${blogs} where ${blogs.id} = ${blogId} and ${blogs.published})
        ) as shares`)) as unknown as { rows: { shares: number | null }[] };
      return result.rows[0]?.shares ?? null;
    },

    /** Forgets who shared before yesterday: a visit only has to be known for its own day. */
    async forgetOldShareVisits(today: string): Promise<number> {
      const removed = await db
        .delete(blogShareVisits)
        .where(lt(blogShareVisits.day, sql`${today}::date - 1`))
        .returning({ day: blogShareVisits.day });
      return removed.length;
    },
  };
}
