/**
 * The operator console's own account (docs/product/marketplace.md#operator-console): who is signed in, asked by
 * the console before it shows any page, so that only the server decides who is an operator.
 */
import * as z from 'zod/mini';
import { IdSchema } from './common.js';

export const OperatorSchema = /* @__PURE__ */ z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
});
export type Operator = z.infer<typeof OperatorSchema>;

export const OperatorResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  operator: OperatorSchema,
});
