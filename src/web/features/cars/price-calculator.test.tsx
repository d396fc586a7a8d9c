import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Category } from '@shared/constants';
import { PRICE_TABLE, type PriceRates } from '@shared/pricing';
import { renderWithProviders } from '../../test/render';
import { PriceCalculator } from './price-calculator';

async function estimate(rates: PriceRates, kilometers: string, hours: string) {
  const user = userEvent.setup();
  renderWithProviders(<PriceCalculator rates={rates} />);
  if (kilometers) await user.type(screen.getByLabelText('Kilometers'), kilometers);
  if (hours) await user.type(screen.getByLabelText('Hours'), hours);
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
}

function shown(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement!).getByRole('definition').textContent ?? '';
}

// docs/product/storefront.md#price-estimate: per km first 150 / beyond / base for 24 h / per extra hour.
const cases: Array<{
  category: Category;
  rows: Array<[km: string, hours: string, distance: string, time: string, total: string]>;
}> = [
  {
    category: 'regular',
    rows: [
      ['100', '10', '₹500', '₹2,000', '₹2,500'],
      ['150', '24', '₹750', '₹2,000', '₹2,750'],
      ['151', '25', '₹758', '₹2,100', '₹2,858'],
    ],
  },
  {
    category: 'prime',
    rows: [
      ['100', '10', '₹1,200', '₹2,700', '₹3,900'],
      ['150', '24', '₹1,800', '₹2,700', '₹4,500'],
      ['151', '25', '₹1,816', '₹2,900', '₹4,716'],
    ],
  },
  {
    category: 'luxury',
    rows: [
      ['100', '10', '₹2,000', '₹6,000', '₹8,000'],
      ['150', '24', '₹3,000', '₹6,000', '₹9,000'],
      ['151', '25', '₹3,040', '₹7,000', '₹10,040'],
    ],
  },
];

describe('PriceCalculator', () => {
  for (const { category, rows } of cases) {
    for (const [km, hours, distance, time, total] of rows) {
      it(`${category}: ${km} km and ${hours} h cost ${total}`, async () => {
        await estimate(PRICE_TABLE[category], km, hours);
        expect(shown('Distance charge')).toBe(distance);
        expect(shown('Time charge')).toBe(time);
        expect(shown('Estimated total')).toBe(total);
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      });
    }
  }

  it("says it uses the car's own rates, and explains them", () => {
    renderWithProviders(<PriceCalculator rates={PRICE_TABLE.luxury} />);
    expect(
      screen.getByText(/This car's own rates: first 150 km at ₹20\/km, beyond that ₹40/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/₹6,000 covers 24 hours; each extra hour costs ₹1,000/),
    ).toBeInTheDocument();
  });

  it("estimates at a partner's own rates rather than the category's", async () => {
    // A prime car whose partner charges ₹3,000 for 24 h and ₹14/km.
    await estimate({ perKmFirst: 14, perKmBeyond: 18, base: 3000, perExtraHour: 250 }, '160', '26');
    expect(shown('Distance charge')).toBe('₹2,280');
    expect(shown('Time charge')).toBe('₹3,500');
    expect(shown('Estimated total')).toBe('₹5,780');
  });

  it.each([
    ['zero kilometers', '0', '5'],
    ['zero hours', '100', '0'],
    ['negative kilometers', '-10', '5'],
    ['negative hours', '100', '-2'],
    ['empty kilometers', '', '5'],
    ['empty hours', '100', ''],
    ['both empty', '', ''],
  ])('rejects %s', async (_name, km, hours) => {
    await estimate(PRICE_TABLE.prime, km, hours);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter valid kilometers and hours');
    expect(screen.queryByText('Estimated total')).not.toBeInTheDocument();
  });

  it('replaces an error with the estimate once the input is valid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PriceCalculator rates={PRICE_TABLE.regular} />);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kilometers'), '10');
    await user.type(screen.getByLabelText('Hours'), '2');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shown('Estimated total')).toBe('₹2,050');
  });

  it('says a part-hour is charged as a full hour, and shows how the total adds up', async () => {
    await estimate(PRICE_TABLE.prime, '200', '26.5');
    expect(screen.getByText(/Part of an hour is charged as a full hour/)).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'How the estimate adds up' }))
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      '150 km × ₹12₹1,800',
      '50 km × ₹16₹800',
      'Base fare for the first 24 hours₹2,700',
      'Extra hours: 3 × ₹200₹600',
    ]);
    expect(shown('Estimated total')).toBe('₹5,900');
  });

  it.each([
    ['5001', '10'],
    ['100', '721'],
  ])('refuses %s km and %s hours with a clear message, and no figure', async (km, hours) => {
    await estimate(PRICE_TABLE.regular, km, hours);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter at most 5,000 km and 720 hours. For a longer trip, ask the travel company for a quote.',
    );
    expect(screen.queryByText('Estimated total')).not.toBeInTheDocument();
  });
});

describe('the way to the full quote', () => {
  it('offers the booking quote for the same km once there is an estimate', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderWithProviders(
      <PriceCalculator rates={PRICE_TABLE.prime} onFullQuote={(km) => asked.push(km)} />,
    );
    expect(screen.queryByRole('button', { name: 'See the full quote' })).toBeNull();
    await user.type(screen.getByLabelText('Kilometers'), '180');
    await user.type(screen.getByLabelText('Hours'), '12');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText(/the full quote adds the driver's allowance/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See the full quote' }));
    expect(asked).toEqual(['180']);
  });
});
