import { describe, expect, it } from 'vitest';
import {
  ageOn,
  gstinCheckCharacter,
  isGstin,
  panOfGstin,
  isAadhaar,
  isAdult,
  isIndianMobile,
  isMaskedAadhaar,
  isMaskedPan,
  isPan,
  isPincode,
  maskAadhaar,
  maskPan,
  normalizeIndianMobile,
  verhoeffCheckDigit,
} from './validators.js';

describe('Indian mobile numbers', () => {
  it.each(['9848012345', '+91 98480 12345', '098480-12345', '6300012345'])(
    'accepts %s',
    (value) => {
      expect(isIndianMobile(value)).toBe(true);
    },
  );
  it.each(['5848012345', '984801234', '98480123456', 'abcdefghij', ''])('rejects %s', (value) => {
    expect(isIndianMobile(value)).toBe(false);
  });
  it('normalizes to ten digits', () => {
    expect(normalizeIndianMobile('+91 98480 12345')).toBe('9848012345');
  });
});

describe('PIN codes and PAN', () => {
  it('checks PIN codes', () => {
    expect(isPincode('520010')).toBe(true);
    expect(isPincode('020010')).toBe(false);
    expect(isPincode('52001')).toBe(false);
  });
  it('checks PAN shape, any case', () => {
    expect(isPan('ABCDE1234F')).toBe(true);
    expect(isPan('abcde1234f')).toBe(true);
    expect(isPan('ABCD1234F')).toBe(false);
  });
});

describe('Aadhaar (Verhoeff check digit)', () => {
  const base = '23456789012';
  const valid = `${base}${verhoeffCheckDigit(base)}`;

  it('accepts a number with the right check digit, with or without spaces', () => {
    expect(isAadhaar(valid)).toBe(true);
    expect(isAadhaar(`${valid.slice(0, 4)} ${valid.slice(4, 8)} ${valid.slice(8)}`)).toBe(true);
  });

  it('rejects a wrong check digit, a leading 0 or 1, and wrong lengths', () => {
    const wrongDigit = `${base}${(verhoeffCheckDigit(base) + 1) % 10}`;
    expect(isAadhaar(wrongDigit)).toBe(false);
    expect(isAadhaar(`1${valid.slice(1)}`)).toBe(false);
    expect(isAadhaar(valid.slice(1))).toBe(false);
  });

  it('catches a swap of two adjacent digits', () => {
    const swapped = `${valid[1]}${valid[0]}${valid.slice(2)}`;
    expect(isAadhaar(swapped)).toBe(false);
  });
});

describe('age', () => {
  const today = new Date(Date.UTC(2026, 10, 21));
  it('counts whole years', () => {
    expect(ageOn('2008-11-21', today)).toBe(18);
    expect(ageOn('2008-11-22', today)).toBe(17);
    expect(ageOn('2026-02-30', today)).toBeNull();
  });
  it('requires 18 or more', () => {
    expect(isAdult('2008-11-21', today)).toBe(true);
    expect(isAdult('2008-11-22', today)).toBe(false);
    expect(isAdult('1850-01-01', today)).toBe(false);
    expect(isAdult('not a date', today)).toBe(false);
  });
});

describe('masking', () => {
  it('shows only the last four characters', () => {
    expect(maskAadhaar('234567890124')).toBe('XXXX XXXX 0124');
    expect(maskPan('ABCDE1234F')).toBe('XXXXXX234F');
  });

  it('makes the whole Aadhaar mask from the last four digits alone', () => {
    expect(maskAadhaar('0124')).toBe('XXXX XXXX 0124');
  });

  it('recognises a mask sent back unchanged, and nothing else', () => {
    expect(isMaskedAadhaar(maskAadhaar('234567890124'))).toBe(true);
    expect(isMaskedAadhaar('XXXXXXXX0124')).toBe(true);
    expect(isMaskedAadhaar('XXXX 5678 0124')).toBe(false);
    expect(isMaskedAadhaar('234567890124')).toBe(false);
    expect(isMaskedPan(maskPan('ABCDE1234F'))).toBe(true);
    expect(isMaskedPan('xxxxxx234f')).toBe(true);
    expect(isMaskedPan('XXXXX1234F')).toBe(false);
    expect(isMaskedPan('ABCDE1234F')).toBe(false);
  });
});

describe('GSTIN', () => {
  it('accepts registrations with the right state code, PAN shape and check character', () => {
    // Published examples of GSTINs (Maharashtra, Karnataka), in any case.
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isGstin('29aagcb7383j1z4')).toBe(true);
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
    expect(gstinCheckCharacter('37AAKCS4821M1Z')).toBe('V');
  });

  it.each([
    ['a wrong check character', '27AAPFU0939F1ZW'],
    ['an unknown state code', '45AAPFU0939F1ZV'],
    ['no Z in place 14', '27AAPFU0939F1AV'],
    ['a malformed PAN inside', '27AAPF00939F1ZV'],
    ['14 characters', '27AAPFU0939F1Z'],
  ])('refuses %s', (_case, gstin) => {
    expect(isGstin(gstin)).toBe(false);
  });
});
