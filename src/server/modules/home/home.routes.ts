import * as z from 'zod/mini';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { ContentLanguageQuerySchema } from '../../../shared/contracts/content-languages.js';
import {
  FeaturedItemSchema,
  OfferItemSchema,
  ReasonItemSchema,
  SiteReviewBodySchema,
  SiteReviewCreatedSchema,
  SiteReviewSchema,
} from '../../../shared/contracts/home.js';
import type { FeatureModule } from '../../http/types.js';
import { createHomeRepository } from './home.repository.js';
import { said } from '../../http/messages.js';

/** The home page's strips (docs/product/storefront.md#home). */
export const homeModule: FeatureModule = (app, { db, writeRateLimit }) => {
  const repository = createHomeRepository(db);
  const tags = ['home'];
  // The titles are the pictures' words (alt text, and the banners' text) in the asked language.
  const inLanguage = {
    description:
      'Titles in the language `lang` asks for (en, te or hi; English when left out); a title with no translation is answered in English and named in `inEnglish`.',
    querystring: ContentLanguageQuerySchema,
  };

  app.get(
    '/featured/allFeatured',
    {
      schema: {
        summary: "List the home page's featured pictures",
        tags,
        ...inLanguage,
        response: { 200: z.array(FeaturedItemSchema) },
      },
    },
    async (request) =>
      (await repository.strip('featured', request.query.lang ?? 'en')).map(
        ({ imageUrl, ...item }) => ({
          ...item,
          featuredImageUrl: imageUrl,
        }),
      ),
  );

  app.get(
    '/offers/allOffer',
    {
      schema: {
        summary: "List the home page's offer pictures",
        tags,
        ...inLanguage,
        response: { 200: z.array(OfferItemSchema) },
      },
    },
    async (request) =>
      (await repository.strip('offer', request.query.lang ?? 'en')).map(
        ({ imageUrl, ...item }) => ({
          ...item,
          offerImageUrl: imageUrl,
        }),
      ),
  );

  // docs/product/storefront.md#api-calls: {product} is Saarthi, so the why-us call is /api/whySaarthi/allWhySaarthi.
  app.get(
    `/why${PRODUCT_NAME}/allWhy${PRODUCT_NAME}`,
    {
      schema: {
        summary: `List the reasons to choose ${PRODUCT_NAME}`,
        tags,
        ...inLanguage,
        response: { 200: z.array(ReasonItemSchema) },
      },
    },
    async (request) =>
      (await repository.strip('reason', request.query.lang ?? 'en')).map(
        ({ imageUrl, ...item }) => ({
          ...item,
          reasonImageUrl: imageUrl,
        }),
      ),
  );

  app.get(
    '/comments',
    {
      schema: {
        summary: 'List the latest reviews of the site',
        tags,
        response: { 200: z.array(SiteReviewSchema) },
      },
    },
    () => repository.listSiteReviews(),
  );

  // docs/product/storefront.md#site-reviews: the real body is sent; a new review starts unverified.
  app.post(
    '/comments',
    {
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Review the site (shown as unverified until checked)',
        tags,
        body: SiteReviewBodySchema,
        response: { 201: SiteReviewCreatedSchema },
      },
    },
    async (request, reply) => {
      const comment = await repository.createSiteReview(request.body);
      return reply.code(201).send({ success: true, ...said('site_review_thanks'), comment });
    },
  );
};
