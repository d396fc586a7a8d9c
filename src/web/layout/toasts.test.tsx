import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { Toasts } from './toasts';

describe('Toasts', () => {
  it('shows a toast raised before the container has loaded', async () => {
    render(<Toasts />);
    // Nothing is mounted yet: the container waits for an idle moment.
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => {
      toast.success('Thank you for your review!');
    });
    expect(
      await screen.findByText('Thank you for your review!', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
