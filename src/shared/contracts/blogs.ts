import * as z from 'zod/mini';
import { IdSchema, InEnglishSchema, TimestampSchema } from './common.js';

export const BlogSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  /** Path relative to the server, or null when the blog has no image. */
  image: z.nullable(z.string()),
  likes: z.int(),
  /** Whether the signed-in reader likes it; false for anonymous readers. */
  liked: z.boolean(),
  shares: z.int(),
  createdAt: TimestampSchema,
  /** Which of title and description are in English: the asked language has none of its own. */
  inEnglish: InEnglishSchema,
});
export type Blog = z.infer<typeof BlogSchema>;

export const BlogDetailResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  blog: BlogSchema,
});

export const BlogLikeResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  liked: z.boolean(),
  likes: z.int(),
});
export type BlogLikeResponse = z.infer<typeof BlogLikeResponseSchema>;

export const BlogShareResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  shares: z.int(),
});
