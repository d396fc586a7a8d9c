import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './auth.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-signing';

afterEach(() => vi.useRealTimers());

describe('the token service', () => {
  it('answers a token it checked once the same way until the token expires, then refuses it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const tokens = createTokenService(SECRET, '1h');
    const token = await tokens.sign({ id: 'user-1', role: 'customer', tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', tokenVersion: 3 });
    vi.setSystemTime(new Date('2026-11-27T10:59:59Z'));
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', tokenVersion: 3 });
    vi.setSystemTime(new Date('2026-11-27T11:00:01Z'));
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'session_expired' });
  });

  it('never takes a token signed with another secret for one it checked', async () => {
    const ours = createTokenService(SECRET, '1h');
    const theirs = createTokenService(`${SECRET}-but-another`, '1h');
    const token = await theirs.sign({ id: 'user-1', role: 'customer', tokenVersion: 0 });
    await expect(ours.verify(token)).rejects.toMatchObject({ code: 'invalid_token' });
    await expect(ours.verify(token)).rejects.toMatchObject({ code: 'invalid_token' });
  });
});
