import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { ReviewForm } from './review-form';

const created = {
  success: true,
  message: 'Thank you for your review!',
  code: 'site_review_thanks',
  comment: {
    _id: '00000000-0000-4000-8000-000000000001',
    userName: 'Padma',
    comment: 'Driver was on time.',
    websiteRating: 4,
    verified: false,
    createdAt: '2026-02-01T10:00:00.000Z',
  },
};

function setup() {
  const user = userEvent.setup();
  const fields = {
    name: () => screen.getByPlaceholderText('Your Name'),
    comment: () => screen.getByPlaceholderText('Your Comment'),
    rating: () => screen.getByPlaceholderText('Rating (1 to 5)'),
    submit: () => screen.getByRole('button', { name: /submit review|submitting/i }),
  };
  return { user, fields };
}

describe('ReviewForm', () => {
  it('has labelled name, comment and rating fields with the spec placeholders', () => {
    renderWithProviders(<ReviewForm />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('placeholder', 'Your Name');
    expect(screen.getByLabelText('Comment')).toHaveAttribute('placeholder', 'Your Comment');
    const rating = screen.getByLabelText('Rating');
    expect(rating).toHaveAttribute('placeholder', 'Rating (1 to 5)');
    expect(rating).toHaveAttribute('type', 'number');
    expect(rating).toHaveAttribute('min', '1');
    expect(rating).toHaveAttribute('max', '5');
    expect(rating).toHaveValue(null);
  });

  it('shows each required message and sends nothing when empty', async () => {
    const fetch = mockApi({});
    const { user, fields } = setup();
    renderWithProviders(<ReviewForm />);
    await user.click(fields.submit());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Comment is required')).toBeInTheDocument();
    expect(screen.getByText('Rating is required')).toBeInTheDocument();
    expect(fields.name()).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name()).toHaveAccessibleDescription('Name is required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects a blank name made of spaces', async () => {
    mockApi({});
    const { user, fields } = setup();
    renderWithProviders(<ReviewForm />);
    await user.type(fields.name(), '   ');
    await user.type(fields.comment(), 'Fine');
    await user.type(fields.rating(), '3');
    await user.click(fields.submit());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it.each([
    ['0', 'Rating must be at least 1'],
    ['6', 'Rating must be at most 5'],
    ['2.5', 'Rating must be a whole number'],
  ])('rating %s says "%s"', async (value, message) => {
    const fetch = mockApi({});
    const { user, fields } = setup();
    renderWithProviders(<ReviewForm />);
    await user.type(fields.name(), 'Padma');
    await user.type(fields.comment(), 'Driver was on time.');
    await user.type(fields.rating(), value);
    await user.click(fields.submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts { userName, comment, websiteRating } with a number, resets the form and thanks the visitor', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const fetch = mockApi({
      'POST /api/comments': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, fields } = setup();
    renderWithProviders(<ReviewForm />);
    await user.type(fields.name(), 'Padma');
    await user.type(fields.comment(), 'Driver was on time.');
    await user.type(fields.rating(), '4');
    await user.click(fields.submit());

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/api/comments');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({
      userName: 'Padma',
      comment: 'Driver was on time.',
      websiteRating: 4,
    });

    answer({ status: 201, body: created });
    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
    await waitFor(() => expect(fields.name()).toHaveValue(''));
    expect(fields.comment()).toHaveValue('');
    expect(fields.rating()).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });

  it('logs "Error submitting comment:" and shows the server message when the submit fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'POST /api/comments': {
        status: 429,
        body: { success: false, message: 'Too many requests, please slow down' },
      },
    });
    const { user, fields } = setup();
    renderWithProviders(<ReviewForm />);
    await user.type(fields.name(), 'Padma');
    await user.type(fields.comment(), 'Driver was on time.');
    await user.type(fields.rating(), '5');
    await user.click(fields.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, please slow down',
    );
    expect(logged).toHaveBeenCalledWith(
      'Error submitting comment:',
      expect.objectContaining({ message: 'Too many requests, please slow down' }),
    );
    // What the visitor typed is kept so they can try again.
    expect(fields.name()).toHaveValue('Padma');
    expect(fields.rating()).toHaveValue(5);
  });
});
