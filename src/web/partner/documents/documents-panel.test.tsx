import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerDocument } from '@shared/contracts/documents';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { companyAnswer, daysFromToday, outage, refusal } from '../test-data';
import { retryAfterOutage } from '../test-helpers';
import { DocumentsPanel, type DocumentsPanelProps } from './documents-panel';
import { CAR_ID, listOf, makeDocument, pdfFile } from './test-data';

const COMPANY = companyAnswer();

function renderPanel(props: DocumentsPanelProps = { subject: 'car', carId: CAR_ID }) {
  return renderWithProviders(<DocumentsPanel {...props} />, {
    messages: PARTNER_AREA_MESSAGES,
    route: '/partner/fleet/x',
    path: '/partner/fleet/x',
  });
}

/**
 * The panel of a car without documents yet (`more` answers the other requests), its upload form
 * opened. Answers the mocked API, the user and the form.
 */
async function openUploadForm(more: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/partner/company': COMPANY,
    'GET /api/partner/documents': listOf(),
    ...more,
  });
  const user = userEvent.setup();
  renderPanel();
  await user.click(await screen.findByRole('button', { name: 'Upload a document' }));
  return { api, user, form: screen.getByRole('form', { name: 'Upload a document' }) };
}

beforeEach(() => authToken.set('partner-token'));

describe('DocumentsPanel: the list', () => {
  it("shows a car's documents with the token, problems first, and what is still needed", async () => {
    const seen: URL[] = [];
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': ({ url, headers }) => {
        seen.push(url);
        expect(headers.get('authorization')).toBe('Bearer partner-token');
        return listOf(
          makeDocument({ kind: 'rc', status: 'valid', expiresOn: '2031-03-14' }),
          makeDocument({
            kind: 'insurance',
            status: 'valid',
            expiresOn: daysFromToday(12),
            expiresSoon: true,
          }),
          makeDocument({
            kind: 'puc',
            status: 'rejected',
            statusReason: 'The photo is blurred: the number cannot be read.',
          }),
          makeDocument({ kind: 'permit', status: 'pending' }),
        );
      },
    });
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading documents…');

    const items = await screen.findAllByRole('listitem');
    expect(seen[0]?.searchParams.get('carId')).toBe(CAR_ID);
    // Rejected, then expiring soon, then waiting for a check, then valid.
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'PUC certificate',
      'Insurance',
      'Permit',
      'RC (registration certificate)',
    ]);
    expect(items[0]).toHaveTextContent('Rejected');
    expect(
      within(items[0]!).getByText('The photo is blurred: the number cannot be read.'),
    ).toBeVisible();
    expect(items[1]).toHaveTextContent('Expires in 12 days: upload the renewed one');
    expect(items[2]).toHaveTextContent('Pending check');
    expect(items[3]).toHaveTextContent('Valid');
    // Indian date format.
    expect(items[3]).toHaveTextContent('Expires on 14 Mar 2031');
    expect(items[3]).toHaveTextContent('rc-front.pdf · 410 KB · uploaded on 2 Jun 2025');
    // Fitness was never uploaded; the rejected PUC is flagged as rejected, not also as missing.
    expect(screen.getByText(/^Still needed:/)).toHaveTextContent(
      'Still needed: Fitness certificate',
    );
    expect(
      screen.getByRole('button', { name: 'Upload a new one (PUC certificate)' }),
    ).toBeVisible();
    expect(screen.getByText(/customers never do/)).toBeVisible();
  });

  it('says when a subject has no documents yet, and lists every kind as needed', async () => {
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': listOf(),
    });
    renderPanel({ subject: 'driver', driverId: '9e8d7c6b-5a49-4382-b716-05f4e3d2c1b0' });
    expect(await screen.findByText('No documents uploaded yet.')).toBeVisible();
    expect(screen.getByText(/^Still needed:/)).toHaveTextContent(
      'Still needed: Driving licence, Police verification',
    );
  });

  it("shows only the company's own papers on the company profile, without an expiry date", async () => {
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': ({ url }) => {
        expect([...url.searchParams.keys()]).toEqual([]);
        return listOf(
          makeDocument(),
          makeDocument({
            subject: 'company',
            kind: 'gst_certificate',
            carId: null,
            expiresOn: null,
            status: 'pending',
            subjectName: 'Krishna River Cabs',
            fileName: 'gst.pdf',
          }),
        );
      },
    });
    const user = userEvent.setup();
    renderPanel({ subject: 'company' });

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('GST certificate');
    expect(items[0]).toHaveTextContent('Does not expire');
    expect(screen.queryByText(/^Still needed:/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload a document' }));
    const form = screen.getByRole('form', { name: 'Upload a document' });
    expect(within(form).queryByLabelText(/Expiry date/)).not.toBeInTheDocument();
    expect(within(form).queryByRole('combobox')).not.toBeInTheDocument();
    expect(form).toHaveTextContent('Document: GST certificate');
  });

  it('says why the list could not be loaded and tries again', async () => {
    const documents = outage(() => listOf(makeDocument()));
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': documents.answer,
    });
    const user = userEvent.setup();
    renderPanel();
    // The app asks once more before it gives up (a second later).
    await retryAfterOutage(user, documents, [
      'We could not load your documents. Service temporarily unavailable',
    ]);
    expect(await screen.findByRole('listitem')).toHaveTextContent('RC (registration certificate)');
  });

  it('lets a suspended company read its documents but not change them', async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer({ status: 'suspended' }),
      'GET /api/partner/documents': listOf(makeDocument({ status: 'expired' })),
    });
    renderPanel();
    expect(await screen.findByRole('button', { name: 'View RC (registration certificate)' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Upload a document' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Upload a new one/ })).not.toBeInTheDocument();
  });
});

describe('DocumentsPanel: uploading', () => {
  it('sends the fields first, then the file, and shows the new document', async () => {
    let documents: PartnerDocument[] = [];
    let sent: FormData | undefined;
    const api = mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': () => listOf(...documents),
      'POST /api/partner/documents': ({ body, headers }) => {
        expect(headers.get('authorization')).toBe('Bearer partner-token');
        sent = body as FormData;
        const document = makeDocument({
          kind: 'insurance',
          status: 'pending',
          expiresOn: sent.get('expiresOn') as string,
          fileName: 'insurance.pdf',
        });
        documents = [document];
        return {
          status: 201,
          body: {
            success: true,
            message: 'Document uploaded: Saarthi will check it',
            code: 'document_uploaded',
            document,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Upload a document' }));
    const form = screen.getByRole('form', { name: 'Upload a document' });
    const kind = within(form).getByRole('combobox', { name: 'Document' });
    // The first kind still needed is chosen to begin with, and has the focus.
    expect(kind).toHaveValue('rc');
    expect(kind).toHaveFocus();
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'RC (registration certificate)',
      'Permit',
      'Fitness certificate',
      'Insurance',
      'PUC certificate',
    ]);
    await user.selectOptions(kind, 'Insurance');
    const expiry = daysFromToday(200);
    await user.type(within(form).getByLabelText('Expiry date'), expiry);
    await user.upload(within(form).getByLabelText('File'), pdfFile('insurance.pdf'));
    expect(form).toHaveTextContent('insurance.pdf · 2 KB');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Document uploaded: Saarthi will check it')).toBeVisible();
    expect([...sent!.keys()]).toEqual(['kind', 'carId', 'expiresOn', 'document']);
    expect(sent!.get('kind')).toBe('insurance');
    expect(sent!.get('carId')).toBe(CAR_ID);
    expect(sent!.get('expiresOn')).toBe(expiry);
    const file = sent!.get('document') as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('insurance.pdf');
    expect(file.size).toBe(pdfFile().size);

    // The form closes and the list is read again, with the new document in it.
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Upload a document' })).not.toBeInTheDocument(),
    );
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Insurance');
    expect(item).toHaveTextContent('Pending check');
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    const { api, user, form } = await openUploadForm();
    await user.type(within(form).getByLabelText('Expiry date'), daysFromToday(30));
    const file = within(form).getByLabelText('File');
    await user.upload(file, pdfFile('scan.pdf', 6 * 1024 * 1024));

    // Said as soon as the file is chosen, at the file field.
    await waitFor(() => expect(file).toHaveAccessibleDescription(/A document can be at most 5 MB/));
    expect(file).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('refuses a file that is not a PDF, JPEG or PNG inside, whatever its name', async () => {
    const { api, user, form } = await openUploadForm();
    await user.type(within(form).getByLabelText('Expiry date'), daysFromToday(30));
    const file = within(form).getByLabelText('File');
    // A phone photo saved in another format and renamed: the name says JPEG, the bytes do not.
    await user.upload(file, new File(['not really a photo'], 'photo.jpg', { type: 'image/jpeg' }));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));

    expect(file).toHaveAccessibleDescription(/Upload a PDF, JPEG or PNG file/);
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks for the file and the expiry date when they are missing', async () => {
    const { user, form } = await openUploadForm();
    await user.click(within(form).getByRole('button', { name: 'Upload' }));

    expect(await within(form).findByLabelText('Expiry date')).toHaveAccessibleDescription(
      /Enter the expiry date printed on the document, as YYYY-MM-DD/,
    );
    expect(within(form).getByLabelText('File')).toHaveAccessibleDescription(
      /Choose the document's file: a PDF, or a photo in JPEG or PNG\./,
    );
  });

  it("shows the server's field errors at their fields, and a too-large answer at the file", async () => {
    const tooEarly = 'The expiry date must be today or later, as YYYY-MM-DD';
    let answer: { status: number; body: object } = {
      status: 400,
      body: {
        ...refusal(400, tooEarly, 'document_expiry_invalid').body,
        errors: [{ path: 'body.expiresOn', message: tooEarly, code: 'document_expiry_invalid' }],
      },
    };
    const { user, form } = await openUploadForm({ 'POST /api/partner/documents': () => answer });
    const expiry = within(form).getByLabelText('Expiry date');
    await user.type(expiry, daysFromToday(10));
    await user.upload(within(form).getByLabelText('File'), pdfFile());
    await user.click(within(form).getByRole('button', { name: 'Upload' }));

    await waitFor(() =>
      expect(expiry).toHaveAccessibleDescription(
        /The expiry date must be today or later, as YYYY-MM-DD/,
      ),
    );
    expect(expiry).toHaveFocus();
    // Shown at the field, not repeated above the button.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    answer = refusal(413, 'A document can be at most 5 MB', 'document_too_large', { mb: 5 });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('File')).toHaveAccessibleDescription(
        /A document can be at most 5 MB/,
      ),
    );
  });

  it('shows a refusal about no field above the button', async () => {
    const { user, form } = await openUploadForm({
      'POST /api/partner/documents': refusal(
        409,
        'You can keep at most 300 documents: remove old ones first',
        'document_limit',
        { max: 300 },
      ),
    });
    await user.type(within(form).getByLabelText('Expiry date'), daysFromToday(10));
    await user.upload(within(form).getByLabelText('File'), pdfFile());
    await user.click(within(form).getByRole('button', { name: 'Upload' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You can keep at most 300 documents: remove old ones first',
    );
  });

  it('opens the form for the kind being replaced', async () => {
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': listOf(
        makeDocument({ kind: 'insurance', status: 'expired', expiresOn: daysFromToday(-3) }),
      ),
    });
    const user = userEvent.setup();
    renderPanel();
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Expired on');
    await user.click(within(item).getByRole('button', { name: 'Upload a new one (Insurance)' }));
    expect(screen.getByRole('combobox', { name: 'Document' })).toHaveValue('insurance');
  });
});

describe('DocumentsPanel: removing and viewing', () => {
  it('removes a document after asking', async () => {
    const insurance = makeDocument({ kind: 'insurance', fileName: 'policy-2025.pdf' });
    let documents = [insurance, makeDocument({ kind: 'rc' })];
    let removed: string | undefined;
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': () => listOf(...documents),
      [`DELETE /api/partner/documents/${insurance._id}`]: ({ headers }) => {
        expect(headers.get('authorization')).toBe('Bearer partner-token');
        removed = insurance._id;
        documents = documents.filter((document) => document !== insurance);
        return { body: { success: true, message: 'Document removed', code: 'document_removed' } };
      },
    });
    const user = userEvent.setup();
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Remove Insurance' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this document?' });
    expect(dialog).toHaveTextContent(
      'Insurance of Swift Dzire · AP16AB1234 (policy-2025.pdf) will be removed',
    );
    // Keeping it changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removed).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Remove Insurance' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove document' }),
    );
    expect(await screen.findByText('Document removed')).toBeVisible();
    expect(removed).toBe(insurance._id);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('viewing', () => {
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

    it('fetches a photo with the token and shows it, releasing it when closed', async () => {
      const photo = makeDocument({
        kind: 'insurance',
        fileName: 'insurance.jpg',
        mimeType: 'image/jpeg',
      });
      mockApi({
        'GET /api/partner/company': COMPANY,
        'GET /api/partner/documents': listOf(photo),
        [`GET /api/partner/documents/${photo._id}/file`]: ({ headers }) => {
          expect(headers.get('authorization')).toBe('Bearer partner-token');
          return { body: 'the photo' };
        },
      });
      const user = userEvent.setup();
      renderPanel();

      await user.click(await screen.findByRole('button', { name: 'View Insurance' }));
      const dialog = screen.getByRole('dialog', { name: 'Insurance' });
      expect(
        await within(dialog).findByRole('img', { name: 'Insurance: insurance.jpg' }),
      ).toHaveAttribute('src', 'blob:http://localhost/1');
      expect(created[0]?.type).toBe('image/jpeg');
      expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
        'download',
        'insurance.jpg',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(revoked).toContain('blob:http://localhost/1');
    });

    it('offers a PDF to open in the browser, and says when it cannot be opened', async () => {
      const rc = makeDocument();
      const file = outage(
        () => ({ body: '%PDF-1.7' }),
        refusal(404, 'Document not found', 'document_not_found'),
      );
      mockApi({
        'GET /api/partner/company': COMPANY,
        'GET /api/partner/documents': listOf(rc),
        [`GET /api/partner/documents/${rc._id}/file`]: file.answer,
      });
      const user = userEvent.setup();
      renderPanel();

      await user.click(
        await screen.findByRole('button', { name: 'View RC (registration certificate)' }),
      );
      const dialog = screen.getByRole('dialog');
      await retryAfterOutage(user, file, ['We could not open the document. Document not found']);
      const open = await within(dialog).findByRole('link', { name: 'Open the PDF' });
      expect(open).toHaveAttribute('href', 'blob:http://localhost/1');
      expect(open).toHaveAttribute('target', '_blank');
      expect(dialog).toHaveTextContent('PDF document, 410 KB');
      expect(created[0]?.type).toBe('application/pdf');
    });
  });
});
