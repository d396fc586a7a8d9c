import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CompanyBody } from '@shared/contracts/partner';
import { isGstin } from '@shared/validators';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { DashboardPage } from '../dashboard/dashboard-page';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { CUSTOMER_REFUSAL, gstinOf, makeCompany } from '../test-data';
import { JoinPage } from './join-page';

/** The join page and the dashboard it leads to, as the partner routes mount them. */
function renderJoin() {
  return renderWithProviders(
    <Routes>
      <Route path="/partner" element={<DashboardPage />} />
      <Route path="/partner/join" element={<JoinPage />} />
    </Routes>,
    { messages: PARTNER_AREA_MESSAGES, route: '/partner/join' },
  );
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function fillValidCompany(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Trade name/), 'Krishna River Cabs');
  await user.type(field(/^Legal name/), 'Krishna River Cabs Private Limited');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Head office city' }), 'Guntur');
  await user.type(field(/^Office address/), '12-3-4, Eluru Road, Vijayawada');
  await user.click(screen.getByRole('checkbox', { name: 'Guntur' }));
  await user.type(field(/^GSTIN/), gstinOf('AAKCK1234Q').toLowerCase());
  await user.type(field(/^Phone/), '98480 22334');
  await user.type(field(/^Email/), 'bookings@krishnarivercabs.in');
}

describe('JoinPage', () => {
  it('prefills the company defaults, explains the GSTIN and reads the PAN from it', async () => {
    authToken.set('customer-token');
    mockApi({ 'GET /api/partner/company': CUSTOMER_REFUSAL });
    renderJoin();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register your travel company' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Driver allowance per day' })).toHaveValue(300);
    expect(screen.getByRole('spinbutton', { name: 'Night charge per night' })).toHaveValue(250);
    expect(screen.getByRole('spinbutton', { name: 'Outstation minimum per day' })).toHaveValue(250);
    expect(screen.getByRole('combobox', { name: 'Head office city' })).toHaveValue('Vijayawada');
    expect(screen.getByRole('checkbox', { name: 'Vijayawada' })).toBeChecked();
    const gstin = field(/^GSTIN/);
    expect(gstin).toHaveAccessibleDescription(
      'The 15 characters on your GST certificate. It starts with 37 in Andhra Pradesh and 36 in Telangana.',
    );
    // The example is a GSTIN that passes its own check.
    expect(isGstin(gstin.getAttribute('placeholder')!)).toBe(true);
    // The PAN is not asked for: it is shown as the GSTIN gives it.
    expect(screen.queryByRole('textbox', { name: /^PAN/ })).not.toBeInTheDocument();
    await userEvent.setup().type(gstin, gstinOf('AAKCK1234Q'));
    expect(screen.getByText('AAKCK1234Q')).toBeInTheDocument();
  });

  it('checks the fields with the shared rules before sending anything', async () => {
    authToken.set('customer-token');
    const api = mockApi({ 'GET /api/partner/company': CUSTOMER_REFUSAL });
    const user = userEvent.setup();
    renderJoin();
    await screen.findByRole('heading', { level: 1, name: 'Register your travel company' });

    await user.click(screen.getByRole('checkbox', { name: 'Vijayawada' }));
    await user.type(field(/^GSTIN/), gstinOf('AAKCZ5555Z', '27'));
    await user.type(field(/^Phone/), '98480 223');
    const allowance = screen.getByRole('spinbutton', { name: 'Driver allowance per day' });
    await user.clear(allowance);
    await user.type(allowance, '-5');
    await user.click(screen.getByRole('button', { name: 'Register company' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '6 fields need correcting: see the messages under them.',
    );
    const name = field(/^Trade name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Company name is required/);
    // The first wrong field gets the focus, so a keyboard or screen reader user lands on it.
    expect(name).toHaveFocus();
    expect(field(/^Legal name/)).toHaveAccessibleDescription(/Legal name is required/);
    expect(field(/^Office address/)).toHaveAccessibleDescription('Address is required');
    expect(field(/^Phone/)).toHaveAccessibleDescription(
      'Phone must be a valid 10-digit Indian mobile number',
    );
    expect(screen.getByRole('group', { name: 'Cities you serve' })).toHaveAccessibleDescription(
      'Choose at least one city served',
    );
    expect(allowance).toHaveAccessibleDescription('Enter a whole number of rupees from 0 to 5000');

    // With every field right, a Maharashtra GSTIN for an Andhra company is still caught there.
    await user.type(field(/^Trade name/), 'Krishna River Cabs');
    await user.type(field(/^Legal name/), 'Krishna River Cabs Private Limited');
    await user.type(field(/^Office address/), 'Eluru Road, Vijayawada');
    await user.click(screen.getByRole('checkbox', { name: 'Guntur' }));
    await user.type(field(/^Phone/), '34');
    await user.clear(allowance);
    await user.type(allowance, '400');
    await user.click(screen.getByRole('button', { name: 'Register company' }));
    await waitFor(() =>
      expect(field(/^GSTIN/)).toHaveAccessibleDescription(
        /The GSTIN must be registered in the state of the company’s city/,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'One field needs correcting: see the message under it.',
    );
    // Nothing was sent.
    const posts = api.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toEqual([]);
  });

  it('shows the server refusals next to their fields and keeps the form', async () => {
    authToken.set('customer-token');
    mockApi({
      'GET /api/partner/company': CUSTOMER_REFUSAL,
      'POST /api/partner/company': {
        status: 400,
        body: {
          success: false,
          message: 'The GSTIN must contain the company PAN',
          code: 'gstin_pan_mismatch',
          errors: [
            {
              path: 'body.gstin',
              message: 'The GSTIN must contain the company PAN',
              code: 'gstin_pan_mismatch',
            },
            {
              path: 'body.email',
              message: 'Email must be a valid email address',
              code: 'company_email_invalid',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderJoin();
    await screen.findByRole('heading', { level: 1, name: 'Register your travel company' });
    await fillValidCompany(user);
    await user.click(screen.getByRole('button', { name: 'Register company' }));

    const gstin = field(/^GSTIN/);
    await waitFor(() =>
      expect(gstin).toHaveAccessibleDescription(/The GSTIN must contain the company PAN/),
    );
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveFocus();
    expect(field(/^Email/)).toHaveAccessibleDescription('Email must be a valid email address');
    expect(field(/^Trade name/)).toHaveValue('Krishna River Cabs');
    expect(screen.getByRole('button', { name: 'Register company' })).toBeEnabled();
  });

  it('sends the company with its logo, disables the button meanwhile and shows the pending dashboard', async () => {
    authToken.set('customer-token');
    let sent: CompanyBody | undefined;
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    mockApi({
      'GET /api/partner/company': CUSTOMER_REFUSAL,
      'POST /api/uploads': ({ body }) => {
        expect((body as FormData).get('car_image')).toBeInstanceOf(File);
        return { status: 201, body: { success: true, car_image_url: '/uploads/krishna-logo.png' } };
      },
      'POST /api/partner/company': ({ body, headers }) => {
        expect(headers.get('authorization')).toBe('Bearer customer-token');
        sent = body as CompanyBody;
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    const user = userEvent.setup();
    renderJoin();
    await screen.findByRole('heading', { level: 1, name: 'Register your travel company' });
    await fillValidCompany(user);
    await user.upload(
      screen.getByLabelText('Choose picture'),
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: "Your company's logo" })).toHaveAttribute(
      'src',
      '/uploads/krishna-logo.png',
    );
    await user.click(screen.getByRole('button', { name: 'Register company' }));

    expect(await screen.findByRole('button', { name: 'Registering…' })).toBeDisabled();
    expect(sent).toMatchObject({
      imageUrl: '/uploads/krishna-logo.png',
      travelsName: 'Krishna River Cabs',
      city: 'Guntur',
      citiesServed: ['Vijayawada', 'Guntur'],
      gstin: gstinOf('AAKCK1234Q'),
      phone: '9848022334',
      whatsapp: '',
      driverAllowancePerDay: 300,
      nightChargePerNight: 250,
      outstationMinKmPerDay: 250,
    });

    answer({
      status: 201,
      body: { success: true, company: makeCompany({ status: 'pending', city: 'Guntur' }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Waiting for verification' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'We are checking your documents; your cars appear on Saarthi once verified.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Your company is registered. We will verify it soon.'),
    ).toBeInTheDocument();
  });

  it('sends a partner who has a company to the dashboard', async () => {
    authToken.set('partner-token');
    mockApi({
      'GET /api/partner/company': { body: { success: true, company: makeCompany() } },
    });
    renderJoin();
    const status = await screen.findByRole('region', { name: 'Your company is verified' });
    expect(within(status).getByText(/Customers can find your company/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register company' })).not.toBeInTheDocument();
  });
});
