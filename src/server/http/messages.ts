import { ACCOUNT_MESSAGES } from '../../shared/account-messages.js';
import { BOOKING_MESSAGES } from '../../shared/booking-messages.js';
import { type MessageCode, type MessageParams, readMessageRef } from '../../shared/message-ref.js';
import { MESSAGES } from '../../shared/messages.js';
import { OPERATOR_MESSAGES } from '../../shared/operator-messages.js';
import { PARTNER_MESSAGES } from '../../shared/partner-messages.js';
import { REPORT_MESSAGES } from '../../shared/report-messages.js';

/** Every message's English, the words the API sends beside each code. */
const ENGLISH: Record<MessageCode, string> = {
  ...MESSAGES,
  ...PARTNER_MESSAGES,
  ...BOOKING_MESSAGES,
  ...OPERATOR_MESSAGES,
  ...REPORT_MESSAGES,
  ...ACCOUNT_MESSAGES,
};

export const isMessageCode = (code: string): code is MessageCode => code in ENGLISH;

/** The English of a message, its `{name}` places filled from `params`. */
export function messageText(code: MessageCode, params: MessageParams = {}): string {
  return ENGLISH[code].replace(/\{(\w+)\}/g, (place, name: string) =>
    name in params ? String(params[name]) : place,
  );
}

/** A message as the API answers it: its English, its code and its values (when it has any). */
export interface SaidMessage {
  message: string;
  code: MessageCode;
  params?: MessageParams;
}

export function said(code: MessageCode, params?: MessageParams): SaidMessage {
  return {
    message: messageText(code, params),
    code,
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
  };
}

/**
 * What a form rule's message (a `messageRef`) says, in the API's words; a text that is not a
 * reference (a zod default, in English) is answered as it is under `fallback`.
 */
export function saidOf(text: string, fallback: MessageCode): SaidMessage {
  const ref = readMessageRef(text);
  if (ref && isMessageCode(ref.code)) return said(ref.code, ref.params);
  return { message: text, code: fallback };
}
