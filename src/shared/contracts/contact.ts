import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../constants.js';
import { requiredText } from './common.js';
import { messageRef } from '../message-ref.js';

// docs/product/storefront.md#form-rules: name, email and message are required; phone is optional.
export const ContactBodySchema = /* @__PURE__ */ z.object({
  name: requiredText(messageRef('name_required'), TEXT_LIMITS.name),
  email: z.pipe(
    requiredText(messageRef('email_required'), TEXT_LIMITS.email),
    z.email({ error: messageRef('email_invalid') }),
  ),
  phone: z._default(
    z.string().check(z.trim(), z.maxLength(20, messageRef('phone_too_long', { max: 20 }))),
    '',
  ),
  message: requiredText(messageRef('message_required'), TEXT_LIMITS.message),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export type ContactInput = z.input<typeof ContactBodySchema>;
