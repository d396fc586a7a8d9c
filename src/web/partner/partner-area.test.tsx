import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authToken } from '../lib/storage';
import { mockApi, renderWithProviders } from '../test/render';
import { PartnerArea } from './partner-area';
import { companyAnswer } from './test-data';

const renderArea = (route: string) =>
  renderWithProviders(<PartnerArea />, { route, path: 'partner/*' });

describe('PartnerArea', () => {
  it('opens the page of its address', async () => {
    authToken.set('partner-token');
    mockApi({ 'GET /api/partner/company': companyAnswer() });
    renderArea('/partner/company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
  });

  it('says so for an address the portal does not have, with the way to its dashboard', async () => {
    authToken.set('partner-token');
    mockApi({});
    renderArea('/partner/no-such-section');
    expect(
      await screen.findByRole('heading', { name: 'This page is not part of the partner portal' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the dashboard' })).toHaveAttribute(
      'href',
      '/partner',
    );
  });
});
