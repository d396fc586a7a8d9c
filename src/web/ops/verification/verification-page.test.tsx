import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminCar,
  AdminCompany,
  AdminDocument,
  AdminDriver,
} from '@shared/contracts/verification';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { stubObjectUrls } from '../../test/object-urls';
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
    citiesServed: ['Guntur', 'Vijayawada'],
    address: '4-12-7, Arundelpet, Guntur 522002',
    whatsapp: '9849098766',
    gstin: '37BQRPK6120D1ZU',
    pan: 'BQRPK6120D',
    phone: '9849098765',
    email: '',
    status: 'pending',
    statusReason: '',
    papers: [{ kind: 'gst_certificate', state: 'valid', expiresOn: null }],
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

function makeCar(overrides: Partial<AdminCar> = {}): AdminCar {
  return {
    _id: crypto.randomUUID(),
    carName: 'Toyota Innova Crysta',
    carModel: '2.4 GX',
    registrationNumber: 'AP39BD7788',
    category: 'prime',
    city: 'Vijayawada',
    seater: 7,
    luggage: 3,
    ac: true,
    fuelType: 'Diesel',
    bodyType: 'muv',
    defaultDriver: null,
    photos: ['/uploads/innova-front.jpg', '/uploads/innova-seats.jpg'],
    carImage: '/uploads/innova-front.jpg',
    rates: { perKmFirst: 12, perKmBeyond: 16, base: 2700, perExtraHour: 200 },
    rateChange: null,
    identityChange: null,
    status: 'pending_review',
    statusReason: '',
    papers: (['rc', 'permit', 'fitness', 'insurance', 'puc'] as const).map((kind) => ({
      kind,
      state: 'valid' as const,
      expiresOn: '2027-08-31',
    })),
    company: { _id: crypto.randomUUID(), travelsName: 'Sri Durga Travels', status: 'verified' },
    createdAt: '2026-10-01T09:30:00.000Z',
    ...overrides,
  };
}

function makeDriver(overrides: Partial<AdminDriver> = {}): AdminDriver {
  return {
    _id: crypto.randomUUID(),
    name: 'Koteswara Rao Pilla',
    age: 41,
    languages: ['Telugu', 'Hindi'],
    experienceYears: 15,
    licenceLast4: '4521',
    licenceExpiresOn: '2031-06-30',
    status: 'pending',
    statusReason: '',
    papers: [
      { kind: 'driving_licence', state: 'valid', expiresOn: '2031-06-30' },
      { kind: 'police_verification', state: 'valid', expiresOn: '2027-03-31' },
    ],
    company: { _id: crypto.randomUUID(), travelsName: 'Sri Durga Travels', city: 'Vijayawada' },
    createdAt: '2026-10-02T09:30:00.000Z',
    ...overrides,
  };
}

const list = (name: string, items: unknown[]) => ({ body: { success: true, [name]: items } });

/** Every queue empty, for a test that fills the ones it looks at. */
const emptyQueues = {
  'GET /api/admin/me': operator,
  'GET /api/admin/companies': list('companies', []),
  'GET /api/admin/cars': list('cars', []),
  'GET /api/admin/drivers': list('drivers', []),
  'GET /api/admin/documents': list('documents', []),
  'GET /api/admin/documents/expiring': list('documents', []),
};

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
          url.searchParams.get('status') === 'all' &&
            url.searchParams.get('companyId') === company._id
            ? [makeDocument(company)]
            : [],
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
            code: 'company_verified',
            company: { ...company, status: 'verified' },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();

    const card = await screen.findByRole('article', { name: 'Amaravati Cab Company' });
    expect(within(card).getByText('BQRPK6120D')).toBeVisible();
    expect(card).toHaveTextContent('Cities servedGuntur, Vijayawada');
    expect(card).toHaveTextContent('WhatsApp9849098766');
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
            code: 'document_rejected',
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
    // The contract's rule and words, at the reason, which gets the focus.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
        /Write the reason the partner will see \(at least 5 characters\)$/,
      ),
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();

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

  it("shows a car's rate change and photos, and approves it", async () => {
    const car = makeCar({
      rates: { perKmFirst: 18, perKmBeyond: 16, base: 2700, perExtraHour: 200 },
      rateChange: {
        before: { perKmFirst: 12, perKmBeyond: 16, base: 2700, perExtraHour: 200 },
        after: { perKmFirst: 18, perKmBeyond: 16, base: 2700, perExtraHour: 200 },
        changedAt: '2026-10-05T09:30:00.000Z',
      },
    });
    let waiting = [car];
    stubObjectUrls();
    const photoFetched = vi.fn();
    mockApi({
      ...emptyQueues,
      'GET /api/admin/cars': () => list('cars', waiting),
      [`POST /api/admin/cars/${car._id}/verify`]: ({ body }) => {
        expect(body).toEqual({ decision: 'approve', reason: '' });
        waiting = [];
        return {
          body: {
            success: true,
            message: 'Car approved',
            code: 'car_approved',
            car: { ...car, status: 'live' },
          },
        };
      },
      // A car not live yet shows its photos only to its partner and operators: with the token.
      'GET /uploads/innova-front.jpg': { body: 'front' },
      'GET /uploads/innova-seats.jpg': ({ headers }) => {
        photoFetched(headers.get('authorization'));
        return { body: 'seats' };
      },
    });
    const user = userEvent.setup();
    renderPage('/ops/verification?queue=cars');

    const card = await screen.findByRole('article', { name: 'Toyota Innova Crysta' });
    expect(card).toHaveTextContent('Seats7 + driver');
    expect(card).toHaveTextContent('Luggage3 bags');
    expect(card).toHaveTextContent('Air conditioningAC');
    expect(card).toHaveTextContent('Body typeMUV');
    expect(card).toHaveTextContent('Default driverNone chosen');
    expect(card).toHaveTextContent('Papers to go live (all in order)');
    expect(card).toHaveTextContent('Insurance: valid until 31 Aug 2027');
    expect(card).toHaveTextContent(/changed this live car's rates by more than 30%/);
    const rates = within(card).getByRole('table', { name: 'Rates' });
    const firstKm = within(rates).getByRole('row', { name: /Per km, first 150 km/ });
    expect(firstKm).toHaveTextContent(/₹12.*₹18.*\(changed\)/);
    expect(within(rates).getByRole('row', { name: /Per extra hour/ })).not.toHaveTextContent(
      'changed',
    );
    await waitFor(() =>
      expect(
        within(card).getByRole('img', { name: 'Toyota Innova Crysta, photo 2 of 2' }),
      ).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
    );
    expect(photoFetched).toHaveBeenCalledWith('Bearer operator-token');

    await user.click(
      within(card).getByRole('button', { name: 'Approve Toyota Innova Crysta · AP39BD7788' }),
    );
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Car approved');
    expect(await screen.findByText('No car is waiting for review.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cars (0)' })).toBeVisible();
  });

  it('shows what keeps a car from going live when its approval is refused for its papers', async () => {
    const car = makeCar({
      papers: [
        { kind: 'rc', state: 'rejected', expiresOn: '2030-01-01' },
        { kind: 'permit', state: 'missing', expiresOn: null },
        { kind: 'fitness', state: 'valid', expiresOn: '2027-01-01' },
        { kind: 'insurance', state: 'missing', expiresOn: null },
        { kind: 'puc', state: 'valid', expiresOn: '2027-01-01' },
      ],
    });
    mockApi({
      ...emptyQueues,
      'GET /api/admin/cars': list('cars', [car]),
      'GET /uploads/innova-front.jpg': { status: 404, body: {} },
      'GET /uploads/innova-seats.jpg': { status: 404, body: {} },
      [`POST /api/admin/cars/${car._id}/verify`]: {
        status: 409,
        body: {
          success: false,
          message: 'Not every paper is in order yet: RC: rejected, a new one is needed; …',
          code: 'papers_not_in_order',
          params: { papers: 'RC: rejected, a new one is needed; …' },
          errors: [
            {
              path: 'papers.rc',
              message: 'RC: rejected, a new one is needed',
              code: 'paper_rejected',
              params: { paper: 'RC' },
            },
            {
              path: 'papers.permit',
              message: 'Permit: not uploaded',
              code: 'paper_missing',
              params: { paper: 'Permit' },
            },
            {
              path: 'papers.insurance',
              message: 'Insurance: not uploaded',
              code: 'paper_missing',
              params: { paper: 'Insurance' },
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderPage('/ops/verification?queue=cars');

    const card = await screen.findByRole('article', { name: 'Toyota Innova Crysta' });
    expect(card).toHaveTextContent('Papers to go live (2 of 5 in order)');
    await user.click(
      within(card).getByRole('button', { name: 'Approve Toyota Innova Crysta · AP39BD7788' }),
    );
    const refusal = await within(card).findByRole('alert');
    expect(refusal).toHaveTextContent('Not every paper is in order yet, so this cannot go live:');
    expect(refusal).toHaveTextContent('RC (registration certificate): Rejected: upload a new one');
    expect(refusal).toHaveTextContent('Permit: Not uploaded');
    expect(refusal).toHaveTextContent('Insurance: Not uploaded');
    expect(refusal).not.toHaveTextContent('Fitness');
  });

  it('rejects a driver with the reason the partner will read; the driver leaves the queue', async () => {
    const driver = makeDriver();
    const other = makeDriver({ name: 'Nagendra Babu Gutta', licenceLast4: '7788' });
    let waiting = [driver, other];
    mockApi({
      ...emptyQueues,
      'GET /api/admin/drivers': () => list('drivers', waiting),
      [`POST /api/admin/drivers/${driver._id}/verify`]: ({ body }) => {
        expect(body).toEqual({ decision: 'reject', reason: 'The licence scan is unreadable.' });
        waiting = [other];
        return {
          body: {
            success: true,
            message: 'Driver rejected',
            code: 'driver_rejected',
            driver: { ...driver, status: 'rejected' },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage('/ops/verification?queue=drivers');

    const card = await screen.findByRole('article', { name: 'Koteswara Rao Pilla' });
    expect(card).toHaveTextContent('LicenceXXXX…4521');
    expect(card).toHaveTextContent('CompanySri Durga Travels · Vijayawada');
    expect(screen.getByRole('button', { name: 'Drivers (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(card).getByRole('button', { name: 'Reject Koteswara Rao Pilla' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Koteswara Rao Pilla' });
    expect(dialog).toHaveTextContent('The partner reads this reason');
    await user.type(within(dialog).getByLabelText('Reason'), 'The licence scan is unreadable.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Driver rejected');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Koteswara Rao Pilla' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Nagendra Babu Gutta' })).toBeVisible();
  });

  it('suspends a verified company with a reason, and restores a suspended one', async () => {
    const verified = makeCompany({ travelsName: 'Sri Durga Travels', status: 'verified' });
    const suspended = makeCompany({
      travelsName: 'Godavari Cabs',
      status: 'suspended',
      statusReason: 'Unpaid customers.',
    });
    const moves: Array<[string, unknown]> = [];
    mockApi({
      ...emptyQueues,
      'GET /api/admin/companies': ({ url }) =>
        list(
          'companies',
          url.searchParams.get('status') === 'verified'
            ? [verified]
            : url.searchParams.get('status') === 'suspended'
              ? [suspended]
              : [],
        ),
      [`POST /api/admin/companies/${verified._id}/suspend`]: ({ body }) => {
        moves.push(['suspend', body]);
        return {
          body: {
            success: true,
            message: 'Company suspended: its cars have left the storefront',
            code: 'company_suspended_now',
            company: { ...verified, status: 'suspended' },
          },
        };
      },
      [`POST /api/admin/companies/${suspended._id}/restore`]: ({ body }) => {
        moves.push(['restore', body]);
        return {
          body: {
            success: true,
            message: 'Company restored: its live cars are back in the storefront',
            code: 'company_restored',
            company: { ...suspended, status: 'verified' },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No company is waiting for verification.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Verified' }));
    const card = await screen.findByRole('article', { name: 'Sri Durga Travels' });
    // A verified company's papers load when asked.
    expect(
      within(card).getByRole('button', { name: 'Show documents of Sri Durga Travels' }),
    ).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Suspend Sri Durga Travels' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Sri Durga Travels' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(
      await within(dialog).findByText('Write the reason (at least 5 characters)'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(moves).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'Drivers never came.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Company suspended: its cars have left the storefront',
    );

    await user.click(screen.getByRole('button', { name: 'Suspended' }));
    const held = await screen.findByRole('article', { name: 'Godavari Cabs' });
    expect(held).toHaveTextContent('Reason on record: Unpaid customers.');
    await user.click(within(held).getByRole('button', { name: 'Restore Godavari Cabs' }));
    const restore = screen.getByRole('dialog', { name: 'Restore Godavari Cabs' });
    await user.type(within(restore).getByLabelText('Reason (optional)'), 'Customers were paid.');
    await user.click(within(restore).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Company restored: its live cars are back in the storefront',
    );
    expect(moves).toEqual([
      ['suspend', { reason: 'Drivers never came.' }],
      ['restore', { reason: 'Customers were paid.' }],
    ]);
  });

  describe('the documents viewer', () => {
    const created: Blob[] = [];
    const revoked: string[] = [];
    beforeEach(() => {
      created.length = 0;
      revoked.length = 0;
      // jsdom has no object URLs.
      URL.createObjectURL = vi.fn((blob: Blob) => {
        created.push(blob);
        return `blob:http://localhost/${created.length}`;
      });
      URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
    });
    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('opens a PDF inline with the operator token, offers a download, and releases it on close', async () => {
      const company = makeCompany();
      const paper = makeDocument(company);
      mockApi({
        ...emptyQueues,
        'GET /api/admin/documents': list('documents', [paper]),
        [`GET /api/admin/documents/${paper._id}/file`]: ({ headers }) => {
          expect(headers.get('authorization')).toBe('Bearer operator-token');
          return { body: '%PDF-1.7' };
        },
        // The frame cannot send the token: it loads the address a ticket gives.
        [`POST /api/admin/documents/${paper._id}/view`]: ({ headers }) => {
          expect(headers.get('authorization')).toBe('Bearer operator-token');
          return {
            body: {
              success: true,
              url: '/api/documents/view?ticket=abc',
              expiresAt: '2026-11-27T10:05:00.000Z',
            },
          };
        },
      });
      const user = userEvent.setup();
      renderPage('/ops/verification?queue=documents');

      await user.click(
        await screen.findByRole('button', {
          name: 'View document: GST certificate · Amaravati Cab Company',
        }),
      );
      const dialog = screen.getByRole('dialog', { name: 'GST certificate' });
      const shown = await within(dialog).findByTitle('GST certificate: gst.pdf');
      expect(shown.tagName).toBe('IFRAME');
      expect(shown).toHaveAttribute('src', '/api/documents/view?ticket=abc');
      expect(created[0]?.type).toBe('application/pdf');
      expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
        'download',
        'gst.pdf',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(revoked).toEqual(['blob:http://localhost/1']);
    });

    it('shows a photo of a paper on the expiring list, with whom to call', async () => {
      const company = makeCompany();
      const paper = makeDocument(company, {
        kind: 'insurance',
        fileName: 'insurance.jpg',
        mimeType: 'image/jpeg',
        status: 'valid',
        expiresOn: '2026-12-01',
        subject: { type: 'car', _id: crypto.randomUUID(), name: 'Swift Dzire · AP16AB1234' },
      });
      mockApi({
        ...emptyQueues,
        'GET /api/admin/documents/expiring': list('documents', [paper]),
        [`GET /api/admin/documents/${paper._id}/file`]: { body: 'the photo' },
      });
      const user = userEvent.setup();
      renderPage('/ops/verification?queue=expiring');

      const card = await screen.findByRole('article', {
        name: 'Insurance · Swift Dzire · AP16AB1234',
      });
      expect(card).toHaveTextContent('Phone9849098765');
      expect(screen.getByRole('button', { name: 'Expiring soon (1)' })).toBeVisible();
      await user.click(within(card).getByRole('button', { name: /^View document: Insurance/ }));
      const dialog = screen.getByRole('dialog', { name: 'Insurance' });
      expect(
        await within(dialog).findByRole('img', { name: 'Insurance: insurance.jpg' }),
      ).toHaveAttribute('src', 'blob:http://localhost/1');
      expect(created[0]?.type).toBe('image/jpeg');
    });
  });
});
