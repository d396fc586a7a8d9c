import {
  ADMIN_LISTING_ANSWERS,
  AdminBlogAnswers,
  AdminFaqAnswers,
  AdminHomeStripAnswers,
  LISTING_KINDS,
  type AdminBlog,
  type AdminFaq,
  type AdminHomeStripItem,
  type AdminListings,
  type ListingKind,
} from '@shared/contracts/content';
import type { ContentApi } from './api';

// Each kind of content the console keeps, as the API names it (`/api/admin/content/{path}`).

export const FAQS_API: ContentApi<AdminFaq> = {
  path: 'faqs',
  listName: 'faqs',
  itemName: 'faq',
  answers: AdminFaqAnswers,
};

export const BLOGS_API: ContentApi<AdminBlog> = {
  path: 'blogs',
  listName: 'blogs',
  itemName: 'blog',
  answers: AdminBlogAnswers,
};

export const HOME_STRIPS_API: ContentApi<AdminHomeStripItem> = {
  path: 'home-strips',
  listName: 'items',
  itemName: 'item',
  answers: AdminHomeStripAnswers,
};

export const LISTING_APIS = Object.fromEntries(
  LISTING_KINDS.map((kind) => [
    kind,
    {
      path: `listings/${kind}`,
      listName: 'listings',
      itemName: 'listing',
      answers: ADMIN_LISTING_ANSWERS[kind],
    },
  ]),
) as unknown as { [K in ListingKind]: ContentApi<AdminListings[K]> };
