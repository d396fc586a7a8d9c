import { eq, sql } from 'drizzle-orm';
import type { Language, UserRole } from '../../../shared/constants.js';
import type { ProfileUpdateBody, UserProfile } from '../../../shared/contracts/users.js';
import { isMaskedAadhaar, isMaskedPan, maskAadhaar, maskPan } from '../../../shared/validators.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { PersonalDataProtector } from './personal-data.js';

/** Who a token is signed for, and the account's token version that the token carries. */
export interface AccountRef {
  id: string;
  role: UserRole;
  tokenVersion: number;
  /** Set while an operator has the account suspended: no token is signed for it then. */
  suspendedAt: Date | null;
}

const accountColumns = {
  id: users.id,
  role: users.role,
  tokenVersion: users.tokenVersion,
  suspendedAt: users.suspendedAt,
};

// The profile as stored; `toProfile` gives it its wire names. Never the password hash, and
// identity numbers only in their protected form.
const profileColumns = {
  _id: users.id,
  userName: users.userName,
  userEmail: users.email,
  usermobile: users.mobile,
  dob: users.dateOfBirth,
  userAddress: users.address,
  userCity: users.city,
  userState: users.state,
  userPincode: users.pincode,
  userWhatsapp: users.whatsapp,
  aadhaarLast4: users.aadhaarLast4,
  panEncrypted: users.panEncrypted,
  userDL: users.drivingLicence,
  userProfilePhoto: users.profilePhoto,
  language: users.language,
};

type ProfileRow = Omit<UserProfile, 'dob' | 'userAadhar' | 'userPAN'> & {
  dob: string | null;
  aadhaarLast4: string;
  panEncrypted: string;
};

/**
 * The values of an update that change the identity numbers: a new number is protected, an empty
 * one removes the stored one, and the masked value the profile answered keeps it (no column is
 * written).
 */
function identityChanges(body: ProfileUpdateBody, personalData: PersonalDataProtector) {
  const aadhaar = isMaskedAadhaar(body.userAadhar)
    ? {}
    : body.userAadhar === ''
      ? { aadhaarHash: '', aadhaarLast4: '' }
      : personalData.protectAadhaar(body.userAadhar);
  const pan = isMaskedPan(body.userPAN)
    ? {}
    : { panEncrypted: body.userPAN === '' ? '' : personalData.encryptPan(body.userPAN) };
  return { ...aadhaar, ...pan };
}

/** An update, or the field whose masked value is not the mask of the stored number. */
export type ProfileUpdateResult =
  { updated: UserProfile } | { staleMask: 'userAadhar' | 'userPAN' };

const UNIQUE_VIOLATION = '23505';

/** Drizzle wraps driver errors; the PostgreSQL code sits somewhere on the `cause` chain. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export function createUsersRepository(db: Database, personalData: PersonalDataProtector) {
  // docs/product/storefront.md#aadhaar-and-pan: identity numbers leave the server masked only.
  function masksOf(stored: { aadhaarLast4: string; panEncrypted: string }) {
    return {
      userAadhar: stored.aadhaarLast4 === '' ? '' : maskAadhaar(stored.aadhaarLast4),
      userPAN:
        stored.panEncrypted === '' ? '' : maskPan(personalData.decryptPan(stored.panEncrypted)),
    };
  }

  function toProfile({ dob, aadhaarLast4, panEncrypted, ...row }: ProfileRow): UserProfile {
    // docs/product/storefront.md#records-and-fields: the date of birth is shown as its first 10 characters (YYYY-MM-DD).
    return { ...row, dob: dob ?? '', ...masksOf({ aadhaarLast4, panEncrypted }) };
  }

  return {
    async emailExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row !== undefined;
    },

    /** The account and its password hash (null for Google-only accounts), for login only. */
    async findCredentials(
      email: string,
    ): Promise<(AccountRef & { passwordHash: string | null }) | undefined> {
      const [row] = await db
        .select({ ...accountColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row;
    },

    /** Throws a unique violation when the email is taken (see `isUniqueViolation`). */
    async createWithPassword(values: {
      userName: string;
      email: string;
      mobile: string;
      passwordHash: string;
    }): Promise<AccountRef> {
      const [row] = await db.insert(users).values(values).returning(accountColumns);
      return row!;
    },

    async findByGoogleSubject(subject: string): Promise<AccountRef | undefined> {
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .where(eq(users.googleSubject, subject))
        .limit(1);
      return row;
    },

    async findByEmailForGoogle(
      email: string,
    ): Promise<(AccountRef & { googleSubject: string | null }) | undefined> {
      const [row] = await db
        .select({ ...accountColumns, googleSubject: users.googleSubject })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row;
    },

    async linkGoogleSubject(userId: string, subject: string): Promise<void> {
      await db
        .update(users)
        .set({ googleSubject: subject, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** A customer without a password. Throws a unique violation when the email or subject is taken. */
    async createFromGoogle(values: {
      userName: string;
      email: string;
      googleSubject: string;
      profilePhoto: string;
    }): Promise<AccountRef> {
      const [row] = await db.insert(users).values(values).returning(accountColumns);
      return row!;
    },

    async findProfile(userId: string): Promise<UserProfile | undefined> {
      const [row] = await db
        .select(profileColumns)
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row && toProfile(row);
    },

    async setLanguage(userId: string, language: Language): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ language, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Saves the profile. A masked Aadhaar or PAN keeps the stored number only when it is that
     * number's mask: an edited mask (`XXXX XXXX 1017` over `... 1012`) would otherwise be
     * ignored without a word. Undefined when the account no longer exists.
     */
    async updateProfile(
      userId: string,
      body: ProfileUpdateBody,
    ): Promise<ProfileUpdateResult | undefined> {
      return db.transaction(async (tx) => {
        const [stored] = await tx
          .select({ aadhaarLast4: users.aadhaarLast4, panEncrypted: users.panEncrypted })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!stored) return undefined;
        const masks = masksOf(stored);
        if (
          isMaskedAadhaar(body.userAadhar) &&
          body.userAadhar !== masks.userAadhar.replace(/\s/g, '')
        ) {
          return { staleMask: 'userAadhar' as const };
        }
        if (isMaskedPan(body.userPAN) && body.userPAN !== masks.userPAN) {
          return { staleMask: 'userPAN' as const };
        }
        const [row] = await tx
          .update(users)
          .set({
            userName: body.userName,
            mobile: body.usermobile,
            dateOfBirth: body.dob === '' ? null : body.dob,
            address: body.userAddress,
            city: body.userCity,
            state: body.userState,
            pincode: body.userPincode,
            whatsapp: body.userWhatsapp,
            ...identityChanges(body, personalData),
            drivingLicence: body.userDL,
            profilePhoto: body.userProfilePhoto,
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId))
          .returning(profileColumns);
        return { updated: toProfile(row!) };
      });
    },

    /**
     * Logout everywhere: every token signed with the current version stops working. False when
     * the account no longer exists.
     */
    async raiseTokenVersion(userId: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
