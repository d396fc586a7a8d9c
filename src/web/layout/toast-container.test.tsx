import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/toast';
import ToastContainer from './toast-container';

const renderContainer = () =>
  render(
    <I18nProvider i18n={i18n}>
      <ToastContainer />
    </I18nProvider>,
  );

const region = () => screen.getByRole('region', { name: 'Status messages' });
const clockOf = (card: HTMLElement) => card.querySelector<HTMLElement>('.toast-clock')!;

/** jsdom lays nothing out: a toast as wide as a phone's. */
function giveWidth(card: HTMLElement, width: number) {
  Object.defineProperty(card, 'offsetWidth', { configurable: true, value: width });
}

describe('toasts', () => {
  it('shows each toast as an alert in the Status messages region, once per id', () => {
    renderContainer();
    act(() => {
      toast.success('Profile updated successfully');
      toast.error('Your session has ended.', { toastId: 'ended' });
      toast.error('Your session has ended.', { toastId: 'ended' });
    });
    const alerts = region().querySelectorAll('[role="alert"]');
    expect(alerts).toHaveLength(2);
    expect(screen.getAllByText('Your session has ended.')).toHaveLength(1);
  });

  it('closes by its button, when its clock runs out, and from a button inside it', async () => {
    const user = userEvent.setup();
    renderContainer();
    act(() => {
      toast.info('First');
      toast.success('Second');
      toast.info(({ closeToast }) => (
        <button type="button" onClick={closeToast}>
          Log in
        </button>
      ));
    });
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    // jsdom has no AnimationEvent, so React listens for the prefixed name a browser without it sends.
    const clock = clockOf(screen.getByText('Second').closest('[role="alert"]')!);
    fireEvent(clock, new Event('webkitAnimationEnd', { bubbles: true }));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(region().querySelectorAll('[role="alert"]')).toHaveLength(0);
  });

  it('stops its clock while the pointer is on it and while the window is behind another', () => {
    renderContainer();
    act(() => {
      toast.success('Saved');
    });
    const card = screen.getByRole('alert');
    // The window starts in front in a browser; jsdom's document has no focus until told.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(clockOf(card).style.animationPlayState).toBe('running');
    expect(clockOf(card).style.animationDuration).toBe('5000ms');
    fireEvent.pointerEnter(card);
    expect(clockOf(card).style.animationPlayState).toBe('paused');
    fireEvent.pointerLeave(card);
    expect(clockOf(card).style.animationPlayState).toBe('running');
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    expect(clockOf(card).style.animationPlayState).toBe('paused');
  });

  it('is swiped away when dragged 80 % of its width, and springs back when dragged less', () => {
    renderContainer();
    act(() => {
      toast.success('Swipe me');
    });
    const card = screen.getByRole('alert');
    giveWidth(card, 300);
    card.setPointerCapture = () => undefined;

    fireEvent.pointerDown(card, { button: 0, buttons: 1, clientX: 100 });
    fireEvent.pointerMove(card, { buttons: 1, clientX: 200 });
    expect(card.style.transform).toBe('translateX(100px)');
    fireEvent.pointerUp(card, { clientX: 200 });
    expect(card.style.transform).toBe('');
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(card, { button: 0, buttons: 1, clientX: 100 });
    fireEvent.pointerMove(card, { buttons: 1, clientX: 345 });
    fireEvent.pointerUp(card, { clientX: 345 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });
});
