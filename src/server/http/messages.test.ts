import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages.js';
import { BOOKING_MESSAGES } from '../../shared/booking-messages.js';
import { messageRef } from '../../shared/message-ref.js';
import { MESSAGES } from '../../shared/messages.js';
import { OPERATOR_MESSAGES } from '../../shared/operator-messages.js';
import { PARTNER_MESSAGES } from '../../shared/partner-messages.js';
import { REPORT_MESSAGES } from '../../shared/report-messages.js';
import { isMessageCode, messageText, said, saidOf } from './messages.js';

const TABLES = {
  MESSAGES,
  PARTNER_MESSAGES,
  BOOKING_MESSAGES,
  OPERATOR_MESSAGES,
  REPORT_MESSAGES,
  ACCOUNT_MESSAGES,
};

describe("the API's messages", () => {
  it('fill the places of their English from the values', () => {
    expect(messageText('max_chars', { max: 80 })).toBe('Must be at most 80 characters');
    expect(said('password_too_short', { min: 8 })).toEqual({
      message: 'Password must be at least 8 characters',
      code: 'password_too_short',
      params: { min: 8 },
    });
    expect(said('name_required')).toEqual({ message: 'Name is required', code: 'name_required' });
  });

  it('word a form rule by the reference it carries, and any other text under the fallback', () => {
    expect(saidOf(messageRef('rating_min', { min: 1 }), 'invalid_value')).toEqual({
      message: 'Rating must be at least 1',
      code: 'rating_min',
      params: { min: '1' },
    });
    expect(saidOf('Invalid input: expected string', 'invalid_value')).toEqual({
      message: 'Invalid input: expected string',
      code: 'invalid_value',
    });
    expect(saidOf('not_a_code_of_ours', 'invalid_value').code).toBe('invalid_value');
  });

  it('give each code one table, so no table hides another’s words', () => {
    const seen = new Map<string, string>();
    for (const [table, messages] of Object.entries(TABLES)) {
      for (const code of Object.keys(messages)) {
        expect(seen.get(code), `${code} in ${table}`).toBeUndefined();
        seen.set(code, table);
        expect(isMessageCode(code)).toBe(true);
      }
    }
  });
});
