import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@shared/contracts/site';
import { HELP_DESK } from '@shared/constants';
import { SITE_FALLBACK } from '../lib/site';
import { mockApi, renderWithProviders } from '../test/render';
import { dialer, HelpDesk } from './help-desk';

const site: SiteConfig = { ...SITE_FALLBACK, supportPhone: '+91 98480 22338' };

function renderHelpDesk() {
  mockApi({ 'GET /api/site': { body: site } });
  return renderWithProviders(<HelpDesk />);
}

const button = () => screen.getByRole('button', { name: /^Help Desk: call/ });
const isExpanded = () => button().getAttribute('data-expanded') === 'true';

describe('HelpDesk', () => {
  it('starts collapsed and is named after the number it calls', async () => {
    renderHelpDesk();
    expect(
      await screen.findByRole('button', { name: 'Help Desk: call +91 98480 22338' }),
    ).toBeInTheDocument();
    expect(isExpanded()).toBe(false);
    expect(screen.queryByText('Help Desk')).not.toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('expands on hover with its label and tooltip, and collapses again', async () => {
    const user = userEvent.setup();
    renderHelpDesk();
    await user.hover(button());
    expect(isExpanded()).toBe(true);
    expect(screen.getByText('Help Desk')).toBeInTheDocument();
    expect(screen.getByRole('tooltip')).toHaveTextContent('📞 Call to book your ride');
    await user.unhover(button());
    expect(isExpanded()).toBe(false);
  });

  it('expands while it has keyboard focus', async () => {
    const user = userEvent.setup();
    renderHelpDesk();
    await user.tab();
    expect(button()).toHaveFocus();
    expect(isExpanded()).toBe(true);
    await user.tab();
    expect(isExpanded()).toBe(false);
  });

  it('expands by itself every 120 s for 3 s', () => {
    vi.useFakeTimers();
    renderHelpDesk();
    act(() => vi.advanceTimersByTime(HELP_DESK.autoExpandEveryMs - 1));
    expect(isExpanded()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(isExpanded()).toBe(true);
    expect(screen.getByRole('tooltip')).toHaveTextContent('📞 Call to book your ride');
    act(() => vi.advanceTimersByTime(HELP_DESK.autoExpandForMs - 1));
    expect(isExpanded()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isExpanded()).toBe(false);
    act(() => vi.advanceTimersByTime(HELP_DESK.autoExpandEveryMs - HELP_DESK.autoExpandForMs));
    expect(isExpanded()).toBe(true);
  });

  it('opens the tel: link about 100 ms after a click', async () => {
    vi.useFakeTimers();
    const call = vi.spyOn(dialer, 'call').mockImplementation(() => {});
    renderHelpDesk();
    // Let the site configuration arrive (the query client batches updates on a timer).
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(button()).toHaveAccessibleName('Help Desk: call +91 98480 22338');
    // fireEvent: user-event waits on real timers that the fake clock would never run.
    fireEvent.click(button());
    expect(isExpanded()).toBe(true);
    expect(call).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(HELP_DESK.callDelayMs));
    expect(call).toHaveBeenCalledExactlyOnceWith('tel:+919848022338');
    call.mockRestore();
  });
});
