import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../db/seed/index.js';
import { isGuessablePassword } from './password-strength.js';

const person = { name: 'Sita Devi', email: 'sita.devi@example.in' };

describe('isGuessablePassword', () => {
  it.each([
    '12345678',
    'password',
    'Password1',
    'P@ssw0rd',
    'qwerty123',
    'iloveyou',
    '11111111',
    '1q2w3e4r',
    'Admin@123',
    'Sita@1234',
    'welcome123',
    'sita.devi@example.in',
    'sitadevi1990',
  ])('refuses %s', (password) => {
    expect(isGuessablePassword(password, person)).toBe(true);
  });

  it.each([
    'chai-and-biscuits',
    'Vizag beach 2019',
    'ramesh@kumar#77',
    // The demo password and the one the end-to-end journeys sign up with.
    DEMO_USER.password,
    'Journey@2026',
  ])('accepts %s', (password) => {
    expect(isGuessablePassword(password, person)).toBe(false);
  });

  it('checks a very long password quickly', () => {
    const started = performance.now();
    expect(isGuessablePassword('a1'.repeat(64), person)).toBe(true);
    expect(isGuessablePassword(`${'Tr0ub4dor&3-horse-battery '.repeat(4)}`, person)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
