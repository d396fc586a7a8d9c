import { describe, expect, it } from 'vitest';
import { messageRef, readMessageRef } from './message-ref.js';

describe('a message reference', () => {
  it('is the bare code when the message has no values', () => {
    expect(messageRef('name_required')).toBe('name_required');
    expect(messageRef('name_required', {})).toBe('name_required');
    expect(readMessageRef('name_required')).toEqual({ code: 'name_required', params: {} });
  });

  it('carries its values and gives them back, whatever characters they hold', () => {
    const ref = messageRef('max_chars', { max: 60 });
    expect(ref).toBe('max_chars?max=60');
    expect(readMessageRef(ref)).toEqual({ code: 'max_chars', params: { max: '60' } });
    const odd = messageRef('google_failed', { reason: 'a & b = c?' });
    expect(readMessageRef(odd)).toEqual({
      code: 'google_failed',
      params: { reason: 'a & b = c?' },
    });
  });

  it('is never read out of ordinary text', () => {
    expect(readMessageRef('Name is required')).toBeNull();
    expect(readMessageRef('Failed to fetch')).toBeNull();
    expect(readMessageRef('')).toBeNull();
    expect(readMessageRef('?max=3')).toBeNull();
  });
});
