import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { AvailabilityCalendar } from './availability-calendar';

const CAR_ID = '0b7f6c1e-3f7a-4d2b-9a55-6f1c2d3e4f50';
const AVAILABILITY = `GET /api/cars/${CAR_ID}/availability`;

// 10:00 on Tuesday 1 December 2026, India time.
const NOW = new Date('2026-12-01T04:30:00.000Z');

// One booking from 06:00 on 5 December to 10:00 on 7 December, India time: the 5th and the 7th
// partly held, the 6th whole.
const BUSY = [{ from: '2026-12-05T00:30:00.000Z', to: '2026-12-07T04:30:00.000Z' }];

const day = (value: string) => {
  const button = document.querySelector<HTMLButtonElement>(`[data-day="${value}"]`);
  if (!button) throw new Error(`No button for ${value}`);
  return button;
};

function renderCalendar(busy = BUSY) {
  const onPick = vi.fn();
  const fetchSpy = mockApi({ [AVAILABILITY]: { body: { success: true, busy } } });
  renderWithProviders(<AvailabilityCalendar carId={CAR_ID} onPick={onPick} />);
  return { onPick, fetchSpy };
}

const rangesAsked = (fetchSpy: ReturnType<typeof mockApi>) =>
  fetchSpy.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return [url.searchParams.get('from'), url.searchParams.get('to')];
  });

describe('AvailabilityCalendar', () => {
  beforeEach(() => {
    // Only the clock: the quote's and the queries' timers run as they do in the browser.
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });

  it("asks for the month's busy times and marks booked and partly booked days apart", async () => {
    const { fetchSpy } = renderCalendar();
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await waitFor(() => expect(day('2026-12-06')).toHaveAccessibleName(/, booked$/));
    expect(rangesAsked(fetchSpy)).toEqual([['2026-12-01', '2026-12-31']]);

    expect(day('2026-12-06')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-12-05')).toHaveAccessibleName(/, partly booked$/);
    // A partly booked day can be picked: its free hours are for a pickup.
    expect(day('2026-12-05')).not.toHaveAttribute('aria-disabled');
    expect(day('2026-12-07')).toHaveAccessibleName(/, partly booked$/);
    expect(day('2026-12-08')).toHaveAccessibleName(/, free$/);
    expect(day('2026-12-08')).not.toHaveAttribute('aria-disabled');
  });

  it('closes today and the days before it', async () => {
    renderCalendar([]);
    await waitFor(() => expect(day('2026-12-02')).toHaveAccessibleName(/, free$/));
    expect(day('2026-12-01')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-12-01')).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('picks a free or partly booked day, and says why a booked day cannot be picked', async () => {
    const user = userEvent.setup();
    const { onPick } = renderCalendar();
    await waitFor(() => expect(day('2026-12-06')).toHaveAccessibleName(/, booked$/));

    await user.click(day('2026-12-06'));
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(/6 December is booked/);

    await user.click(day('2026-12-01'));
    expect(onPick).not.toHaveBeenCalled();

    await user.click(day('2026-12-05'));
    expect(onPick).toHaveBeenCalledWith('2026-12-05');
    expect(screen.getByRole('status')).toHaveTextContent(/partly booked/);

    await user.click(day('2026-12-09'));
    expect(onPick).toHaveBeenLastCalledWith('2026-12-09');
  });

  it('picks a partly booked day and lists its taken hours', async () => {
    const user = userEvent.setup();
    // A trip from 06:00 to 13:00 and its hour to get ready, and another from 20:00 on the 9th.
    const { onPick } = renderCalendar([
      { from: '2026-12-09T00:30:00.000Z', to: '2026-12-09T08:30:00.000Z' },
      { from: '2026-12-09T14:30:00.000Z', to: '2026-12-10T02:30:00.000Z' },
    ]);
    await waitFor(() => expect(day('2026-12-09')).toHaveAccessibleName(/, partly booked$/));
    await user.click(day('2026-12-09'));
    expect(onPick).toHaveBeenCalledWith('2026-12-09');
    expect(screen.getByRole('status')).toHaveTextContent(
      '9 December is partly booked. Taken 06:00–14:00, 20:00–24:00. Choose a pickup time outside those hours.',
    );
    await user.click(day('2026-12-10'));
    expect(screen.getByRole('status')).toHaveTextContent('Taken 00:00–08:00.');
  });

  it('keeps the taken hours in sight when the chosen pickup day is partly booked', async () => {
    mockApi({ [AVAILABILITY]: { body: { success: true, busy: BUSY } } });
    renderWithProviders(
      <AvailabilityCalendar carId={CAR_ID} selected="2026-12-07" onPick={vi.fn()} />,
    );
    expect(
      await screen.findByText('7 December is partly booked. Taken 00:00–10:00.'),
    ).toBeInTheDocument();
  });

  it('moves to the next month and asks for its busy times', async () => {
    const user = userEvent.setup();
    const { fetchSpy } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    await waitFor(() => expect(day('2027-01-04')).toHaveAccessibleName(/, free$/));
    expect(rangesAsked(fetchSpy)).toContainEqual(['2027-01-01', '2027-01-31']);
    expect(screen.getByRole('button', { name: 'Previous month' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('is one Tab stop whose days the arrow keys walk, into the next month too', async () => {
    renderCalendar([]);
    await waitFor(() => expect(day('2026-12-02')).toHaveAccessibleName(/, free$/));
    // The first free day is the grid's Tab stop.
    expect(day('2026-12-02')).toHaveAttribute('tabindex', '0');
    expect(day('2026-12-03')).toHaveAttribute('tabindex', '-1');
    day('2026-12-02').focus();
    fireEvent.keyDown(day('2026-12-02'), { key: 'ArrowRight' });
    await waitFor(() => expect(day('2026-12-03')).toHaveFocus());
    fireEvent.keyDown(day('2026-12-03'), { key: 'ArrowDown' });
    await waitFor(() => expect(day('2026-12-10')).toHaveFocus());
    fireEvent.keyDown(day('2026-12-10'), { key: 'PageDown' });
    await waitFor(() => expect(day('2027-01-10')).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
  });
});
