/* eslint-disable lingui/no-unlocalized-strings -- tests: the English the pages show */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Outage } from './test-data';

/**
 * A list the server could not give (an `outage`): after the app's second try, a second later,
 * the page says what failed with the server's reason; "Try again" reads it once the server is
 * back. The test then checks what the list shows.
 */
export async function retryAfterOutage(user: UserEvent, outage: Outage, said: readonly string[]) {
  const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
  for (const text of said) expect(alert).toHaveTextContent(text);
  outage.recover();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
}

/** An account without a company is asked to register one, with the way to do it. */
export async function expectAskedToRegister(title = 'You have not registered a company yet') {
  expect(await screen.findByRole('heading', { name: title })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Register your company' })).toHaveAttribute(
    'href',
    '/partner/join',
  );
}
