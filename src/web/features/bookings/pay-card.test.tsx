import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/contracts/bookings';
import { renderWithProviders } from '../../test/render';
import { PayCard } from './pay-card';
import { makeBooking } from './test-data';

function completedTrip(due: number, pay?: Booking['pay']): Booking {
  const trip = makeBooking({ status: 'completed' });
  return {
    ...trip,
    bill: {
      ...trip.quote,
      lines: trip.quote.lines.map((line) => ({ ...line, quoted: line.amount })),
      basis: 'readings',
      credited: 0,
      paid: trip.quote.total - due,
      due,
    },
    ...(pay ? { pay } : {}),
  };
}

describe('PayCard', () => {
  it('shows what is due as a UPI QR code and a link any UPI app opens', () => {
    const link =
      'upi://pay?pa=sridurga%40okhdfcbank&pn=Sri%20Durga%20Travels&am=4087.00&cu=INR&tn=SA-7K3Q9X';
    renderWithProviders(
      <PayCard
        trip={completedTrip(4087, {
          upiId: 'sridurga@okhdfcbank',
          payee: 'Sri Durga Travels',
          amount: 4087,
          link,
          qr: 'data:image/svg+xml;base64,PHN2Zy8+',
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Pay Sri Durga Travels' });
    expect(card).toHaveTextContent('₹4,087 due');
    expect(
      within(card).getByRole('img', { name: 'UPI QR code to pay ₹4,087 to Sri Durga Travels' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(card).getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
      'href',
      link,
    );
    expect(card).toHaveTextContent('UPI ID sridurga@okhdfcbank');
    expect(card).toHaveTextContent('SA-7K3Q9X');
  });

  it('asks for cash, card or a transfer when the company takes no UPI', () => {
    renderWithProviders(<PayCard trip={completedTrip(500)} />);
    const card = screen.getByRole('region', { name: 'Pay Sri Durga Travels' });
    expect(card).toHaveTextContent('Pay the company in cash, by card or by bank transfer.');
    expect(within(card).getByRole('link', { name: /9848022334/ })).toHaveAttribute(
      'href',
      'tel:9848022334',
    );
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('is not there once the bill is paid, or before the trip is over', () => {
    const { unmount } = renderWithProviders(<PayCard trip={completedTrip(0)} />);
    expect(screen.queryByRole('region', { name: /^Pay / })).toBeNull();
    unmount();
    renderWithProviders(<PayCard trip={makeBooking({ status: 'in_progress' })} />);
    expect(screen.queryByRole('region', { name: /^Pay / })).toBeNull();
  });
});
