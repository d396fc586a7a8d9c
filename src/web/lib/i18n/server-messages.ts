import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useMemo,
  type ReactNode,
} from 'react';
import { readMessageRef, type Said, type StorefrontMessageCode } from '@shared/message-ref';
import { loadArea } from './i18n';

/**
 * The reader's words for the API's messages and the shared form rules, by their code: the API
 * answers `{ message, code, params }` and a form rule names its message as a reference
 * (`shared/message-ref.ts`), so nothing is recognised by its English. A code this app has no
 * words for shows the server's English as it came.
 *
 * Words come from tables of Lingui descriptors, one per part of the app, each checked against its
 * codes by the type system: the generic ones below go everywhere; a page passes the tables of
 * what it can be told (`useTranslateMessage(TRIP_MESSAGES)`, a module's constant), and a working area gives its
 * own to every component inside it (`MessageTables` in its layout).
 */
// Their catalogue comes with the first page that shows them (AREA_PARTS); a piece of the home page
// that needs them (the review form) fetches it as it loads, which this does.
// A catalogue that cannot be fetched leaves these messages in English.
void loadArea('server-messages').catch(() => undefined);

export type MessageTable = Readonly<Partial<Record<string, MessageDescriptor>>>;

/** What any answer of the API can say, whatever asked: statuses, sessions, limits. */
export const GENERIC_MESSAGES = {
  invalid_request: msg({ message: 'Invalid request' }),
  invalid_value: msg({ message: 'Invalid value' }),
  unauthorized: msg({ message: 'Please log in to continue' }),
  forbidden: msg({ message: 'You are not allowed to do that' }),
  not_found: msg({ message: 'Not found' }),
  route_not_found: msg({ message: 'This address does not exist' }),
  conflict: msg({ message: 'That record already exists' }),
  too_many_requests: msg({ message: 'Too many attempts. Please wait a little and try again.' }),
  invalid_json: msg({ message: 'The request could not be read. Please try again.' }),
  nul_character: msg({
    message: 'The text contains a character that cannot be saved. Please type it again.',
  }),
  request_too_large: msg({ message: 'That is too much to send at once' }),
  unsupported_media_type: msg({ message: 'The request could not be read. Please try again.' }),
  internal_error: msg({ message: 'Something went wrong on our side. Please try again.' }),
  service_unavailable: msg({ message: 'Service temporarily unavailable' }),
  url_invalid: msg({ message: 'This address does not exist' }),
  uri_too_long: msg({ message: 'That address is too long to open' }),
  headers_too_large: msg({ message: 'The request could not be read. Please try again.' }),
  request_timeout: msg({ message: 'The connection is slow. Please try again.' }),
  reference_missing: msg({ message: 'A referenced record does not exist' }),
  wrong_format: msg({ message: 'A value has the wrong format' }),
  out_of_range: msg({ message: 'A value is out of range' }),
  too_long: msg({ message: 'A value is too long' }),
  invalid_token: msg({ message: 'Your session is not valid, please log in again' }),
  session_expired: msg({ message: 'Your session has expired, please log in again' }),
  session_ended: msg({ message: 'Your session has ended, please log in again' }),
  account_gone: msg({ message: 'Your account no longer exists' }),
  max_chars: msg({ message: 'Must be at most {max} characters' }),
  invalid_id: msg({ message: 'Invalid id' }),
  // Failures that never got an answer from the server (ApiError codes set by lib/api-client.ts,
  // and `offline` by lib/use-destructive-mutation.ts).
  network_error: msg({
    message: 'Could not reach Saarthi. Check your internet connection and try again.',
  }),
  offline: msg({ message: 'You are offline. Check your connection and try again.' }),
  request_failed: msg({ message: 'Something went wrong. Please try again.' }),
  unexpected_answer: msg({ message: 'Something went wrong. Please try again.' }),
} satisfies Partial<Record<StorefrontMessageCode | string, MessageDescriptor>>;

const NO_TABLES: readonly MessageTable[] = [];
const TablesContext = createContext(NO_TABLES);

/** Gives every component inside the tables a working area words the API's messages by. */
export function MessageTables({
  tables,
  children,
}: {
  tables: readonly MessageTable[];
  children: ReactNode;
}) {
  const outer = useContext(TablesContext);
  const value = useMemo(() => [...tables, ...outer], [tables, outer]);
  return createElement(TablesContext.Provider, { value }, children);
}

/**
 * A message in the reader's language. What the API said (an answer or an `ApiError`) is worded
 * by its code and values, a form rule's reference (`messageRef`) by the code it carries; a code
 * no table knows shows the server's English, and any other text is shown as it came (an answer of
 * another hop, the browser's reason).
 */
export function translateMessage(
  i18n: I18n,
  tables: readonly MessageTable[],
  message: string | Said,
): string {
  const { message: text, code, params } = typeof message === 'string' ? { message } : message;
  const ref = code ? { code, params: params ?? {} } : readMessageRef(text);
  if (!ref) return text;
  const generic: MessageTable = GENERIC_MESSAGES;
  const words = generic[ref.code] ?? tables.find((table) => table[ref.code])?.[ref.code];
  // A rule's reference with no words here must not show as its code.
  if (!words) return code ? text : i18n._(GENERIC_MESSAGES.invalid_value);
  // Passed as a variable: Lingui's extractor reads an object literal given to `i18n._` as a
  // message of its own and stops on the spread (npm run i18n:extract fails on this file).
  const withValues: MessageDescriptor = { ...words, values: ref.params };
  return i18n._(withValues);
}

/** What a failure that never got a usable answer says (worded by its code, never its text). */
export const REQUEST_FAILED: Said = { message: '', code: 'request_failed' };

const isTableList = (
  tables: MessageTable | readonly MessageTable[],
): tables is readonly MessageTable[] => Array.isArray(tables);

/**
 * `translateMessage` bound to the current language and to the tables of the working area around
 * it and those given here, for components.
 */
export function useTranslateMessage(
  tables: MessageTable | readonly MessageTable[] = NO_TABLES,
): (message: string | Said) => string {
  const { i18n } = useLingui();
  const around = useContext(TablesContext);
  const all = useMemo(
    () => [...(isTableList(tables) ? tables : [tables]), ...around],
    [tables, around],
  );
  return useCallback((message: string | Said) => translateMessage(i18n, all, message), [i18n, all]);
}
