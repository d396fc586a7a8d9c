import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../constants.js';
import { requiredText } from './common.js';
import { messageText } from '../messages.js';

// spec §5: name, email and message are required; phone is optional.
export const ContactBodySchema = z.object({
  name: requiredText(messageText('name_required'), TEXT_LIMITS.name),
  email: z.pipe(
    requiredText(messageText('email_required'), TEXT_LIMITS.email),
    z.email({ error: messageText('email_invalid') }),
  ),
  phone: z._default(
    z.string().check(z.trim(), z.maxLength(20, messageText('phone_too_long', { max: 20 }))),
    '',
  ),
  message: requiredText(messageText('message_required'), TEXT_LIMITS.message),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export type ContactInput = z.input<typeof ContactBodySchema>;
