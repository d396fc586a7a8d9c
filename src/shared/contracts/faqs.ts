import * as z from 'zod/mini';
import { IdSchema, InEnglishSchema } from './common.js';

export const FaqSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  question: z.string(),
  answer: z.string(),
  /** Which of question and answer are in English: the asked language has none of its own. */
  inEnglish: InEnglishSchema,
});
export type Faq = z.infer<typeof FaqSchema>;
