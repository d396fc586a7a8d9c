/**
 * Messages about an account that an operator suspended, under stable codes like the rest in
 * `messages.ts`. A module of its own, so that the home page's first screen does not carry them:
 * the server and the login page (which a suspended customer meets) import it.
 */
export const ACCOUNT_MESSAGES = {
  // An operator suspended the account: it cannot log in, and its tokens stop working.
  account_suspended: 'Your account is suspended: please contact Saarthi support',
} as const;
