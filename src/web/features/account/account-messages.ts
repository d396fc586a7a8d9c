import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccountMessageCode } from '@shared/messages';
import '@shared/account-messages';
import { addServerMessages } from '../../lib/i18n/server-messages';

/** A suspended account's answer, in the account pages' catalogue (where a customer logs in). */
const ACCOUNT_SERVER_MESSAGES: Record<AccountMessageCode, MessageDescriptor> = {
  account_suspended: msg({ message: 'Your account is suspended: please contact Saarthi support' }),
};

addServerMessages(ACCOUNT_SERVER_MESSAGES);
