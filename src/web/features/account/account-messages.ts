import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccountMessageCode } from '@shared/message-ref';
import { STOREFRONT_MESSAGES } from '../../lib/i18n/messages/storefront-messages';

/** The account pages' own answers (a suspended account, a forgotten password), in their catalogue. */
export const ACCOUNT_SERVER_MESSAGES: Record<AccountMessageCode, MessageDescriptor> = {
  account_suspended: msg({ message: 'Your account is suspended: please contact Saarthi support' }),
  password_reset_requested: msg({
    message: 'If an account exists for {email}, we have sent it a link to choose a new password',
  }),
  password_reset_link_invalid: msg({
    message:
      'This password reset link is not valid: it has expired or has already been used. Ask for a new one',
  }),
  password_reset_done: msg({
    message: 'Your password has been changed: log in with the new one',
  }),
};

/** What the account pages can be told: a suspended account's answer and any storefront message. */
export const ACCOUNT_TABLES = [ACCOUNT_SERVER_MESSAGES, STOREFRONT_MESSAGES];
