import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../constants.js';
import { requiredText } from './common.js';

// spec §5: name, email and message are required; phone is optional.
export const ContactBodySchema = z.object({
  name: requiredText('Name is required', TEXT_LIMITS.name),
  email: z.pipe(
    requiredText('Email is required', TEXT_LIMITS.email),
    z.email({ error: 'Please enter a valid email address' }),
  ),
  phone: z._default(
    z.string().check(z.trim(), z.maxLength(20, 'Phone must be at most 20 characters')),
    '',
  ),
  message: requiredText('Message is required', TEXT_LIMITS.message),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export type ContactInput = z.input<typeof ContactBodySchema>;
