import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MessageCode, OperatorMessageCode } from '@shared/messages';
// The English of these messages, so that a form rule's text is recognised in this area too.
import '@shared/operator-messages';
import { addServerMessages } from '../lib/i18n/server-messages';

/**
 * The operator console's messages from the API and its form rules, in the reader's language. They
 * live in the console's catalogue; importing this module (the console's layout does) makes
 * `useTranslateMessage` know them. A new operator code in `@shared/messages` fails the type check
 * here until it has its translation.
 */
export const OPERATOR_SERVER_MESSAGES: Record<OperatorMessageCode, MessageDescriptor> = {
  operator_only: msg({ message: 'This is for the Saarthi team: sign in with an operator account' }),
};

addServerMessages(OPERATOR_SERVER_MESSAGES);

/**
 * The partner portal's and the bookings' messages that the console also meets (a verification
 * refused, a booking that cannot move): translated again in the console's own catalogue, since
 * one area never loads another's.
 */
export const SHARED_SERVER_MESSAGES: Partial<Record<MessageCode, MessageDescriptor>> = {};

addServerMessages(SHARED_SERVER_MESSAGES);
