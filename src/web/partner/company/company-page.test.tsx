import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyBody } from '@shared/contracts/partner';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { makeCompany, SITE_CONFIG } from '../test-data';
import { CompanyPage } from './company-page';

function renderCompanyPage() {
  return renderWithProviders(<CompanyPage />, {
    messages: PARTNER_AREA_MESSAGES,
    route: '/partner/company',
    path: '/partner/company',
  });
}

describe('CompanyPage', () => {
  it('edits the company with PUT, the logo kept, and stays on the page', async () => {
    authToken.set('partner-token');
    const company = makeCompany({ imageUrl: '/uploads/logo.png' });
    let sent: CompanyBody | undefined;
    mockApi({
      'GET /api/partner/company': { body: { success: true, company } },
      'PUT /api/partner/company': ({ body }) => {
        sent = body as CompanyBody;
        return { body: { success: true, company: { ...company, ...sent } } };
      },
    });
    const user = userEvent.setup();
    renderCompanyPage();

    const name = await screen.findByRole('textbox', { name: /^Trade name/ });
    expect(name).toHaveValue('Krishna River Cabs');
    expect(screen.getByRole('checkbox', { name: 'Guntur' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hyderabad' })).not.toBeChecked();
    await user.clear(name);
    await user.type(name, 'Krishna Cabs');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your company details are saved.')).toBeInTheDocument();
    expect(sent).toMatchObject({ travelsName: 'Krishna Cabs', imageUrl: '/uploads/logo.png' });
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
  });

  it('says a corrected rejected company was sent for verification again', async () => {
    authToken.set('partner-token');
    const company = makeCompany({
      status: 'rejected',
      statusReason: 'The legal name does not match the GST certificate.',
    });
    mockApi({
      'GET /api/partner/company': { body: { success: true, company } },
      'PUT /api/partner/company': ({ body }) => ({
        body: {
          success: true,
          company: { ...company, ...(body as object), status: 'pending', statusReason: '' },
        },
      }),
    });
    const user = userEvent.setup();
    renderCompanyPage();

    expect(
      await screen.findByText('The legal name does not match the GST certificate.'),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Legal name/ }), ' LLP');
    await user.click(screen.getByRole('button', { name: 'Save and resubmit' }));

    expect(await screen.findByText('Saved and sent for verification again.')).toBeInTheDocument();
    // Off to the dashboard, which shows the company pending again.
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('shows a suspended company read-only, with the reason and no save button', async () => {
    authToken.set('partner-token');
    mockApi({
      'GET /api/partner/company': {
        body: {
          success: true,
          company: makeCompany({ status: 'suspended', statusReason: 'Insurance expired.' }),
        },
      },
      'GET /api/site': { body: SITE_CONFIG },
    });
    renderCompanyPage();

    expect(await screen.findByText('Insurance expired.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Trade name/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Vijayawada' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Call +91 90000 12345' })).toBeInTheDocument(),
    );
  });

  it('asks before unsaved company details are lost to the Back button or a closed tab', async () => {
    authToken.set('partner-token');
    const company = makeCompany();
    mockApi({
      'GET /api/partner/company': { body: { success: true, company } },
      'PUT /api/partner/company': ({ body }) => ({
        body: { success: true, company: { ...company, ...(body as CompanyBody) } },
      }),
    });
    const unloadPrevented = () => {
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      return unload.defaultPrevented;
    };
    const user = userEvent.setup();
    renderCompanyPage();

    const name = await screen.findByRole('textbox', { name: /^Trade name/ });
    expect(unloadPrevented()).toBe(false);
    await user.type(name, ' Tours');
    expect(unloadPrevented()).toBe(true);
    // The browser's Back button: the page stays, and asks.
    window.history.back();
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(name).toHaveValue('Krishna River Cabs Tours');

    // Saved: nothing left to lose, nothing asked.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your company details are saved.')).toBeInTheDocument();
    await waitFor(() => expect(unloadPrevented()).toBe(false));
  });
});
