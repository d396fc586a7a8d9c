import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema } from '@shared/contracts/common';
import type { ContactBody } from '@shared/contracts/contact';
import { apiRequest } from '../../lib/api-client';

/** docs/product/storefront.md#api-calls: POST /api/contact with {name, email, phone, message}; no sign-in needed. */
export const sendContactMessage = (body: ContactBody) =>
  apiRequest('/api/contact', { method: 'POST', body, schema: MessageResponseSchema });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
