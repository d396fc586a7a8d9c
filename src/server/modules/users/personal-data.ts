import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * How Saarthi keeps identity numbers (docs/product/storefront.md#aadhaar-and-pan). UIDAI forbids storing an Aadhaar number in
 * the clear: only a keyed hash (to recognise the same number again) and its last 4 digits, which
 * are all the masked display needs. PAN is kept encrypted, so a copied database or backup does
 * not give the numbers away; only the server, with PERSONAL_DATA_KEY, can read one.
 */
export interface PersonalDataProtector {
  /** The stored form of an Aadhaar number (spaces ignored). */
  protectAadhaar(aadhaar: string): { aadhaarHash: string; aadhaarLast4: string };
  /**
   * The stored form of a driver's licence number (docs/product/marketplace.md#drivers): like Aadhaar, a keyed
   * hash (to recognise the same licence in a company again) and its last 4 characters, which are
   * all the masked display needs. Spaces and dashes are ignored, letters read as capitals.
   */
  protectLicence(licenceNumber: string): { licenceHash: string; licenceLast4: string };
  /** The stored form of a PAN: AES-256-GCM with a random IV, as one text value. */
  encryptPan(pan: string): string;
  /** The PAN of a stored value; throws when the value was altered or encrypted with another key. */
  decryptPan(stored: string): string;
}

// The prefix names the format, so that a later key or algorithm can sit beside this one.
const PAN_FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * One configured key, several jobs: each gets its own key derived with HKDF, so a hash key is
 * never also an encryption key, nor one kind of number's hash key another's.
 */
function subkey(key: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `saarthi ${purpose}`, 32));
}

export function createPersonalDataProtector(key: Buffer): PersonalDataProtector {
  if (key.length !== 32) throw new Error('The personal data key must be 32 bytes');
  const hashKey = subkey(key, 'aadhaar hash');
  // Its own key: a licence hash can never be matched against an Aadhaar hash, nor the reverse.
  const licenceHashKey = subkey(key, 'driving licence hash');
  const panKey = subkey(key, 'pan encryption');

  return {
    protectAadhaar(aadhaar) {
      const digits = aadhaar.replace(/\s/g, '');
      return {
        aadhaarHash: createHmac('sha256', hashKey).update(digits).digest('hex'),
        aadhaarLast4: digits.slice(-4),
      };
    },

    protectLicence(licenceNumber) {
      const characters = licenceNumber.toUpperCase().replace(/[\s-]/g, '');
      return {
        licenceHash: createHmac('sha256', licenceHashKey).update(characters).digest('hex'),
        licenceLast4: characters.slice(-4),
      };
    },

    encryptPan(pan) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', panKey, iv);
      const encrypted = Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]);
      const payload = Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64');
      return `${PAN_FORMAT}:${payload}`;
    },

    decryptPan(stored) {
      const [format, payload] = stored.split(':');
      if (format !== PAN_FORMAT || payload === undefined) throw new Error('Unknown PAN format');
      const bytes = Buffer.from(payload, 'base64');
      if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('PAN value is too short');
      const decipher = createDecipheriv('aes-256-gcm', panKey, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const encrypted = bytes.subarray(IV_BYTES + TAG_BYTES);
      return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
    },
  };
}
