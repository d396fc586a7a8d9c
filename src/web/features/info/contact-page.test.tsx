import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SITE_FALLBACK } from '../../lib/site';
import { mockApi, renderWithProviders } from '../../test/render';
import { ContactPage } from './contact-page';

const site = {
  ...SITE_FALLBACK,
  supportPhone: '+91 98480 22338',
  supportEmail: 'help@saarthi.example',
  officeAddress: '12-3 Benz Circle, Vijayawada',
};

function setup(contact: Parameters<typeof mockApi>[0][string]) {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const fetch = mockApi({ 'GET /api/site': { body: site }, 'POST /api/contact': contact });
  const user = userEvent.setup();
  renderWithProviders(<ContactPage />, { route: '/contact' });
  return { alert, fetch, user };
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; phone?: string; message?: string },
) {
  if (values.name) await user.type(screen.getByLabelText(/^Name/), values.name);
  if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.phone) await user.type(screen.getByLabelText(/^Phone/), values.phone);
  if (values.message) await user.type(screen.getByLabelText(/^Message/), values.message);
}

const valid = {
  name: 'Sravani Reddy',
  email: 'sravani@example.in',
  phone: '9848012345',
  message: 'Need an Innova for Srisailam.',
};

describe('ContactPage', () => {
  it('shows the address, e-mail and phone from the site configuration', async () => {
    setup({ body: {} });
    expect(await screen.findByRole('link', { name: '+91 98480 22338' })).toHaveAttribute(
      'href',
      'tel:+919848022338',
    );
    expect(screen.getByRole('link', { name: 'help@saarthi.example' })).toHaveAttribute(
      'href',
      'mailto:help@saarthi.example',
    );
    expect(screen.getByText('12-3 Benz Circle, Vijayawada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(document.title).toBe('Contact us · Saarthi');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  });

  it('requires name, email and message, and sends nothing', async () => {
    const { user, fetch, alert } = setup({ body: {} });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/contact'))).toBe(false);
    expect(alert).not.toHaveBeenCalled();
  });

  it('checks the e-mail format', async () => {
    const { user } = setup({ body: {} });
    await fillIn(user, { ...valid, email: 'sravani@' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('sends the message, says so and clears the form; the button is disabled while sending', async () => {
    let release!: () => void;
    const sent = new Promise<void>((resolve) => (release = resolve));
    const received: unknown[] = [];
    const { user, alert } = setup(async ({ body }) => {
      received.push(body);
      await sent;
      return {
        status: 201,
        body: { success: true, message: 'Message sent successfully!', code: 'contact_sent' },
      };
    });
    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Message sent successfully!'));
    expect(received).toEqual([valid]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('sends a message without a phone number', async () => {
    const received: unknown[] = [];
    const { user, alert } = setup(({ body }) => {
      received.push(body);
      return {
        status: 201,
        body: { success: true, message: 'Message sent successfully!', code: 'contact_sent' },
      };
    });
    await fillIn(user, { ...valid, phone: undefined });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Message sent successfully!'));
    expect(received).toEqual([{ ...valid, phone: '' }]);
  });

  it('alerts on failure and keeps what was typed', async () => {
    const { user, alert } = setup({
      status: 500,
      body: { success: false, message: 'Internal Server Error' },
    });
    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to send message'));
    expect(screen.getByLabelText(/^Message/)).toHaveValue(valid.message);
  });
});
