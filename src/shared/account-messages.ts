/**
 * Messages of the account pages only (an account an operator suspended, a forgotten password),
 * under stable codes like the rest in `messages.ts`. A module of its own, so that the home page's
 * first screen does not carry them: the server and the account pages import it.
 */
export const ACCOUNT_MESSAGES = {
  // An operator suspended the account: it cannot log in, and its tokens stop working.
  account_suspended: 'Your account is suspended: please contact Saarthi support',
  // docs/product/storefront.md#forgot-password: the same words whether or not the e-mail has an
  // account, so the answer tells a stranger nothing.
  password_reset_requested:
    'If an account exists for {email}, we have sent it a link to choose a new password',
  password_reset_link_invalid:
    'This password reset link is not valid: it has expired or has already been used. Ask for a new one',
  password_reset_done: 'Your password has been changed: log in with the new one',
} as const;
