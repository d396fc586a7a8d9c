import { z } from 'zod';
import { TEXT_LIMITS } from '../constants.js';
import { requiredText } from './common.js';

// spec §5: name, email and message are required; phone is optional.
export const ContactBodySchema = z.object({
  name: requiredText('Name is required', TEXT_LIMITS.name),
  email: requiredText('Email is required', TEXT_LIMITS.email).pipe(
    z.email({ error: 'Please enter a valid email address' }),
  ),
  phone: z.string().trim().max(20, 'Phone must be at most 20 characters').optional().default(''),
  message: requiredText('Message is required', TEXT_LIMITS.message),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export type ContactInput = z.input<typeof ContactBodySchema>;
