import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '../../../shared/validators.js';
import { createPersonalDataProtector } from './personal-data.js';

const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
const key = randomBytes(32);
const protector = createPersonalDataProtector(key);

describe('Aadhaar', () => {
  it('keeps a keyed hash and the last 4 digits, never the number', () => {
    const stored = protector.protectAadhaar(AADHAAR);
    expect(stored.aadhaarLast4).toBe(AADHAAR.slice(-4));
    expect(stored.aadhaarHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.aadhaarHash).not.toContain(AADHAAR);
  });

  it('hashes one number the same way every time, with or without spaces', () => {
    const grouped = `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`;
    expect(protector.protectAadhaar(grouped)).toEqual(protector.protectAadhaar(AADHAAR));
    expect(createPersonalDataProtector(Buffer.from(key)).protectAadhaar(AADHAAR)).toEqual(
      protector.protectAadhaar(AADHAAR),
    );
  });

  it('hashes differently under another key and for another number', () => {
    const other = createPersonalDataProtector(randomBytes(32));
    expect(other.protectAadhaar(AADHAAR).aadhaarHash).not.toBe(
      protector.protectAadhaar(AADHAAR).aadhaarHash,
    );
    const nextNumber = `23456789013${verhoeffCheckDigit('23456789013')}`;
    expect(protector.protectAadhaar(nextNumber).aadhaarHash).not.toBe(
      protector.protectAadhaar(AADHAAR).aadhaarHash,
    );
  });
});

describe('PAN', () => {
  it('round-trips, and encrypts the same PAN differently each time (random IV)', () => {
    const first = protector.encryptPan('ABCDE1234F');
    const second = protector.encryptPan('ABCDE1234F');
    expect(first).not.toContain('ABCDE1234F');
    expect(first).not.toBe(second);
    expect(protector.decryptPan(first)).toBe('ABCDE1234F');
    expect(protector.decryptPan(second)).toBe('ABCDE1234F');
  });

  it('refuses a value that was altered anywhere', () => {
    const stored = protector.encryptPan('ABCDE1234F');
    const [format, payload] = stored.split(':') as [string, string];
    const bytes = Buffer.from(payload, 'base64');
    for (const position of [0, 14, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[position] = tampered[position]! ^ 0x01;
      expect(() => protector.decryptPan(`${format}:${tampered.toString('base64')}`)).toThrow();
    }
    expect(() =>
      protector.decryptPan(`${format}:${bytes.subarray(0, 20).toString('base64')}`),
    ).toThrow();
    expect(() => protector.decryptPan(payload)).toThrow();
  });

  it('refuses a value encrypted with another key', () => {
    const other = createPersonalDataProtector(randomBytes(32));
    expect(() => protector.decryptPan(other.encryptPan('ABCDE1234F'))).toThrow();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createPersonalDataProtector(randomBytes(16))).toThrow();
  });
});
