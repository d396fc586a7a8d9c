import type { ACCOUNT_MESSAGES } from './account-messages.js';
import type { BOOKING_MESSAGES } from './booking-messages.js';
import type { MESSAGES } from './messages.js';
import type { OPERATOR_MESSAGES } from './operator-messages.js';
import type { PARTNER_MESSAGES } from './partner-messages.js';
import type { REPORT_MESSAGES } from './report-messages.js';

/**
 * How a message travels: as its stable code and its values, never as its words. The shared form
 * rules name their messages this way (`messageRef('max_chars', { max: 60 })` is the text
 * `max_chars?max=60`), the server renders the English beside the code in every answer
 * (`{ message, code, params }`), and the web app looks the code up in the reader's language.
 * Nothing is recognised by its English text.
 */
export type StorefrontMessageCode = keyof typeof MESSAGES;
export type PartnerMessageCode = keyof typeof PARTNER_MESSAGES;
export type BookingMessageCode = keyof typeof BOOKING_MESSAGES;
export type OperatorMessageCode = keyof typeof OPERATOR_MESSAGES;
export type ReportMessageCode = keyof typeof REPORT_MESSAGES;
export type AccountMessageCode = keyof typeof ACCOUNT_MESSAGES;
export type MessageCode =
  | StorefrontMessageCode
  | PartnerMessageCode
  | BookingMessageCode
  | OperatorMessageCode
  | ReportMessageCode
  | AccountMessageCode;
export type MessageParams = Record<string, string | number>;

/** A message as the API sends it: the English beside its code and values. */
export interface Said {
  message: string;
  code?: string;
  params?: MessageParams;
}

const CODE = /^[a-z][a-z0-9_]*$/;

/** A message as a form rule or an error carries it: `code`, or `code?name=value&…`. */
export function messageRef(code: MessageCode, params?: MessageParams): string {
  if (!params || Object.keys(params).length === 0) return code;
  const values = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) values.set(name, String(value));
  return `${code}?${values.toString()}`;
}

/** The code and values a `messageRef` wrote, or null for any other text. */
export function readMessageRef(text: string): { code: string; params: MessageParams } | null {
  const [code = '', query] = text.split('?', 2);
  if (!CODE.test(code)) return null;
  const params: MessageParams = {};
  if (query !== undefined)
    for (const [name, value] of new URLSearchParams(query)) params[name] = value;
  return { code, params };
}
