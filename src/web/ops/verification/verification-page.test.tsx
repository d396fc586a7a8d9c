import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCompany, AdminDocument } from '@shared/contracts/verification';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { VerificationPage } from './verification-page';

const operator = {
  body: {
    success: true,
    operator: { id: crypto.randomUUID(), name: 'Saarthi Operations', email: 'ops@saarthi.in' },
  },
};

function makeCompany(overrides: Partial<AdminCompany> = {}): AdminCompany {
  return {
    _id: crypto.randomUUID(),
    travelsName: 'Amaravati Cab Company',
    legalName: 'Amaravati Cab Company',
    city: 'Guntur',
    gstin: '37BQRPK6120D1ZU',
    pan: 'BQRPK6120D',
    phone: '9849098765',
    email: '',
    status: 'pending',
    statusReason: '',
    createdAt: '2026-10-03T09:30:00.000Z',
    ...overrides,
  };
}

function makeDocument(
  company: AdminCompany,
  overrides: Partial<AdminDocument> = {},
): AdminDocument {
  return {
    _id: crypto.randomUUID(),
    kind: 'gst_certificate',
    fileName: 'gst.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 2048,
    expiresOn: null,
    status: 'pending',
    statusReason: '',
    company: { _id: company._id, travelsName: company.travelsName, phone: company.phone },
    subject: null,
    createdAt: '2026-10-03T09:30:00.000Z',
    ...overrides,
  };
}

const list = (name: string, items: unknown[]) => ({ body: { success: true, [name]: items } });

function renderPage(route = '/ops/verification') {
  authToken.set('operator-token');
  return renderWithProviders(<VerificationPage />, { route, path: '/ops/verification' });
}

describe('VerificationPage', () => {
  it("shows a waiting company's facts and papers, and verifies it", async () => {
    const company = makeCompany();
    let waiting = [company];
    const decisions: unknown[] = [];
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/companies': () => list('companies', waiting),
      'GET /api/admin/cars': list('cars', []),
      'GET /api/admin/drivers': list('drivers', []),
      'GET /api/admin/documents': ({ url }) =>
        list(
          'documents',
          url.searchParams.get('status') === 'pending' ? [makeDocument(company)] : [],
        ),
      'GET /api/admin/documents/expiring': list('documents', []),
      [`POST /api/admin/companies/${company._id}/verify`]: ({ body, headers }) => {
        expect(headers.get('authorization')).toBe('Bearer operator-token');
        decisions.push(body);
        waiting = [];
        return {
          body: {
            success: true,
            message: 'Company verified',
            company: { ...company, status: 'verified' },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();

    const card = await screen.findByRole('article', { name: 'Amaravati Cab Company' });
    expect(within(card).getByText('BQRPK6120D')).toBeVisible();
    expect(await within(card).findByRole('button', { name: /GST certificate/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Companies (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(card).getByRole('button', { name: 'Approve Amaravati Cab Company' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Company verified');
    expect(decisions).toEqual([{ decision: 'approve', reason: '' }]);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(screen.getByText('No company is waiting for verification.')).toBeVisible();
  });

  it('rejects a document only with a reason, and keeps the dialog open when the server refuses', async () => {
    const company = makeCompany();
    const document = makeDocument(company);
    let answer: 'refuse' | 'accept' = 'refuse';
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/companies': list('companies', []),
      'GET /api/admin/cars': list('cars', []),
      'GET /api/admin/drivers': list('drivers', []),
      'GET /api/admin/documents': list('documents', [document]),
      'GET /api/admin/documents/expiring': list('documents', []),
      [`POST /api/admin/documents/${document._id}/verify`]: ({ body }) => {
        expect(body).toEqual({ decision: 'reject', reason: 'The scan is cut off.' });
        if (answer === 'refuse')
          return {
            status: 409,
            body: {
              success: false,
              code: 'document_not_waiting',
              message: 'This document is not waiting for a check',
            },
          };
        return {
          body: {
            success: true,
            message: 'Document rejected',
            document: { ...document, status: 'rejected' },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage('/ops/verification?queue=documents');

    const card = await screen.findByRole('article', {
      name: 'GST certificate · Amaravati Cab Company',
    });
    await user.click(
      within(card).getByRole('button', { name: 'Reject GST certificate · Amaravati Cab Company' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Reject GST certificate · Amaravati Cab Company',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Write the reason (at least 5 characters).',
    );

    await user.type(within(dialog).getByLabelText('Reason'), 'The scan is cut off.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This document is not waiting for a check',
    );

    answer = 'accept';
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Document rejected');
  });

  it('says when a queue is empty, and when it cannot be loaded', async () => {
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/companies': list('companies', []),
      'GET /api/admin/cars': {
        status: 503,
        body: {
          success: false,
          code: 'service_unavailable',
          message: 'Service temporarily unavailable',
        },
      },
      'GET /api/admin/drivers': list('drivers', []),
      'GET /api/admin/documents': list('documents', []),
      'GET /api/admin/documents/expiring': list('documents', []),
    });
    // The failed list is logged once, as every failed query is.
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage('/ops/verification?queue=drivers');
    expect(await screen.findByText('No driver is waiting for a check.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cars' }));
    expect(await screen.findByText(/Service temporarily unavailable/)).toBeVisible();
    expect(logged).toHaveBeenCalledWith(
      'Failed to load the cars waiting for review',
      expect.anything(),
    );
  });
});
