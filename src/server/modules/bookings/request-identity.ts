/**
 * What names a booking request: the reference a customer reads out over the phone, and the
 * fingerprint that tells a repeat of a request (its Idempotency-Key sent again) from another.
 */
import { createHash, randomInt } from 'node:crypto';

// Readable over the phone: no 0/O, 1/I/L.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function newReference(): string {
  let code = '';
  for (let index = 0; index < 6; index += 1)
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `SA-${code}`;
}

/**
 * A hash of a booking request as validated (keys in a fixed order, times as instants), so that
 * the same request however spelled hashes alike and any other request differently.
 */
export function requestFingerprint(body: object): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    return value;
  };
  const instants = { ...body } as Record<string, unknown>;
  for (const time of ['pickupAt', 'returnAt'])
    if (typeof instants[time] === 'string')
      instants[time] = new Date(instants[time] as string).toISOString();
  return createHash('sha256')
    .update(JSON.stringify(canonical(instants)))
    .digest('hex');
}
