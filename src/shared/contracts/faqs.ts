import * as z from 'zod/mini';
import { IdSchema } from './common.js';

export const FaqSchema = z.object({
  _id: IdSchema,
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof FaqSchema>;
