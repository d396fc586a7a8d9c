import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@shared/contracts/audit';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { AuditPage } from './audit-page';

const operator = {
  body: {
    success: true,
    operator: { id: crypto.randomUUID(), name: 'Saarthi Operations', email: 'ops@saarthi.in' },
  },
};

const OPERATOR_ID = crypto.randomUUID();
const PARTNER_ID = crypto.randomUUID();

/** Test factory: an entry as GET /api/admin/audit answers one. */
function makeEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: crypto.randomUUID(),
    // 3:00 pm on 5 March 2026 in India.
    createdAt: '2026-03-05T09:30:00.000Z',
    actor: { _id: OPERATOR_ID, name: 'Lakshmi Ops', email: 'lakshmi@saarthi.in', role: 'operator' },
    action: 'company.verify',
    record: { type: 'company', _id: crypto.randomUUID(), name: 'Krishna River Cabs', detail: null },
    before: { status: 'pending', statusReason: '' },
    after: { status: 'verified', statusReason: '' },
    reason: '',
    ...overrides,
  };
}

const page = (entries: AuditEntry[], nextCursor: string | null = null) => ({
  body: { success: true, entries, nextCursor },
});

function renderAudit(route = '/ops/audit') {
  authToken.set('operator-token');
  return renderWithProviders(<AuditPage />, { route, path: '/ops/audit' });
}

describe('AuditPage', () => {
  it('shows who did what to which record and when, in India time, with what changed', async () => {
    const car = crypto.randomUUID();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/audit': async ({ url, headers }) => {
        expect(headers.get('authorization')).toBe('Bearer operator-token');
        expect(url.search).toBe('');
        await answered;
        return page([
          makeEntry({
            action: 'document.reject',
            record: {
              type: 'document',
              _id: crypto.randomUUID(),
              name: 'insurance.pdf',
              detail: 'Krishna River Cabs',
            },
            before: { status: 'pending', statusReason: '' },
            after: { status: 'rejected', statusReason: 'The scan is blurred.' },
            reason: 'The scan is blurred.',
          }),
          makeEntry({
            createdAt: '2026-03-04T18:45:00.000Z',
            actor: {
              _id: PARTNER_ID,
              name: 'Ravi Teja',
              email: 'ravi@cabs.example.in',
              role: 'partner',
            },
            action: 'car.update',
            record: { type: 'car', _id: car, name: null, detail: null },
            before: { car_name: 'Swift Dzire', availability: true, photos: ['/uploads/a.jpg'] },
            after: {
              car_name: 'Swift Dzire Tour',
              availability: false,
              photos: ['/uploads/b.jpg', '/uploads/a.jpg'],
            },
          }),
          makeEntry({
            action: 'faq.publish',
            record: {
              type: 'content',
              _id: crypto.randomUUID(),
              name: 'Is fuel included?',
              detail: null,
            },
            before: { published: false },
            after: { published: true },
          }),
          makeEntry({
            action: 'company.register',
            actor: { _id: null, name: null, email: null, role: 'customer' },
            before: null,
            after: { travels_name: 'Krishna River Cabs', created_at: '2026-03-01T04:30:00+00:00' },
          }),
        ]);
      },
    });
    const user = userEvent.setup();
    renderAudit();
    expect(await screen.findByText('Loading the audit log…')).toBeInTheDocument();
    answer();

    const rejection = await screen.findByRole('article', { name: 'Document rejected' });
    expect(within(rejection).getByText('5 Mar 2026, 3:00 pm')).toHaveAttribute(
      'datetime',
      '2026-03-05T09:30:00.000Z',
    );
    expect(rejection).toHaveTextContent('Lakshmi Ops · lakshmi@saarthi.in');
    expect(rejection).toHaveTextContent('Operator');
    expect(rejection).toHaveTextContent('ReasonThe scan is blurred.');
    // The record by its name and what tells it apart; the actor's name opens their account.
    expect(rejection).toHaveTextContent('Document: insurance.pdf · Krishna River Cabs');
    expect(within(rejection).getByRole('link', { name: 'Lakshmi Ops' })).toHaveAttribute(
      'href',
      '/ops/users?q=lakshmi%40saarthi.in',
    );

    const edit = screen.getByRole('article', { name: 'Car edited' });
    // 00:15 on 5 March in India, though 4 March in UTC.
    expect(edit).toHaveTextContent('5 Mar 2026, 12:15 am');
    expect(edit).toHaveTextContent('Ravi Teja · ravi@cabs.example.in');
    expect(edit).toHaveTextContent('Partner');
    // A car deleted since: its id, marked deleted.
    expect(edit).toHaveTextContent(`Car: ${car} (deleted)`);
    const changes = within(edit).getByRole('table', { hidden: true });
    expect(changes).not.toBeVisible();
    await user.click(within(edit).getByText('Show what changed'));
    expect(changes).toBeVisible();
    const row = (field: string) =>
      Array.from(
        within(changes).getByRole('rowheader', { name: field }).parentElement!.children,
      ).map((cell) => cell.textContent);
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    expect(row('Car name')).toEqual(['Car name', 'Swift Dzire', 'Swift Dzire Tour']);
    expect(row('Available')).toEqual(['Available', 'Yes', 'No']);
    expect(row('Photos')).toEqual(['Photos', '/uploads/a.jpg', '/uploads/b.jpg, /uploads/a.jpg']);

    expect(screen.getByRole('article', { name: 'FAQ published' })).toBeInTheDocument();

    // A record made: only what it was made with; an account since deleted, its role kept.
    const registration = screen.getByRole('article', { name: 'Company registered' });
    expect(registration).toHaveTextContent('A deleted account');
    expect(registration).toHaveTextContent('Customer');
    await user.click(within(registration).getByText('Show what it was made with'));
    const made = within(registration).getByRole('table');
    expect(within(made).queryByRole('columnheader', { name: 'Before' })).not.toBeInTheDocument();
    expect(
      within(made).getByRole('rowheader', { name: 'Created at' }).nextElementSibling,
    ).toHaveTextContent('1 Mar 2026, 10:00 am');
    expect(
      within(registration).queryByRole('link', { name: 'Everything by this person' }),
    ).not.toBeInTheDocument();

    expect(within(edit).getByRole('link', { name: "This record's history" })).toHaveAttribute(
      'href',
      `/ops/audit?recordId=${car}`,
    );
    expect(within(edit).getByRole('link', { name: 'Everything by this person' })).toHaveAttribute(
      'href',
      `/ops/audit?actorId=${PARTNER_ID}`,
    );
  });

  it('reads its filters from the address and asks the server with them', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/audit': ({ url }) => {
        asked.push(url.search);
        return page([makeEntry()]);
      },
    });
    const user = userEvent.setup();
    renderAudit('/ops/audit?q=dzire&role=partner&recordType=car&action=car.update&from=2026-03-01');

    await screen.findByRole('article', { name: 'Company verified' });
    expect(asked).toEqual([
      '?q=dzire&role=partner&recordType=car&action=car.update&from=2026-03-01',
    ]);
    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    expect(within(form).getByRole('searchbox', { name: 'Search' })).toHaveValue('dzire');
    expect(within(form).getByRole('combobox', { name: 'Role' })).toHaveValue('partner');
    expect(within(form).getByRole('combobox', { name: 'Record' })).toHaveValue('car');
    expect(within(form).getByRole('combobox', { name: 'Action' })).toHaveValue('car.update');
    expect(within(form).getByLabelText('From')).toHaveValue('2026-03-01');

    // Changed and applied: the new filters go to the address and to the server.
    const search = within(form).getByRole('searchbox', { name: 'Search' });
    await user.clear(search);
    await user.type(search, 'suresh@cabs.example.in');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Operator');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Record' }), 'Document');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Action' }),
      'Document rejected',
    );
    await user.type(within(form).getByLabelText('To'), '2026-03-31');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(new URLSearchParams(asked[1])).toEqual(
      new URLSearchParams({
        q: 'suresh@cabs.example.in',
        role: 'operator',
        recordType: 'document',
        action: 'document.reject',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );

    // Cleared: every entry again.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    let asked = 0;
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/audit': () => {
        asked += 1;
        return page([makeEntry()]);
      },
    });
    const user = userEvent.setup();
    renderAudit();
    await screen.findByRole('article', { name: 'Company verified' });

    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    // The server's own rule and words, at the last day, which gets the focus.
    expect(await screen.findByText('The first day must not be after the last')).toBeVisible();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The first day must not be after the last',
    );
    expect(screen.getByLabelText('To')).toHaveFocus();
    expect(asked).toBe(1);
  });

  it('loads the next page below the first', async () => {
    const cursors: (string | null)[] = [];
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/audit': ({ url }) => {
        const cursor = url.searchParams.get('cursor');
        cursors.push(cursor);
        return cursor === 'page-2'
          ? page([
              makeEntry({
                action: 'user.suspend',
                record: {
                  type: 'user',
                  _id: OPERATOR_ID,
                  name: 'Lakshmi Ops',
                  detail: 'lakshmi@saarthi.in',
                },
              }),
            ])
          : page([makeEntry()], 'page-2');
      },
    });
    const user = userEvent.setup();
    renderAudit('/ops/audit?role=operator');

    await screen.findByRole('article', { name: 'Company verified' });
    await user.click(screen.getByRole('button', { name: 'Load more entries' }));

    expect(await screen.findByRole('article', { name: 'Account suspended' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Company verified' })).toBeInTheDocument();
    expect(cursors).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Load more entries' })).not.toBeInTheDocument();
  });

  it("shows one record's history, and the way back to every entry", async () => {
    const record = crypto.randomUUID();
    const asked: string[] = [];
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/audit': ({ url }) => {
        asked.push(url.search);
        return page([
          makeEntry({
            record: { type: 'company', _id: record, name: 'Krishna River Cabs', detail: null },
          }),
        ]);
      },
    });
    const user = userEvent.setup();
    renderAudit(`/ops/audit?recordId=${record}`);

    expect(await screen.findByText(/Showing the history of one record/)).toHaveTextContent(record);
    await user.click(screen.getByRole('button', { name: 'Show every entry' }));
    await waitFor(() => expect(asked).toEqual([`?recordId=${record}`, '']));
  });

  it('says when nothing was recorded, and when nothing matches the filters', async () => {
    mockApi({ 'GET /api/admin/me': operator, 'GET /api/admin/audit': page([]) });
    const first = renderAudit();
    expect(
      await screen.findByText(
        'Nothing has been recorded yet. Changes appear here as they are made.',
      ),
    ).toBeInTheDocument();
    first.unmount();

    const user = userEvent.setup();
    renderAudit('/ops/audit?q=nobody');
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1)!);
    expect(
      await screen.findByText(
        'Nothing has been recorded yet. Changes appear here as they are made.',
      ),
    ).toBeInTheDocument();
  });

  it('says why the log could not be loaded', async () => {
    // The app logs a failed list once, for whoever reads the console.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/audit': {
        status: 400,
        body: {
          success: false,
          message: 'Choose a kind of record the audit log knows',
          code: 'audit_record_type_invalid',
        },
      },
    });
    renderAudit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the audit log');
    expect(alert).toHaveTextContent('Choose a kind of record the audit log knows');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load the audit log', expect.anything());
  });

  it('links a booking and an account to their console pages', async () => {
    const booking = crypto.randomUUID();
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/audit': () =>
        page([
          makeEntry({
            action: 'booking.move',
            record: { type: 'booking', _id: booking, name: 'SA-7K3Q9X', detail: 'Anjali Rao' },
          }),
          makeEntry({
            action: 'user.suspend',
            record: {
              type: 'user',
              _id: PARTNER_ID,
              name: 'Ravi Teja',
              detail: 'ravi@cabs.example.in',
            },
          }),
        ]),
    });
    renderAudit();
    const moved = await screen.findByRole('article', { name: /booking/i });
    expect(within(moved).getByRole('link', { name: 'SA-7K3Q9X' })).toHaveAttribute(
      'href',
      `/ops/bookings/${booking}`,
    );
    expect(moved).toHaveTextContent('SA-7K3Q9X · Anjali Rao');
    const suspended = screen.getByRole('article', { name: /suspended/i });
    expect(within(suspended).getByRole('link', { name: 'Ravi Teja' })).toHaveAttribute(
      'href',
      '/ops/users?q=ravi%40cabs.example.in',
    );
  });

  it('downloads the CSV of the filters shown', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/audit': () => page([makeEntry()]),
      'GET /api/admin/audit.csv': ({ url, headers }) => {
        expect(headers.get('authorization')).toBe('Bearer operator-token');
        asked.push(url.search);
        return { status: 403, body: { success: false, code: 'operator_only', message: 'no' } };
      },
    });
    const user = userEvent.setup();
    renderAudit('/ops/audit?role=partner&from=2026-03-01');
    await screen.findByRole('article', { name: 'Company verified' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The CSV could not be downloaded: This is for the Saarthi team: sign in with an operator account',
    );
    expect(asked).toEqual(['?role=partner&from=2026-03-01']);
  });
});
