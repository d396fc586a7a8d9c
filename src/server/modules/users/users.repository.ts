import { eq } from 'drizzle-orm';
import type { Language, UserRole } from '../../../shared/constants.js';
import type { ProfileUpdateBody, UserProfile } from '../../../shared/contracts/users.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** Who a token is signed for. */
export interface AccountRef {
  id: string;
  role: UserRole;
}

const accountColumns = { id: users.id, role: users.role };

// The profile as stored; `toProfile` gives it its wire names. Never the password hash.
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
  userAadhar: users.aadhaar,
  userPAN: users.pan,
  userDL: users.drivingLicence,
  userProfilePhoto: users.profilePhoto,
  language: users.language,
};

type ProfileRow = Omit<UserProfile, 'dob'> & { dob: string | null };

function toProfile({ dob, ...row }: ProfileRow): UserProfile {
  // spec §3: the date of birth is shown as its first 10 characters (YYYY-MM-DD).
  return { ...row, dob: dob ?? '' };
}

const UNIQUE_VIOLATION = '23505';

/** Drizzle wraps driver errors; the PostgreSQL code sits somewhere on the `cause` chain. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export function createUsersRepository(db: Database) {
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

    async updateProfile(userId: string, body: ProfileUpdateBody): Promise<UserProfile | undefined> {
      const [row] = await db
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
          aadhaar: body.userAadhar,
          pan: body.userPAN,
          drivingLicence: body.userDL,
          profilePhoto: body.userProfilePhoto,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning(profileColumns);
      return row && toProfile(row);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
