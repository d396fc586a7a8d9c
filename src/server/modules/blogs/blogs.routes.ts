import * as z from 'zod/mini';
import {
  BlogDetailResponseSchema,
  BlogLikeResponseSchema,
  BlogSchema,
  BlogShareResponseSchema,
} from '../../../shared/contracts/blogs.js';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import { ContentLanguageQuerySchema } from '../../../shared/contracts/content-languages.js';
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { indiaToday } from '../../../shared/india-time.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { createBlogsRepository } from './blogs.repository.js';

const BLOG_NOT_FOUND = 'blog_not_found' as const;

export const blogsModule: FeatureModule = (app, { db, guards, writeRateLimit, config }) => {
  const repository = createBlogsRepository(db);
  const tags = ['blogs'];
  const inLanguage =
    'In the language `lang` asks for (en, te or hi; English when left out). A title or text with no translation in that language is answered in English and named in `inEnglish`.';

  // `liked` is per reader, so the token is read when there is one (docs/product/storefront.md#who-may-do-what).
  app.get(
    '/blogs/all',
    {
      onRequest: guards.optionalUser,
      schema: {
        summary: 'List the blog posts, with whether the reader liked each',
        description: inLanguage,
        tags,
        querystring: ContentLanguageQuerySchema,
        response: { 200: z.array(BlogSchema) },
      },
    },
    (request) => repository.list(request.user?.id ?? null, request.query.lang ?? 'en'),
  );

  // docs/product/storefront.md#faqs-and-blogs: the share link points at a real blog page.
  app.get(
    '/blogs/:id',
    {
      onRequest: guards.optionalUser,
      schema: {
        summary: 'Read one blog post',
        description: inLanguage,
        tags,
        params: IdParamsSchema,
        querystring: ContentLanguageQuerySchema,
        response: { 200: BlogDetailResponseSchema },
      },
    },
    async (request) => {
      const blog = await repository.findById(
        request.params.id,
        request.user?.id ?? null,
        request.query.lang ?? 'en',
      );
      if (!blog) throw notFound(BLOG_NOT_FOUND);
      return { success: true as const, blog };
    },
  );

  // docs/product/storefront.md#likes-and-shares: liking needs sign-in; the answer is the server's truth (docs/product/storefront.md#page-states: not optimistic).
  app.patch(
    '/blogs/like/:id',
    {
      onRequest: guards.requireUser,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Like a blog post, or take the like back',
        tags,
        params: IdParamsSchema,
        response: { 200: BlogLikeResponseSchema },
      },
    },
    async (request) => {
      const result = await repository.toggleLike(request.params.id, currentUser(request).id);
      if (!result) throw notFound(BLOG_NOT_FOUND);
      return { success: true as const, ...result };
    },
  );

  // Sharing counts for anyone, once per visitor and day: the count says how many people passed
  // a blog on, not how often one script called. A visitor is their account when signed in, or
  // a keyed hash of their address (the address itself is never stored).
  const visitorOf = (request: FastifyRequest) =>
    request.user
      ? `user:${request.user.id}`
      : `address:${createHmac('sha256', config.jwtSecret).update(request.ip).digest('base64url')}`;
  app.patch(
    '/blogs/share/:id',
    {
      onRequest: guards.optionalUser,
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Count one share of a blog post',
        tags,
        params: IdParamsSchema,
        response: { 200: BlogShareResponseSchema },
      },
    },
    async (request) => {
      const shares = await repository.addShare(request.params.id, visitorOf(request), indiaToday());
      if (shares === null) throw notFound(BLOG_NOT_FOUND);
      return { success: true as const, shares };
    },
  );
};
