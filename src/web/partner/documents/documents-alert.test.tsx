import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { DashboardPage } from '../dashboard/dashboard-page';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { companyAnswer, daysFromToday } from '../test-data';
import { attentionOf, makeAttention } from './test-data';

const COMPANY = companyAnswer({ status: 'verified' });

function renderDashboard() {
  return renderWithProviders(<DashboardPage />, {
    messages: PARTNER_AREA_MESSAGES,
    route: '/partner',
    path: '/partner',
  });
}

beforeEach(() => authToken.set('partner-token'));

describe('DocumentsAlert on the dashboard', () => {
  it('counts what needs attention as the documents page does, and links to them', async () => {
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents/attention': attentionOf(
        makeAttention({ reason: 'expired', kind: 'insurance', expiresOn: daysFromToday(-2) }),
        makeAttention({ reason: 'expired', kind: 'puc', expiresOn: daysFromToday(-40) }),
        makeAttention({ reason: 'rejected', kind: 'permit' }),
        makeAttention({ reason: 'expiring', kind: 'fitness', expiresOn: daysFromToday(20) }),
        makeAttention({ subject: 'company', subjectId: null, kind: 'gst_certificate' }),
        makeAttention({ subject: 'driver', kind: 'police_verification' }),
      ),
    });
    renderDashboard();

    const alert = await screen.findByRole('region', { name: 'Documents need your attention' });
    // The documents page's heading says the same number.
    expect(alert).toHaveTextContent('6 things need your attention');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 documents have expired',
      '1 document was rejected by Saarthi',
      '1 document expires within 30 days',
      '2 documents are not uploaded yet',
    ]);
    expect(within(alert).getByRole('link', { name: 'Open your documents' })).toHaveAttribute(
      'href',
      '/partner/documents',
    );
    // Below the company's status, above what customers see.
    expect(screen.getByRole('region', { name: 'Your company is verified' })).toBeVisible();
  });

  it('shows nothing when nothing needs attention', async () => {
    let asked = false;
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents/attention': () => {
        asked = true;
        return attentionOf();
      },
    });
    renderDashboard();
    expect(
      await screen.findByRole('region', { name: 'Your company is verified' }),
    ).toBeInTheDocument();
    await expect.poll(() => asked).toBe(true);
    expect(
      screen.queryByRole('region', { name: 'Documents need your attention' }),
    ).not.toBeInTheDocument();
  });
});
