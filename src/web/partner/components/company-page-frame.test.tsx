import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { companyAnswer, CUSTOMER_REFUSAL, refusal } from '../test-data';
import { expectAskedToRegister } from '../test-helpers';
import { CompanyPageFrame } from './company-page-frame';

/** The requests for the company among those the page made (the layout asks for others). */
const companyRequests = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([input]) => String(input).endsWith('/api/partner/company'));

function renderFrame(props: { noCompanyTitle?: string; noCompany?: string } = {}) {
  return renderWithProviders(
    <CompanyPageFrame title="Your fleet" loadingLabel="Loading your cars…" {...props}>
      {(company) => <h1>{company.travelsName}’s cars</h1>}
    </CompanyPageFrame>,
    { messages: PARTNER_AREA_MESSAGES, route: '/partner/fleet', path: '/partner/fleet' },
  );
}

describe('CompanyPageFrame', () => {
  it('shows the page for the company once it is loaded, under its tab title', async () => {
    authToken.set('partner-token');
    mockApi({ 'GET /api/partner/company': companyAnswer() });
    renderFrame();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your cars…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Krishna River Cabs’s cars' }),
    ).toBeVisible();
    expect(document.title).toBe('Your fleet · Saarthi');
    // Inside the portal's frame: its sections are there.
    expect(screen.getAllByRole('navigation', { name: 'Partner portal' }).length).toBeGreaterThan(0);
  });

  it('asks an account without a company to register one, in the words of the page', async () => {
    authToken.set('customer-token');
    mockApi({ 'GET /api/partner/company': CUSTOMER_REFUSAL });
    renderFrame({
      noCompanyTitle: 'Register your company first',
      noCompany: 'Cars are listed under a travel company.',
    });

    await expectAskedToRegister('Register your company first');
    expect(screen.getByText('Cars are listed under a travel company.')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('asks for a new login when the session has ended, without trying again', async () => {
    authToken.set('old-token');
    const api = mockApi({
      'GET /api/partner/company': refusal(401, 'Please log in again', 'session_expired'),
    });
    renderFrame();

    // The refused token is forgotten at once, and the ended session is said once (a toast), the
    // page asking to log in like any signed-out visit.
    await waitFor(() => expect(authToken.get()).toBeNull());
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeVisible();
    expect(screen.getAllByText(/session has ended/i)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    // A 401 is not asked again.
    expect(companyRequests(api)).toHaveLength(1);
  });

  it('asks a signed-out visitor to log in, and nothing of the company', () => {
    const api = mockApi({});
    renderFrame();
    expect(screen.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    expect(companyRequests(api)).toHaveLength(0);
  });
});
