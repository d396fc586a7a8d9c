import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type * as z from 'zod/mini';
import {
  ADMIN_LISTING_ANSWERS,
  AdminBlogAnswers,
  AdminFaqAnswers,
  AdminHomeStripAnswers,
  BlogBodySchema,
  BlogCreateBodySchema,
  FaqBodySchema,
  FaqCreateBodySchema,
  HomeStripItemBodySchema,
  HomeStripItemCreateBodySchema,
  LISTING_BODY_SCHEMAS,
  LISTING_CREATE_BODY_SCHEMAS,
  type AdminBlog,
  type AdminFaq,
  type AdminHomeStripItem,
  type BlogBody,
  type FaqBody,
  type HomeStripItemBody,
  type ListingBodies,
  type ListingKind,
} from '../../../shared/contracts/content.js';
import type { MessageCode } from '../../../shared/message-ref.js';
import {
  blogs,
  carOffers,
  carWashes,
  drivingSchools,
  faqs,
  homeStripItems,
  mechanics,
  tours,
  vans,
} from '../../db/schema/index.js';

/** A table of content: every one has an id, a published flag and its creation time. */
export type ContentTable = PgTable & {
  id: AnyPgColumn;
  published: AnyPgColumn;
  createdAt: AnyPgColumn;
};

/**
 * One kind of content the operators keep: where its routes live, its table, how a row becomes
 * the answer and a body the row, and the words of its answers.
 */
export interface ContentKind<
  Table extends ContentTable = ContentTable,
  Body = unknown,
  Item = unknown,
> {
  /** Under `/api/admin/content/`: `faqs`, `listings/vans`. */
  path: string;
  /** The answers' property names: `{ faqs }` for the list, `{ faq }` for one. */
  listName: string;
  itemName: string;
  /** The audit log's action prefix: `faq.publish`. */
  auditName: string;
  /** In the API description's summaries: "FAQ", "van listing". */
  noun: string;
  table: Table;
  /** The console's order: as the storefront shows them, or newest first. */
  orderBy: SQL[];
  toItem(row: Table['$inferSelect']): Item;
  toValues(body: Body): Partial<Table['$inferInsert']>;
  bodySchema: z.ZodMiniType<Body>;
  createBodySchema: z.ZodMiniType<Body & { published?: boolean | undefined }>;
  answers: { list: z.ZodMiniType; one: z.ZodMiniType; change: z.ZodMiniType };
  notFound: MessageCode;
}

/** Where a kind's routes live: `/admin/content/faqs`, `/admin/content/listings/vans`. */
export const contentBasePath = (kind: Pick<ContentKind, 'path'>) => `/admin/content/${kind.path}`;

/** Keeps each kind's table, body and answer types tied together where it is written. */
const contentKind = <Table extends ContentTable, Body, Item>(
  kind: ContentKind<Table, Body, Item>,
): ContentKind<Table, Body, Item> => kind;

const faqKind = contentKind({
  path: 'faqs',
  listName: 'faqs',
  itemName: 'faq',
  auditName: 'faq',
  noun: 'FAQ',
  table: faqs,
  orderBy: [asc(faqs.position), asc(faqs.createdAt)],
  toItem: (row): AdminFaq => ({
    _id: row.id,
    question: row.question,
    answer: row.answer,
    translations: row.translations,
    position: row.position,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
  }),
  toValues: (body: FaqBody) => body,
  bodySchema: FaqBodySchema,
  createBodySchema: FaqCreateBodySchema,
  answers: AdminFaqAnswers,
  notFound: 'faq_not_found',
});

const blogKind = contentKind({
  path: 'blogs',
  listName: 'blogs',
  itemName: 'blog',
  auditName: 'blog',
  noun: 'blog',
  table: blogs,
  orderBy: [desc(blogs.createdAt)],
  toItem: (row): AdminBlog => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    translations: row.translations,
    likes: row.likesCount,
    shares: row.shares,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
  }),
  // The storefront's blog has no picture as null, not as an empty path.
  toValues: (body: BlogBody) => ({ ...body, image: body.image || null }),
  bodySchema: BlogBodySchema,
  createBodySchema: BlogCreateBodySchema,
  answers: AdminBlogAnswers,
  notFound: 'blog_not_found',
});

const homeStripKind = contentKind({
  path: 'home-strips',
  listName: 'items',
  itemName: 'item',
  auditName: 'home_strip',
  noun: 'home strip picture',
  table: homeStripItems,
  orderBy: [asc(homeStripItems.kind), asc(homeStripItems.position), asc(homeStripItems.createdAt)],
  toItem: (row): AdminHomeStripItem => ({
    _id: row.id,
    kind: row.kind,
    title: row.title,
    imageUrl: row.imageUrl,
    translations: row.translations,
    position: row.position,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
  }),
  toValues: (body: HomeStripItemBody) => body,
  bodySchema: HomeStripItemBodySchema,
  createBodySchema: HomeStripItemCreateBodySchema,
  answers: AdminHomeStripAnswers,
  notFound: 'home_strip_item_not_found',
});

/**
 * A listing's row as the console reads it: its storefront fields under their own names (the
 * columns are named so), the id as `_id`, and the time as text.
 */
function listingItem<Row extends { id: string; createdAt: Date }>({
  id,
  createdAt,
  ...fields
}: Row) {
  return { _id: id, ...fields, createdAt: createdAt.toISOString() };
}

const LISTING_TABLES = {
  'car-offers': carOffers,
  vans,
  tours,
  'car-washes': carWashes,
  mechanics,
  'driving-schools': drivingSchools,
} satisfies Record<ListingKind, ContentTable>;

const LISTING_WORDS: Record<ListingKind, { auditName: string; noun: string }> = {
  'car-offers': { auditName: 'car_offer', noun: 'new-car offer' },
  vans: { auditName: 'van', noun: 'vehicle carry van listing' },
  tours: { auditName: 'tour', noun: 'tour package' },
  'car-washes': { auditName: 'car_wash', noun: 'car wash listing' },
  mechanics: { auditName: 'mechanic', noun: 'mechanic listing' },
  'driving-schools': { auditName: 'driving_school', noun: 'driving school listing' },
};

function listingKind<K extends ListingKind>(kind: K) {
  const table = LISTING_TABLES[kind] as ContentTable & (typeof LISTING_TABLES)[K];
  return contentKind({
    path: `listings/${kind}`,
    listName: 'listings',
    itemName: 'listing',
    ...LISTING_WORDS[kind],
    table,
    // As the storefront lists them (by position), the newest first among equals.
    orderBy: [asc(table.position), desc(table.createdAt)],
    toItem: listingItem,
    toValues: (body: ListingBodies[K]) => body as Partial<(typeof table)['$inferInsert']>,
    bodySchema: LISTING_BODY_SCHEMAS[kind] as unknown as z.ZodMiniType<ListingBodies[K]>,
    createBodySchema: LISTING_CREATE_BODY_SCHEMAS[kind] as unknown as z.ZodMiniType<
      ListingBodies[K] & { published?: boolean }
    >,
    answers: ADMIN_LISTING_ANSWERS[kind],
    notFound: 'listing_not_found',
  });
}

/** Every kind of content, in the console's order of tabs. */
export const CONTENT_KINDS: readonly ContentKind[] = [
  faqKind,
  blogKind,
  ...(['car-offers', 'vans', 'tours', 'car-washes', 'mechanics', 'driving-schools'] as const).map(
    listingKind,
  ),
  homeStripKind,
] as unknown as readonly ContentKind[];
