import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { DashboardPage } from '../dashboard/dashboard-page';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { companyAnswer, daysFromToday } from '../test-data';
import { listOf, makeDocument } from './test-data';

const COMPANY = companyAnswer({ status: 'verified' });

const gstCertificate = makeDocument({
  subject: 'company',
  kind: 'gst_certificate',
  carId: null,
  expiresOn: null,
  subjectName: 'Krishna River Cabs',
});

function renderDashboard() {
  return renderWithProviders(<DashboardPage />, {
    messages: PARTNER_AREA_MESSAGES,
    route: '/partner',
    path: '/partner',
  });
}

beforeEach(() => authToken.set('partner-token'));

describe('DocumentsAlert on the dashboard', () => {
  it('counts the documents needing attention and links to them', async () => {
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': listOf(
        gstCertificate,
        makeDocument({ kind: 'insurance', status: 'expired', expiresOn: daysFromToday(-2) }),
        makeDocument({ kind: 'puc', status: 'expired', expiresOn: daysFromToday(-40) }),
        makeDocument({ kind: 'permit', status: 'rejected', statusReason: 'Wrong car.' }),
        makeDocument({ kind: 'fitness', expiresOn: daysFromToday(20), expiresSoon: true }),
        makeDocument({ kind: 'rc' }),
      ),
    });
    renderDashboard();

    const alert = await screen.findByRole('region', { name: 'Documents need your attention' });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 documents have expired',
      '1 document was rejected by Saarthi',
      '1 document expires within 30 days',
    ]);
    expect(within(alert).getByRole('link', { name: 'Open your documents' })).toHaveAttribute(
      'href',
      '/partner/documents',
    );
    // Below the company's status, above what customers see.
    expect(screen.getByRole('region', { name: 'Your company is verified' })).toBeVisible();
  });

  it('reminds a company without its GST certificate to upload it', async () => {
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': listOf(),
    });
    renderDashboard();
    const alert = await screen.findByRole('region', { name: 'Documents need your attention' });
    expect(alert).toHaveTextContent('Your GST certificate is not uploaded yet');
  });

  it('shows nothing when every document is in order', async () => {
    let asked = false;
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': () => {
        asked = true;
        return listOf(gstCertificate, makeDocument({ status: 'pending' }));
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
