import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { MetricsPage } from './metrics-page';
import { makeMetrics } from './test-data';

const operator = {
  body: {
    success: true,
    operator: { id: crypto.randomUUID(), name: 'Saarthi Operations', email: 'ops@saarthi.in' },
  },
};

const BUSY_MONTH = makeMetrics(
  {
    '2026-10-24': { Vijayawada: { signups: 2 }, Other: { signups: 5 } },
    '2026-11-15': {
      Hyderabad: { signups: 4, reveals: 12, requests: 3 },
      Vijayawada: { reveals: 6, requests: 1 },
    },
    '2026-11-21': { Hyderabad: { completions: 2 }, Guntur: { reveals: 1 } },
    '2026-11-22': { Tirupati: { signups: 1, requests: 2 }, Hyderabad: { reveals: 3 } },
  },
  '2026-10-24',
  30,
  {
    '2026-10': { Hyderabad: { gross: 52_000, commission: 4_700 } },
    '2026-11': {
      Hyderabad: { gross: 18_400, commission: 1_650 },
      Tirupati: { gross: 6_200, commission: 560 },
    },
  },
);

/** The money table's rows: month, gross, commission. */
function moneyRows(where: string) {
  const table = screen.getByRole('table', { name: `Money by month, ${where}` });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));
}

function renderMetrics(route = '/ops/metrics') {
  authToken.set('operator-token');
  return renderWithProviders(<MetricsPage />, { route, path: '/ops/metrics' });
}

/** The figure tiles, by their label: "Sign-ups" → "12". */
function tiles() {
  return Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

/** A row of the totals table, by its city: its cells' text. */
function totalsRow(city: string) {
  const table = screen.getByRole('table', { name: 'Totals of the period by city' });
  return Array.from(
    within(table).getByRole('rowheader', { name: city }).parentElement!.children,
  ).map((cell) => cell.textContent);
}

describe('MetricsPage', () => {
  it('shows the 30 days of every city: totals, a chart per measure and the totals by city', async () => {
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/metrics': ({ url, headers }) => {
        expect(headers.get('authorization')).toBe('Bearer operator-token');
        // The server's default period: the last 30 days.
        expect(url.search).toBe('');
        return { body: BUSY_MONTH };
      },
    });
    renderMetrics();

    const from = await screen.findByText('24 Oct 2026');
    expect(from).toHaveAttribute('datetime', '2026-10-24');
    expect(from.closest('p')).toHaveTextContent('24 Oct 2026 to 22 Nov 2026');
    expect(screen.getByRole('button', { name: 'All cities' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(tiles()).toEqual({
      'Sign-ups': '12',
      'Contact reveals': '22',
      'Booking requests': '6',
      'Completed trips': '2',
    });

    const signups = screen.getByRole('region', { name: 'Sign-ups' });
    expect(signups).toHaveTextContent('Busiest day: Sat, 24 Oct (7)');
    // The chart arrives in its own chunk; its readout names today until a day is picked.
    expect(
      await within(signups).findByTestId('chart-readout', {}, { timeout: 5000 }),
    ).toHaveTextContent('Sun, 22 Nov: 1 sign-up');
    // A day under the pointer is read out above the bars.
    fireEvent.pointerEnter(signups.querySelector('[data-day="2026-11-15"]')!);
    expect(within(signups).getByTestId('chart-readout')).toHaveTextContent(
      'Sun, 15 Nov: 4 sign-ups',
    );
    const table = within(signups).getByRole('table', {
      name: 'Sign-ups in every city, day by day',
    });
    expect(table).toHaveClass('sr-only');
    expect(
      within(table).getByRole('rowheader', { name: 'Sun, 15 Nov' }).nextElementSibling,
    ).toHaveTextContent('4');
    await userEvent
      .setup()
      .click(within(signups).getByRole('button', { name: 'Show the numbers' }));
    expect(table).not.toHaveClass('sr-only');
    expect(within(signups).getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    expect(screen.getByRole('region', { name: 'Completed trips' })).toHaveTextContent(
      'Busiest day: Sat, 21 Nov (2)',
    );

    expect(totalsRow('Hyderabad')).toEqual(['Hyderabad', '4', '15', '3', '2']);
    expect(totalsRow('Vijayawada')).toEqual(['Vijayawada', '2', '6', '1', '0']);
    expect(totalsRow('Other')).toEqual(['Other', '5', '0', '0', '0']);
    expect(totalsRow('All cities')).toEqual(['All cities', '12', '22', '6', '2']);
  });

  it('shows one city when chosen, and keeps the choice in the address', async () => {
    mockApi({ 'GET /api/admin/me': operator, 'GET /api/admin/metrics': { body: BUSY_MONTH } });
    const user = userEvent.setup();
    renderMetrics('/ops/metrics?city=Tirupati');

    await screen.findByRole('region', { name: 'Sign-ups' });
    expect(screen.getByRole('button', { name: 'Tirupati' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(tiles()).toMatchObject({ 'Sign-ups': '1', 'Booking requests': '2' });
    expect(screen.getByRole('region', { name: 'Completed trips' })).toHaveTextContent(
      'None in Tirupati in this period.',
    );

    await user.click(screen.getByRole('button', { name: 'Hyderabad' }));
    expect(tiles()).toEqual({
      'Sign-ups': '4',
      'Contact reveals': '15',
      'Booking requests': '3',
      'Completed trips': '2',
    });
    const reveals = screen.getByRole('region', { name: 'Contact reveals' });
    expect(
      within(reveals).getByRole('table', { name: 'Contact reveals in Hyderabad, day by day' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Hyderabad' }).parentElement).toHaveAttribute(
      'aria-current',
      'true',
    );

    // The money of the months the period touches follows the city chosen.
    expect(moneyRows('Hyderabad')).toEqual([
      ['October 2026', '₹52,000', '₹4,700'],
      ['November 2026', '₹18,400', '₹1,650'],
    ]);

    await user.click(screen.getByRole('button', { name: 'All cities' }));
    await waitFor(() => expect(tiles()['Sign-ups']).toBe('12'));
    expect(moneyRows('every city')).toEqual([
      ['October 2026', '₹52,000', '₹4,700'],
      ['November 2026', '₹24,600', '₹2,210'],
    ]);
  });

  it('says when nothing happened in the period', async () => {
    mockApi({ 'GET /api/admin/me': operator, 'GET /api/admin/metrics': { body: makeMetrics() } });
    renderMetrics();
    expect(
      await screen.findByText(
        'Nothing happened in this period: no sign-ups, reveals or bookings in any city.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign-ups' })).not.toBeInTheDocument();
    // The table still answers, all zero.
    expect(totalsRow('All cities')).toEqual(['All cities', '0', '0', '0', '0']);
  });

  it('shows it is loading, then says why the figures could not be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/metrics': async () => {
        await answered;
        return {
          status: 400,
          body: {
            success: false,
            message: 'Days must be a whole number from 1 to 90',
            code: 'metrics_days_invalid',
            params: { min: 1, max: 90 },
          },
        };
      },
    });
    renderMetrics();
    expect(await screen.findByText('Loading the metrics…')).toBeInTheDocument();
    answer();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the metrics');
    expect(alert).toHaveTextContent('Days must be a whole number from 1 to 90');
    expect(logged).toHaveBeenCalledWith('Failed to load the metrics', expect.anything());
  });

  it('counts the period chosen, kept in the address with the city, and refuses a backwards one', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/metrics': ({ url }) => {
        asked.push(url.search);
        return {
          body:
            url.searchParams.get('from') === '2026-01-01'
              ? makeMetrics({ '2026-01-01': { Guntur: { signups: 9 } } }, '2026-01-01', 31)
              : BUSY_MONTH,
        };
      },
    });
    const user = userEvent.setup();
    const { location } = renderMetrics('/ops/metrics?city=Guntur');
    const from = await screen.findByLabelText('First day');
    expect(from).toHaveValue('2026-10-24');
    expect(screen.getByLabelText('Last day')).toHaveValue('2026-11-22');

    // Backwards: said at once, the server not asked.
    fireEvent.change(from, { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('button', { name: 'Show period' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first day must not be after the last.',
    );
    expect(asked).toEqual(['']);

    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Show period' }));
    expect(await screen.findByText('1 Jan 2026')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?from=2026-01-01&to=2026-01-31');
    expect(location().search).toBe('?from=2026-01-01&to=2026-01-31&city=Guntur');
    expect(tiles()['Sign-ups']).toBe('9');

    // Back to the default, the city kept.
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(location().search).toBe('?city=Guntur'));
  });

  it('downloads the CSV of the period and the city shown', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/metrics': () => ({ body: BUSY_MONTH }),
      'GET /api/admin/metrics.csv': ({ url }) => {
        asked.push(url.search);
        return { status: 500, body: { success: false, code: 'internal', message: 'Broken' } };
      },
    });
    const user = userEvent.setup();
    renderMetrics('/ops/metrics?city=Hyderabad');
    await screen.findByText('24 Oct 2026');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The CSV could not be downloaded');
    expect(asked).toEqual(['?from=2026-10-24&to=2026-11-22&city=Hyderabad']);
  });
});
