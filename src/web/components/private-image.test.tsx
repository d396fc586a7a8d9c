import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authToken } from '../lib/storage';
import { renderWithProviders } from '../test/render';
import { stubObjectUrls } from '../test/object-urls';
import { PrivateImage } from './private-image';

/** Answers GET /uploads/… with a picture, or with the status given; records each request. */
function stubPictures(status = 200) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    status === 200
      ? new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
          status,
          headers: { 'content-type': 'image/png', 'cache-control': 'private, no-store' },
        })
      : new Response(JSON.stringify({ success: false, message: 'Image not found' }), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('PrivateImage', () => {
  it("fetches a private picture with the partner's token and shows it from memory", async () => {
    authToken.set('partner-token');
    const fetch = stubPictures();
    const urls = stubObjectUrls();
    const { unmount } = renderWithProviders(
      <PrivateImage src="/uploads/dzire-front.jpg" alt="Cover photo" className="h-full w-full" />,
    );
    // A neutral box, named like the picture, while it loads.
    expect(screen.getByRole('img', { name: 'Cover photo' })).toHaveAttribute('aria-busy', 'true');

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Cover photo' })).toHaveAttribute(
        'src',
        'blob:picture-1',
      ),
    );
    const [input, init] = fetch.mock.calls[0]!;
    expect(String(input)).toMatch(/\/uploads\/dzire-front\.jpg$/);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer partner-token');
    expect(urls.revoke).not.toHaveBeenCalled();

    // The object URL lives only as long as the picture is shown.
    unmount();
    expect(urls.revoke).toHaveBeenCalledWith('blob:picture-1');
  });

  it('shows the fallback, never a broken image, when the picture cannot be had', async () => {
    authToken.set('partner-token');
    const fetch = stubPictures(404);
    renderWithProviders(
      <PrivateImage
        src="/uploads/gone.jpg"
        alt="Photo 2"
        fallback={<span data-testid="car-drawing" />}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo 2' })).not.toHaveAttribute('aria-busy'),
    );
    // A 404 is an answer: asking again would not bring the picture back.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Photo 2' }).tagName).toBe('SPAN');
    expect(screen.getByTestId('car-drawing')).toBeInTheDocument();
  });

  it('shows a local preview as it is, and nothing to fetch without a picture', () => {
    const fetch = stubPictures();
    const { rerender } = renderWithProviders(
      <PrivateImage src="blob:http://localhost/preview" alt="Preview" />,
    );
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute(
      'src',
      'blob:http://localhost/preview',
    );
    rerender(<PrivateImage src="" alt="No photo" />);
    expect(screen.getByRole('img', { name: 'No photo' }).tagName).toBe('SPAN');
    expect(fetch).not.toHaveBeenCalled();
  });
});
