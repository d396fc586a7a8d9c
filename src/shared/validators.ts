/** Validators for Indian identity and contact values (docs/product/storefront.md#aadhaar-and-pan). Pure, shared by both sides. */
import { isCalendarDay, type YearRange } from './contracts/dates.js';

/** Ten digits starting 6-9, optionally written with +91 or 0 in front and spaces or dashes. */
/** A phone number as people write it (`+91 98765 43210`, `098765-43210`) reduced to its digits. */
export function mobileDigits(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, '');
}

export function normalizeIndianMobile(value: string): string | null {
  const digits = mobileDigits(value);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

export function isIndianMobile(value: string): boolean {
  return normalizeIndianMobile(value) !== null;
}

/** Indian PIN codes have six digits and never start with 0. */
export function isPincode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value);
}

/** PAN: five letters, four digits, one letter (ABCDE1234F). */
export function isPan(value: string): boolean {
  return /^[A-Z]{5}\d{4}[A-Z]$/.test(value.toUpperCase());
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters: each character's base-36 value times
 * 1 or 2 (alternating from the first), its base-36 digits summed, and the sum's complement to 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = BASE36.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/**
 * GSTIN: a 2-digit state code (01–38, 97, 99), the holder's PAN, the registration's number in
 * that state, Z, and a check character.
 */
export function isGstin(value: string): boolean {
  const gstin = value.toUpperCase();
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return false;
  const state = Number(gstin.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** The PAN inside a GSTIN (characters 3 to 12). */
export function panOfGstin(gstin: string): string {
  return gstin.toUpperCase().slice(2, 12);
}

// Verhoeff tables: Aadhaar numbers end with a Verhoeff check digit.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

function verhoeffChecksum(digits: string): number {
  let check = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((char, index) => {
    const permuted = VERHOEFF_P[index % 8]![Number(char)]!;
    check = VERHOEFF_D[check]![permuted]!;
  });
  return check;
}

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffCheckDigit(digits: string): number {
  const inverse = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
  return inverse[verhoeffChecksum(`${digits}0`)]!;
}

/** Twelve digits, not starting with 0 or 1, with a valid Verhoeff check digit. */
export function isAadhaar(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  return /^[2-9]\d{11}$/.test(digits) && verhoeffChecksum(digits) === 0;
}

/**
 * The one kind of day the API takes from before 2000: a birth. Anyone born earlier than 1900
 * would be past the oldest age a profile accepts.
 */
const BIRTH_YEARS: YearRange = { min: 1900, max: 2100 };

/** Whole years between an ISO date (YYYY-MM-DD) and `today`. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  if (!isCalendarDay(dateOfBirth, BIRTH_YEARS)) return null;
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 ||
    (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** docs/product/storefront.md#who-it-serves: the service is for adults only. */
export const MINIMUM_AGE = 18;

export function isAdult(dateOfBirth: string, today: Date = new Date()): boolean {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age >= MINIMUM_AGE && age <= 120;
}

/**
 * Shows only the last four characters: XXXX XXXX 1234 for Aadhaar, XXXXXX234F for PAN. The
 * server answers identity numbers in this form only (docs/product/storefront.md#aadhaar-and-pan); `maskAadhaar` of the last four
 * digits alone is the whole mask.
 */
export function maskAadhaar(value: string): string {
  const digits = value.replace(/\s/g, '');
  if (digits.length < 4) return digits;
  return `XXXX XXXX ${digits.slice(-4)}`;
}

export function maskPan(value: string): string {
  if (value.length < 4) return value;
  return `${'X'.repeat(value.length - 4)}${value.slice(-4)}`;
}

/**
 * A masked Aadhaar as the API answers it (`XXXX XXXX 1234`): a profile form that sends it back
 * unchanged means "keep the stored number".
 */
export function isMaskedAadhaar(value: string): boolean {
  return /^X{8}\d{4}$/.test(value.replace(/\s/g, ''));
}

/** A masked PAN as the API answers it (`XXXXXX234F`): sent back, it keeps the stored PAN. */
export function isMaskedPan(value: string): boolean {
  return /^X{6}\d{3}[A-Z]$/.test(value.toUpperCase());
}

/**
 * A UPI ID (virtual payment address): a handle of letters, digits, dots, hyphens and
 * underscores, an "@", and the payment provider's handle ("saarthi.travels@okhdfcbank").
 */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** Whether a UPI ID has the shape every UPI app accepts. */
export const isUpiId = (value: string) => UPI_ID_PATTERN.test(value);
