import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { toast } from '../lib/toast';
import { describe, expect, it } from 'vitest';
import { authToken } from '../lib/storage';
import { Toasts } from './toasts';

const renderToasts = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Toasts />
    </I18nProvider>,
  );

describe('Toasts', () => {
  it('shows a toast raised before the container has loaded', async () => {
    renderToasts();
    // Nothing is mounted yet: the container waits for an idle moment.
    expect(screen.queryByRole('region', { name: /Status messages/ })).not.toBeInTheDocument();
    act(() => {
      toast.success('Thank you for your review!');
    });
    expect(
      await screen.findByText('Thank you for your review!', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('says once that the session ended, even when it ended before the container loaded', async () => {
    authToken.set('expired-token');
    renderToasts();
    act(() => {
      // Two requests refused with the same token: the first forgets it, the second is not heard.
      authToken.refused('expired-token');
      authToken.refused('expired-token');
    });
    expect(authToken.get()).toBeNull();
    expect(
      await screen.findByText('Your session has ended. Please log in again.', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/session has ended/)).toHaveLength(1);
  });

  it('keeps a token signed in meanwhile when an older one is refused', () => {
    authToken.set('new-token');
    authToken.refused('old-token');
    expect(authToken.get()).toBe('new-token');
  });
});
