import { vi } from 'vitest';

/** jsdom has no object URLs; PrivateImage makes one for every picture it shows. */
export function stubObjectUrls() {
  let made = 0;
  const create = vi.fn(() => `blob:picture-${++made}`);
  const revoke = vi.fn();
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, { createObjectURL: create, revokeObjectURL: revoke }),
  );
  return { create, revoke };
}
