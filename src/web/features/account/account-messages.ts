import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccountMessageCode } from '@shared/message-ref';
import { STOREFRONT_MESSAGES } from '../../lib/i18n/messages/storefront-messages';

/** A suspended account's answer, in the account pages' catalogue (where a customer logs in). */
export const ACCOUNT_SERVER_MESSAGES: Record<AccountMessageCode, MessageDescriptor> = {
  account_suspended: msg({ message: 'Your account is suspended: please contact Saarthi support' }),
};

/** What the account pages can be told: a suspended account's answer and any storefront message. */
export const ACCOUNT_TABLES = [ACCOUNT_SERVER_MESSAGES, STOREFRONT_MESSAGES];
