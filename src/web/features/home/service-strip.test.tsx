import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ServiceStrip } from './service-strip';

const SERVICES = [
  ['New Car Offers', '/new-car-offers'],
  ['Vehicle Carry Van', '/vehicle-carry-van'],
  ['Driving School', '/driving-school'],
  ['Tour Packages', '/tour-packages'],
  ['Nearby Carwash', '/nearby-carwash'],
  ['Nearby Mechanics', '/nearby-mechanics'],
] as const;

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function renderStrip() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<ServiceStrip />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
}

describe('ServiceStrip', () => {
  it('holds the six services twice; the copy is hidden and out of the tab order', () => {
    const { container } = renderStrip();
    const items = container.querySelectorAll('li');
    expect(items).toHaveLength(12);
    const hidden = [...items].filter((item) => item.getAttribute('aria-hidden') === 'true');
    expect(hidden).toHaveLength(6);
    expect(hidden).toEqual([...items].slice(6));
    for (const item of hidden)
      expect(within(item).getByRole('link', { hidden: true })).toHaveAttribute('tabindex', '-1');

    // Assistive technology meets each service once, as a link to its page.
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(6);
    SERVICES.forEach(([name, path], index) => {
      expect(links[index]).toHaveAccessibleName(expect.stringContaining(name));
      expect(links[index]).toHaveAttribute('href', path);
    });
  });

  it('navigates when an item is clicked', async () => {
    const user = userEvent.setup();
    renderStrip();
    await user.click(screen.getByRole('link', { name: /Nearby Mechanics/ }));
    expect(screen.getByText('At /nearby-mechanics')).toBeInTheDocument();
  });

  it('has a control to pause and resume the motion', async () => {
    const user = userEvent.setup();
    renderStrip();
    await user.click(screen.getByRole('button', { name: 'Pause scrolling services' }));
    await user.click(screen.getByRole('button', { name: 'Play scrolling services' }));
    expect(screen.getByRole('button', { name: 'Pause scrolling services' })).toBeInTheDocument();
  });

  it('moves 1 px per animation frame, wraps at half the width and pauses under the pointer', () => {
    let frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', () => {
      frames = [];
    });
    const runFrame = () =>
      act(() => {
        const pending = frames;
        frames = [];
        pending.forEach((callback) => callback(0));
      });

    renderStrip();
    const strip = screen.getByRole('list');
    Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: 1000 });
    Object.defineProperty(strip, 'scrollLeft', { configurable: true, writable: true, value: 0 });

    runFrame();
    runFrame();
    runFrame();
    expect(strip.scrollLeft).toBe(3);

    strip.scrollLeft = 499;
    runFrame();
    // One copy is half the width: reaching it jumps back to the same picture at the start.
    expect(strip.scrollLeft).toBe(0);

    fireEvent.pointerEnter(screen.getByRole('link', { name: /Tour Packages/ }));
    expect(frames).toHaveLength(0);
    fireEvent.pointerLeave(screen.getByRole('link', { name: /Tour Packages/ }));
    runFrame();
    expect(strip.scrollLeft).toBe(1);
  });

  it('shows the six services once, without motion controls, when reduced motion is asked for', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { container } = renderStrip();
    expect(container.querySelectorAll('li')).toHaveLength(6);
    expect(container.querySelector('[aria-hidden="true"] a')).toBeNull();
    expect(screen.queryByRole('button', { name: /scrolling services/ })).not.toBeInTheDocument();
  });
});
