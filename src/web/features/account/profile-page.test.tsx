import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@shared/contracts/users';
import { verhoeffCheckDigit } from '@shared/validators';
import { mockApi, renderWithProviders } from '../../test/render';
import { ProfilePage } from './profile-page';

const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
// docs/product/storefront.md#aadhaar-and-pan: the server answers identity numbers masked only.
const MASKED_AADHAAR = `XXXX XXXX ${AADHAAR.slice(-4)}`;
const MASKED_PAN = 'XXXXXX234F';

function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    _id: '0b9f4c1e-8d6a-4f3b-9a2e-5c7d1e0f2a3b',
    userName: 'Ravi Teja',
    userEmail: 'ravi@example.in',
    usermobile: '9440011223',
    dob: '1990-05-17',
    userAddress: '12-3-45, Governorpet',
    userCity: 'Vijayawada',
    userState: 'Andhra Pradesh',
    userPincode: '520002',
    userWhatsapp: '9440011224',
    userAadhar: MASKED_AADHAAR,
    userPAN: MASKED_PAN,
    userDL: 'AP16 20110012345',
    userProfilePhoto: '',
    language: 'en',
    ...overrides,
  };
}

function signIn() {
  localStorage.setItem('auth-token', 'token-1');
}

function renderPage() {
  return renderWithProviders(<ProfilePage />, { route: '/profile' });
}

describe('ProfilePage', () => {
  it('asks a signed-out visitor to log in', () => {
    mockApi({});
    renderPage();
    expect(screen.getByText('Please log in to see your profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login or Sign Up' })).toHaveAttribute(
      'href',
      '/user?next=%2Fprofile',
    );
  });

  it('shows the profile with Aadhaar and PAN masked, sending the token', async () => {
    signIn();
    const api = mockApi({
      'GET /api/user/profile': ({ headers }) => {
        expect(headers.get('authorization')).toBe('Bearer token-1');
        return { body: makeProfile({ dob: '1990-05-17T00:00:00.000Z' }) };
      },
    });
    renderPage();
    expect(screen.getByText('Loading your profile…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ravi Teja' })).toBeInTheDocument();
    expect(screen.getAllByText('ravi@example.in').length).toBeGreaterThan(0);
    expect(screen.getByText('Vijayawada, Andhra Pradesh')).toBeInTheDocument();
    expect(screen.getByText(MASKED_AADHAAR)).toBeInTheDocument();
    expect(screen.getByText(MASKED_PAN)).toBeInTheDocument();
    expect(
      screen.getByText('Aadhaar and PAN are shown masked, with only their last four characters.'),
    ).toBeInTheDocument();
    // The day of birth as India writes it, whatever time the server stored it at.
    expect(screen.getByText('17 May 1990')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api).toHaveBeenCalled();
  });

  it('toasts "Failed to load profile" when the server refuses', async () => {
    signIn();
    mockApi({
      'GET /api/user/profile': {
        status: 500,
        body: { success: false, message: 'Internal Server Error', code: 'internal_error' },
      },
    });
    renderPage();
    await waitFor(() => expect(screen.getAllByText('Failed to load profile')).toHaveLength(2));
  });

  it('toasts "Error fetching profile" on a network failure', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage();
    await waitFor(() => expect(screen.getAllByText('Error fetching profile')).toHaveLength(2));
  });

  it('edits with the saved values, Aadhaar and PAN still masked, and restores them on Cancel', async () => {
    signIn();
    mockApi({ 'GET /api/user/profile': { body: makeProfile() } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    expect(screen.getByLabelText('Aadhaar number')).toHaveValue(MASKED_AADHAAR);
    expect(screen.getByLabelText('PAN')).toHaveValue(MASKED_PAN);
    expect(
      screen.getByText(
        'To change Aadhaar or PAN, type the new number over the masked one. Empty the field to remove it.',
      ),
    ).toBeInTheDocument();
    const dob = screen.getByLabelText('Date of birth');
    expect(dob).toHaveAttribute('type', 'date');
    const limit = new Date();
    expect(dob.getAttribute('max')).toBe(
      new Date(Date.UTC(limit.getUTCFullYear() - 18, limit.getUTCMonth(), limit.getUTCDate()))
        .toISOString()
        .slice(0, 10),
    );
    expect(screen.getByLabelText('Profile photo')).toHaveAttribute('accept', 'image/*');

    const name = screen.getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Someone Else');
    const form = screen.getByRole('form', { name: 'Edit your details' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ravi Teja' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Ravi Teja');
  });

  it('shows the schema message for a bad PIN code and does not save', async () => {
    signIn();
    const api = mockApi({ 'GET /api/user/profile': { body: makeProfile() } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const pin = screen.getByLabelText('PIN code');
    await user.clear(pin);
    await user.type(pin, '012345');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('PIN code must be 6 digits and not start with 0'),
    ).toBeInTheDocument();
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('uploads a new photo first, then saves the uploaded path with every field', async () => {
    signIn();
    const calls: string[] = [];
    let saved: unknown;
    let profile = makeProfile();
    mockApi({
      'GET /api/user/profile': () => ({ body: profile }),
      'POST /api/uploads': ({ body, headers }) => {
        calls.push('upload');
        expect(headers.get('authorization')).toBe('Bearer token-1');
        expect(body).toBeInstanceOf(FormData);
        expect((body as FormData).get('car_image')).toBeInstanceOf(File);
        return { status: 201, body: { success: true, car_image_url: '/uploads/new-photo.png' } };
      },
      'PUT /api/user/update-profile': ({ body }) => {
        calls.push('update');
        saved = body;
        profile = {
          ...profile,
          userName: 'Ravi Kumar',
          userProfilePhoto: '/uploads/new-photo.png',
        };
        return {
          body: {
            success: true,
            message: 'Profile updated successfully',
            code: 'profile_updated',
            user: profile,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Ravi Kumar');
    await user.upload(
      screen.getByLabelText('Profile photo'),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findAllByAltText('New profile photo preview')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls).toEqual(['upload', 'update']);
    expect(saved).toEqual({
      userName: 'Ravi Kumar',
      usermobile: '9440011223',
      userWhatsapp: '9440011224',
      dob: '1990-05-17',
      userAddress: '12-3-45, Governorpet',
      userCity: 'Vijayawada',
      userState: 'Andhra Pradesh',
      userPincode: '520002',
      // Unchanged masked values: the server keeps the numbers it holds.
      userAadhar: MASKED_AADHAAR.replace(/\s/g, ''),
      userPAN: MASKED_PAN,
      userDL: 'AP16 20110012345',
      userProfilePhoto: '/uploads/new-photo.png',
    });
    // Back in view mode with the saved values.
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getByAltText('Ravi Kumar profile photo')).toHaveAttribute(
      'src',
      '/uploads/new-photo.png',
    );
  });

  it('sends a new Aadhaar typed over the masked one, and an emptied PAN to remove it', async () => {
    signIn();
    const NEW_AADHAAR = `98765432101${verhoeffCheckDigit('98765432101')}`;
    let saved: Record<string, unknown> | undefined;
    let profile = makeProfile();
    mockApi({
      'GET /api/user/profile': () => ({ body: profile }),
      'PUT /api/user/update-profile': ({ body }) => {
        saved = body as Record<string, unknown>;
        profile = makeProfile({ userAadhar: `XXXX XXXX ${NEW_AADHAAR.slice(-4)}`, userPAN: '' });
        return {
          body: {
            success: true,
            message: 'Profile updated successfully',
            code: 'profile_updated',
            user: profile,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    // Focus selects the whole masked value, so typing replaces it.
    await user.click(screen.getByLabelText('Aadhaar number'));
    await user.keyboard(NEW_AADHAAR);
    expect(screen.getByLabelText('Aadhaar number')).toHaveValue(NEW_AADHAAR);
    await user.clear(screen.getByLabelText('PAN'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(saved).toMatchObject({ userAadhar: NEW_AADHAAR, userPAN: '' }));
    expect(await screen.findByText(`XXXX XXXX ${NEW_AADHAAR.slice(-4)}`)).toBeInTheDocument();
  });

  it('refuses a masked value that was only partly changed', async () => {
    signIn();
    const api = mockApi({ 'GET /api/user/profile': { body: makeProfile() } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const aadhaar = screen.getByLabelText('Aadhaar number');
    await user.click(aadhaar);
    // The caret goes to the start instead of replacing the selection.
    await user.keyboard('{Home}{Delete}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Aadhaar number is not valid')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('stops the save when the upload fails', async () => {
    signIn();
    const api = mockApi({
      'GET /api/user/profile': { body: makeProfile() },
      'POST /api/uploads': {
        status: 400,
        body: {
          success: false,
          message: 'Only PNG, JPEG, WebP, GIF or AVIF images can be uploaded',
          code: 'upload_image_type',
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.upload(
      screen.getByLabelText('Profile photo'),
      new File(['not really'], 'me.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Image upload failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Image upload failed: Only PNG, JPEG, WebP, GIF or AVIF images can be uploaded',
      ),
    ).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('says "Failed to update profile" with the server message when the update is refused', async () => {
    signIn();
    mockApi({
      'GET /api/user/profile': { body: makeProfile() },
      'PUT /api/user/update-profile': {
        status: 400,
        body: { success: false, message: 'PAN must look like ABCDE1234F', code: 'pan_invalid' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to update profile: PAN must look like ABCDE1234F'),
    ).toBeInTheDocument();
  });
});
