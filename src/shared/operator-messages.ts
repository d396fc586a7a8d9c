/**
 * Messages only the operator console shows, under stable codes like the storefront's in
 * `messages.ts`. A separate module, so that neither the storefront nor the partner portal carries
 * their text: importing it adds them to the table that `messageText` and `findMessage` read. The
 * server's admin contracts import it; the web app's console translates them in its own catalogue
 * (`src/web/ops/server-messages.ts`).
 */
import { addMessages } from './messages.js';

export const OPERATOR_MESSAGES = {
  // The console itself.
  operator_only: 'This is for the Saarthi team: sign in with an operator account',
} as const;

addMessages(OPERATOR_MESSAGES);
