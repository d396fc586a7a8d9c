import { describe, expect, it } from 'vitest';
import { findMessage, knownMessages, messageText, MESSAGES, type MessageCode } from './messages.js';
import { PARTNER_MESSAGES } from './partner-messages.js';

describe('the message table', () => {
  it('fills the places of a message', () => {
    expect(messageText('max_chars', { max: 80 })).toBe('Must be at most 80 characters');
    expect(messageText('too_many_requests', { after: '1 minute' })).toBe(
      'Too many requests, please try again in 1 minute',
    );
  });

  it('finds the code and values of every message from its English text', () => {
    for (const code of Object.keys(knownMessages()) as MessageCode[]) {
      const params = {
        max: 7,
        min: 3,
        age: 18,
        mb: 5,
        after: '1 minute',
        method: 'GET',
        path: '/x',
        reason: 'expired token',
        field: 'car_image',
      };
      const found = findMessage(messageText(code, params));
      expect(found?.code, code).toBe(code);
    }
    expect(findMessage('Password must be at least 8 characters')).toEqual({
      code: 'password_too_short',
      params: { min: '8' },
    });
  });

  it('prefers a fixed message over a template that also fits it', () => {
    expect(findMessage(MESSAGES.google_other_account)?.code).toBe('google_other_account');
    expect(findMessage('Google sign-in failed: token expired')).toEqual({
      code: 'google_failed',
      params: { reason: 'token expired' },
    });
  });

  it('knows nothing of other text', () => {
    expect(findMessage('limit must be a number')).toBeUndefined();
    expect(findMessage('')).toBeUndefined();
  });

  it("knows the partner portal's messages once they are imported", () => {
    for (const code of Object.keys(PARTNER_MESSAGES) as MessageCode[])
      expect(findMessage(messageText(code, { min: 1, max: 9 }))?.code, code).toBe(code);
  });

  it('has one code per text, so a code always names one message', () => {
    const texts = Object.values(knownMessages());
    expect(new Set(texts).size).toBe(texts.length);
  });
});
