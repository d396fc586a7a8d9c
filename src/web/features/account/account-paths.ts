import { PASSWORD_RESET_PAGE } from '@shared/contracts/users';

/**
 * The pages of a forgotten password (docs/product/storefront.md#forgot-password), under /user and
 * drawn by its page. Here rather than in paths.ts: only the account pages link to them, and the
 * reset page's address is the one the server's e-mail links to.
 */
export const accountPaths = {
  forgotPassword: '/user/forgot-password',
  resetPassword: PASSWORD_RESET_PAGE,
} as const;
