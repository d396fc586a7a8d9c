import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_SIDE, shrinkPhoto } from './shrink-photo';

const MB = 1024 * 1024;
const photo = (bytes: number, type = 'image/jpeg', name = 'IMG_2024.jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

const spies: { mockRestore(): void }[] = [];

/** A browser that decodes a `width` × `height` picture and encodes it again in `encodedBytes`. */
function stubDrawing(width: number, height: number, encodedBytes: number) {
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close })),
  );
  const drawImage = vi.fn();
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((done) =>
      done(new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' })),
    );
  spies.push(getContext, toBlob);
  return { drawImage, toBlob, close };
}

// Only this file's spies: the setup's spy on console.error stays until its own check.
afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()));

describe('shrinkPhoto', () => {
  it("brings a phone camera's photo down to the size the site shows, as JPEG", async () => {
    const drawing = stubDrawing(4000, 3000, 900_000);
    const shrunk = await shrinkPhoto(photo(7 * MB));

    expect(shrunk.size).toBe(900_000);
    expect(shrunk.type).toBe('image/jpeg');
    expect(shrunk.name).toBe('IMG_2024.jpg');
    expect(drawing.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, PHOTO_MAX_SIDE, 1500);
    expect(drawing.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.85);
    expect(drawing.close).toHaveBeenCalled();
  });

  it('sends small photos, GIFs and what cannot be drawn as they are', async () => {
    const drawing = stubDrawing(1200, 900, 100_000);
    const small = photo(800_000);
    expect(await shrinkPhoto(small)).toBe(small);
    const gif = photo(3 * MB, 'image/gif', 'loop.gif');
    expect(await shrinkPhoto(gif)).toBe(gif);
    expect(drawing.drawImage).not.toHaveBeenCalled();

    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    const unreadable = photo(3 * MB);
    expect(await shrinkPhoto(unreadable)).toBe(unreadable);
  });

  it('keeps the original when drawing it again would not make it smaller', async () => {
    stubDrawing(1800, 1200, 2 * MB);
    const compressed = photo(1.6 * MB);
    expect(await shrinkPhoto(compressed)).toBe(compressed);
  });
});
