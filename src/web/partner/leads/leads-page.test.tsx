import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Lead } from '@shared/contracts/leads';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { COMPANY_SUSPENDED, companyAnswer, outage } from '../test-data';
import { retryAfterOutage } from '../test-helpers';
import { LeadsPage } from './leads-page';

// 5 March 2026, 3:00 pm in India.
const NOW = new Date('2026-03-05T09:30:00.000Z');

/** Test factory: a lead as GET /api/partner/leads answers one. */
function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    _id: crypto.randomUUID(),
    customer: { name: 'Priya Sharma', phone: '9848012345' },
    car: { _id: crypto.randomUUID(), name: 'Toyota Innova Crysta', model: '2.4 VX' },
    // Two hours before NOW.
    createdAt: '2026-03-05T07:30:00.000Z',
    status: 'new',
    firstResponseAt: null,
    responseMinutes: null,
    ...overrides,
  };
}

const page = (leads: Lead[], nextCursor: string | null = null) => ({
  body: { success: true, leads, nextCursor },
});

function renderLeads(route = '/partner/leads') {
  authToken.set('partner-token');
  // Only the clock is fixed; timers run, so the page's requests and user events go on as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  return renderWithProviders(<LeadsPage />, {
    messages: PARTNER_AREA_MESSAGES,
    route,
    path: '/partner/leads',
  });
}

/** A request that answers when the test says so. */
function held<T>() {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('LeadsPage', () => {
  it('shows each lead with the customer, the car, when it came in and one-tap contact', async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/leads': ({ url, headers }) => {
        expect(headers.get('authorization')).toBe('Bearer partner-token');
        expect(url.search).toBe('');
        return page([
          makeLead(),
          makeLead({
            customer: { name: 'Ramesh Naidu', phone: '+91 98480 55667' },
            car: { _id: crypto.randomUUID(), name: 'Swift Dzire', model: '' },
            createdAt: '2026-03-03T04:00:00.000Z',
            status: 'contacted',
            firstResponseAt: '2026-03-03T05:05:00.000Z',
            responseMinutes: 65,
          }),
          makeLead({ customer: { name: 'No Phone', phone: '' } }),
        ]);
      },
    });
    renderLeads();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your leads…');

    const priya = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(priya).toHaveTextContent('Toyota Innova Crysta · 2.4 VX');
    expect(within(priya).getByText('2 hours ago · 5 Mar 2026, 1:00 pm')).toHaveAttribute(
      'datetime',
      '2026-03-05T07:30:00.000Z',
    );
    expect(within(priya).getByRole('link', { name: 'Call 9848012345' })).toHaveAttribute(
      'href',
      'tel:9848012345',
    );
    const whatsapp = within(priya).getByRole('link', { name: 'WhatsApp Priya Sharma' });
    const link = new URL(whatsapp.getAttribute('href')!);
    expect(link.origin + link.pathname).toBe('https://wa.me/919848012345');
    expect(link.searchParams.get('text')).toBe(
      'Hello Priya Sharma, this is Krishna River Cabs. You asked about our Toyota Innova Crysta on Saarthi: when and where do you need it?',
    );
    expect(priya).toHaveTextContent('Not answered yet');
    expect(within(priya).getByRole('combobox', { name: 'Status' })).toHaveValue('new');

    const ramesh = screen.getByRole('article', { name: 'Ramesh Naidu' });
    expect(ramesh).toHaveTextContent('2 days ago · 3 Mar 2026, 9:30 am');
    expect(ramesh).toHaveTextContent('Replied in 1 hr 5 min');
    expect(within(ramesh).getByRole('link', { name: 'WhatsApp Ramesh Naidu' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/919848055667\?text=/),
    );
    expect(within(ramesh).getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');

    const noPhone = screen.getByRole('article', { name: 'No Phone' });
    expect(within(noPhone).queryByRole('link')).not.toBeInTheDocument();
    expect(noPhone).toHaveTextContent('The customer left no phone number.');
  });

  it('filters by status through the address, and offers all leads when a status has none', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/leads': ({ url }) => {
        asked.push(url.searchParams.get('status') ?? 'all');
        return url.searchParams.get('status') === 'lost' ? page([]) : page([makeLead()]);
      },
    });
    const user = userEvent.setup();
    renderLeads('/partner/leads?status=converted');

    await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(screen.getByRole('button', { name: 'Converted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Lost' }));
    expect(
      await screen.findByRole('heading', { name: 'No leads with the status “Lost”' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all leads' }));
    await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual(['converted', 'lost', 'all']);
  });

  it('says when there are no leads yet', async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/leads': page([]),
    });
    renderLeads();
    expect(await screen.findByRole('heading', { name: 'No leads yet' })).toBeInTheDocument();
    expect(
      screen.getByText(/When a customer asks for your contact on one of your cars/),
    ).toBeInTheDocument();
  });

  it('loads more leads by the cursor, and keeps those shown when that fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cursors: (string | null)[] = [];
    let failNext = true;
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/leads': ({ url }) => {
        const cursor = url.searchParams.get('cursor');
        cursors.push(cursor);
        if (cursor === null) return page([makeLead()], 'cursor-after-priya');
        if (failNext) {
          failNext = false;
          return {
            status: 400,
            body: {
              success: false,
              message: 'The list cursor is not valid: load the list from its start',
              code: 'page_cursor_invalid',
            },
          };
        }
        return page([makeLead({ customer: { name: 'Older Lead', phone: '9000000001' } })]);
      },
    });
    const user = userEvent.setup();
    renderLeads();
    await screen.findByRole('article', { name: 'Priya Sharma' });

    await user.click(screen.getByRole('button', { name: 'Load more leads' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More leads could not be loaded: The list cursor is not valid: load the list from its start',
    );
    expect(screen.getByRole('article', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load the leads', expect.anything());

    await user.click(screen.getByRole('button', { name: 'Try loading more again' }));
    expect(await screen.findByRole('article', { name: 'Older Lead' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
    expect(cursors).toEqual([null, 'cursor-after-priya', 'cursor-after-priya']);
  });

  it('moves a lead on at once, then shows the response time the server stamped', async () => {
    const lead = makeLead();
    const answer = held<{ body: unknown }>();
    let sent: unknown;
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/leads': page([lead]),
      [`PATCH /api/partner/leads/${lead._id}`]: ({ body }) => {
        sent = body;
        return answer.promise;
      },
    });
    const user = userEvent.setup();
    renderLeads();
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    const status = within(card).getByRole('combobox', { name: 'Status' });

    await user.selectOptions(status, 'Contacted');
    // Shown before the server answers.
    expect(status).toHaveValue('contacted');
    expect(card).toHaveTextContent('Saving…');
    await waitFor(() => expect(sent).toEqual({ status: 'contacted' }));

    answer.release({
      body: {
        success: true,
        lead: {
          ...lead,
          status: 'contacted',
          firstResponseAt: '2026-03-05T07:42:00.000Z',
          responseMinutes: 12,
        },
      },
    });
    expect(await within(card).findByText('Replied in 12 mins')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Saving…');
    expect(status).toHaveValue('contacted');
  });

  it('puts the status back and says why when the change is refused', async () => {
    const lead = makeLead();
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/leads': page([lead]),
      [`PATCH /api/partner/leads/${lead._id}`]: COMPANY_SUSPENDED,
    });
    const user = userEvent.setup();
    renderLeads();
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    const status = within(card).getByRole('combobox', { name: 'Status' });

    await user.selectOptions(status, 'Converted');
    expect(
      await screen.findByText(
        "The status of Priya Sharma's lead was not changed: Your company is suspended: contact Saarthi support",
      ),
    ).toBeInTheDocument();
    expect(status).toHaveValue('new');
  });

  it('says when the leads could not be loaded, and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const leads = outage(() => page([makeLead()]));
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/leads': leads.answer,
    });
    const user = userEvent.setup();
    renderLeads();

    await retryAfterOutage(user, leads, [
      'We could not load your leads',
      'Service temporarily unavailable',
    ]);
    expect(await screen.findByRole('article', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load the leads', expect.anything());
  });

  it('lets a suspended company call its leads but not move them', async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer({ status: 'suspended' }),
      'GET /api/partner/leads': page([makeLead()]),
    });
    renderLeads();
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(card).getByRole('combobox', { name: 'Status' })).toBeDisabled();
    expect(within(card).getByRole('link', { name: 'Call 9848012345' })).toBeInTheDocument();
  });
});
