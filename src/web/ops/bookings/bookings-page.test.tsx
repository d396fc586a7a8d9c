import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCompany } from '@shared/contracts/verification';
import { authToken } from '../../lib/storage';
import { stubObjectUrls } from '../../test/object-urls';
import { mockApi, renderWithProviders } from '../../test/render';
import { BookingsPage } from './bookings-page';
import { COMPANY_ID, makeRow, operatorAnswer, rowsAnswer } from './test-data';

/** Where the app is: the search the address keeps. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const krishna: AdminCompany = {
  _id: COMPANY_ID,
  travelsName: 'Krishna River Cabs',
  legalName: 'Krishna River Cabs Private Limited',
  city: 'Vijayawada',
  citiesServed: ['Vijayawada'],
  address: 'Eluru Road, Vijayawada',
  gstin: '',
  pan: '',
  phone: '9848022334',
  whatsapp: '',
  email: '',
  status: 'verified',
  statusReason: '',
  papers: [{ kind: 'gst_certificate', state: 'valid', expiresOn: null }],
  createdAt: '2026-01-03T09:30:00.000Z',
};

/** The verification queue's lists the company choice is made of. */
const companies = (status: string) => ({
  body: { success: true, companies: status === 'verified' ? [krishna] : [] },
});

function renderPage(route = '/ops/bookings') {
  authToken.set('operator-token');
  return renderWithProviders(
    <>
      <BookingsPage />
      <Address />
    </>,
    { route },
  );
}

/** The results' table (desks); the phone cards carry the same bookings. */
const table = async () => screen.findByRole('table', { name: 'Bookings, the latest pickup first' });

describe('BookingsPage', () => {
  it('shows every booking, latest pickup first, with its facts in India time and rupees', async () => {
    const row = makeRow();
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/companies': ({ url }) => companies(url.searchParams.get('status') ?? ''),
      'GET /api/admin/bookings': rowsAnswer([row]),
    });
    renderPage();

    const results = await table();
    const cells = within(results).getAllByRole('row')[1]!;
    expect(within(cells).getByRole('link', { name: 'SA-7K3Q9X' })).toHaveAttribute(
      'href',
      `/ops/bookings/${row._id}`,
    );
    expect(cells).toHaveTextContent('Requested');
    expect(cells).toHaveTextContent('6 Mar 2026, 9:00 am');
    expect(cells).toHaveTextContent('6 Mar 2026, 9:00 pm');
    expect(cells).toHaveTextContent('Toyota Innova Crysta 2.4 VXKrishna River Cabs');
    expect(cells).toHaveTextContent('Priya Sharma9848012345');
    expect(cells).toHaveTextContent('₹4,452');
    expect(screen.getByRole('heading', { name: 'All bookings' })).toBeVisible();
    // The phone's cards hold the same booking.
    const cards = screen.getByRole('list', { name: 'Bookings, the latest pickup first' });
    expect(within(cards).getByRole('link')).toHaveTextContent('SA-7K3Q9X');
  });

  it('searches with the form, keeps the search in the address and fills the form from it', async () => {
    const asked: URLSearchParams[] = [];
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/companies': ({ url }) => companies(url.searchParams.get('status') ?? ''),
      'GET /api/admin/bookings': ({ url }) => {
        asked.push(url.searchParams);
        return rowsAnswer(url.searchParams.size > 0 ? [makeRow({ status: 'cancelled' })] : []);
      },
    });
    const user = userEvent.setup();
    renderPage();

    const search = await screen.findByRole('search', { name: 'Search bookings' });
    // Without the SA-, and the phone as people write it: both are read as the server reads them.
    await user.type(within(search).getByRole('textbox', { name: 'Reference' }), '7k3q9x');
    await user.type(within(search).getByRole('textbox', { name: "Customer's phone" }), '+91 98480');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    // The server's own rule, said at once at its field.
    expect(
      within(search).getByRole('textbox', { name: "Customer's phone" }),
    ).toHaveAccessibleDescription(
      "Enter the customer's 10-digit mobile number The 10-digit mobile",
    );
    expect(asked).toHaveLength(1);

    await user.type(within(search).getByRole('textbox', { name: "Customer's phone" }), ' 12345');
    await within(search).findByRole('option', { name: 'Krishna River Cabs · Vijayawada' });
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Company' }), COMPANY_ID);
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Status' }), 'Cancelled');
    await user.type(within(search).getByLabelText('Pickup from'), '2026-03-01');
    await user.type(within(search).getByLabelText('Pickup to'), '2026-03-31');
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        `/ops/bookings?reference=SA-7K3Q9X&phone=9848012345&companyId=${COMPANY_ID}&status=cancelled&from=2026-03-01&to=2026-03-31`,
      ),
    );
    await screen.findByRole('heading', { name: 'Matching bookings' });
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      reference: 'SA-7K3Q9X',
      phone: '9848012345',
      companyId: COMPANY_ID,
      status: 'cancelled',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(await table()).toHaveTextContent('Cancelled');
  });

  it('opens a search from its address, and says when nothing matches', async () => {
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/companies': ({ url }) => companies(url.searchParams.get('status') ?? ''),
      'GET /api/admin/bookings': rowsAnswer([]),
    });
    const user = userEvent.setup();
    renderPage('/ops/bookings?status=no_show&from=2026-03-01');

    expect(
      await screen.findByRole('heading', { name: 'No booking matches this search' }),
    ).toBeVisible();
    const search = screen.getByRole('search', { name: 'Search bookings' });
    expect(within(search).getByRole('combobox', { name: 'Status' })).toHaveValue('no_show');
    expect(within(search).getByLabelText('Pickup from')).toHaveValue('2026-03-01');

    await user.click(screen.getByRole('button', { name: 'Show every booking' }));
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/ops\/bookings$/);
    // The form follows the address.
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('loads the next page after the last booking shown', async () => {
    const first = makeRow({ reference: 'SA-AAAAAA' });
    const second = makeRow({ reference: 'SA-BBBBBB' });
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/companies': ({ url }) => companies(url.searchParams.get('status') ?? ''),
      'GET /api/admin/bookings': ({ url }) =>
        url.searchParams.get('cursor') === 'next-page'
          ? rowsAnswer([second])
          : rowsAnswer([first], 'next-page'),
    });
    const user = userEvent.setup();
    renderPage();

    expect(await table()).toHaveTextContent('SA-AAAAAA');
    await user.click(screen.getByRole('button', { name: 'Load more bookings' }));
    await waitFor(async () => expect(await table()).toHaveTextContent('SA-BBBBBB'));
    expect(screen.queryByRole('button', { name: 'Load more bookings' })).not.toBeInTheDocument();
  });

  it('says why a search was refused', async () => {
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/companies': ({ url }) => companies(url.searchParams.get('status') ?? ''),
      'GET /api/admin/bookings': {
        status: 400,
        body: {
          success: false,
          message: "Enter the customer's 10-digit mobile number",
          code: 'admin_booking_phone_invalid',
        },
      },
    });
    renderPage('/ops/bookings?phone=123');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not search the bookings');
    expect(alert).toHaveTextContent("Enter the customer's 10-digit mobile number");
  });

  it('downloads every booking of the search shown as CSV, under the name the server gave it', async () => {
    const api = mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/companies': ({ url }) => companies(url.searchParams.get('status') ?? ''),
      'GET /api/admin/bookings': rowsAnswer([makeRow()]),
    });
    const csv = '\uFEFFReference,Status\r\nSA-7K3Q9X,requested\r\n';
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/bookings.csv') return api(input, init);
      expect(url.search).toBe('?status=requested&from=2026-03-01');
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer operator-token');
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="saarthi-bookings-2026-03-05.csv"',
        },
      });
    });
    const { create } = stubObjectUrls();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderPage('/ops/bookings?status=requested&from=2026-03-01');
    await table();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['saarthi-bookings-2026-03-05.csv']));
    expect(create).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    click.mockRestore();
  });
});
