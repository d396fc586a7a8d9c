import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { UnsavedChangesGuard } from './unsaved-changes';

// The app's BrowserRouter keeps its entry's number in `history.state.idx`; the browser's Back is
// `history.back()` (jsdom answers it with a `popstate`, as browsers do).
const state = () => window.history.state as { idx?: number; unsavedChangesHold?: boolean } | null;
const popped = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );

describe('UnsavedChangesGuard: the browser Back button', () => {
  beforeEach(() => {
    window.history.pushState({ idx: 2, key: 'before' }, '', '/partner/fleet');
    window.history.pushState({ idx: 3, key: 'here' }, '', '/partner/fleet/car-1');
  });

  it('holds a copy of the page over it only while there is something to lose', async () => {
    const length = window.history.length;
    const { rerender } = renderWithProviders(<UnsavedChangesGuard when={false} />);
    expect(window.history.length).toBe(length);
    rerender(<UnsavedChangesGuard when />);
    expect(window.history.length).toBe(length + 1);
    expect(state()).toEqual({ idx: 3, key: 'here', unsavedChangesHold: true });
    expect(window.location.pathname).toBe('/partner/fleet/car-1');

    // Saved: the guard steps off its copy, back onto the page's own entry.
    const back = popped();
    rerender(<UnsavedChangesGuard when={false} />);
    await back;
    expect(state()).toEqual({ idx: 3, key: 'here' });
  });

  it('asks on Back and stays on the page; Stay keeps it, with the copy back in place', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UnsavedChangesGuard when />);
    const length = window.history.length;
    window.history.back();
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(window.location.pathname).toBe('/partner/fleet/car-1');
    expect(state()).toMatchObject({ idx: 3, unsavedChangesHold: true });
    expect(window.history.length).toBe(length);

    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state()).toMatchObject({ idx: 3, unsavedChangesHold: true });
  });

  it('asks once when Back is pressed twice, and Leave goes back past the copy', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UnsavedChangesGuard when />);
    window.history.back();
    await screen.findByRole('dialog', { name: 'Leave without saving?' });
    const again = popped();
    window.history.back();
    await again;
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(window.location.pathname).toBe('/partner/fleet/car-1');

    const go = vi.spyOn(window.history, 'go');
    const left = popped();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(go).toHaveBeenCalledWith(-2);
    await left;
    expect(window.location.pathname).toBe('/partner/fleet');
    expect(state()).toEqual({ idx: 2, key: 'before' });
    go.mockRestore();
  });

  it('lets Back through without unsaved changes', async () => {
    renderWithProviders(<UnsavedChangesGuard when={false} />);
    const back = popped();
    window.history.back();
    await back;
    await waitFor(() => expect(window.location.pathname).toBe('/partner/fleet'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
