import { and, eq, ne, sql } from 'drizzle-orm';
import type { CompanyBody, PartnerCompany } from '../../../shared/contracts/partner.js';
import { panOfGstin } from '../../../shared/validators.js';
import type { Database } from '../../db/client.js';
import { travelCompanies, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../users/users.repository.js';

/** Who a company is and how to reach it, as its partner and the operators read it. */
export const companyIdentityColumns = {
  _id: travelCompanies.id,
  travelsName: travelCompanies.travelsName,
  legalName: travelCompanies.legalName,
  city: travelCompanies.city,
  citiesServed: travelCompanies.citiesServed,
  address: travelCompanies.address,
  gstin: travelCompanies.gstin,
  pan: travelCompanies.pan,
  phone: travelCompanies.phone,
  whatsapp: travelCompanies.whatsapp,
  email: travelCompanies.email,
};

const companyColumns = {
  ...companyIdentityColumns,
  imageUrl: travelCompanies.imageUrl,
  upiId: travelCompanies.upiId,
  status: travelCompanies.status,
  statusReason: travelCompanies.statusReason,
  driverAllowancePerDay: travelCompanies.driverAllowancePerDay,
  nightChargePerNight: travelCompanies.nightChargePerNight,
  outstationMinKmPerDay: travelCompanies.outstationMinKmPerDay,
  createdAt: travelCompanies.createdAt,
};

type CompanyRow = Omit<PartnerCompany, 'createdAt'> & { createdAt: Date };

const toCompany = (row: CompanyRow): PartnerCompany => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The columns a partner writes: everything of the body (status and ratings are not in it). */
function writable(body: CompanyBody) {
  return {
    travelsName: body.travelsName,
    legalName: body.legalName,
    city: body.city,
    citiesServed: body.citiesServed,
    address: body.address,
    gstin: body.gstin,
    // The PAN is the GSTIN's own (characters 3 to 12): never asked twice, never out of step.
    pan: panOfGstin(body.gstin),
    phone: body.phone,
    whatsapp: body.whatsapp,
    email: body.email,
    imageUrl: body.imageUrl,
    upiId: body.upiId,
    driverAllowancePerDay: body.driverAllowancePerDay,
    nightChargePerNight: body.nightChargePerNight,
    outstationMinKmPerDay: body.outstationMinKmPerDay,
  };
}

export type RegisterOutcome =
  { company: PartnerCompany } | { refused: 'not_customer' | 'company_exists' | 'gstin_taken' };

export type UpdateOutcome =
  { company: PartnerCompany; identityToReview: boolean } | { refused: 'gstin_taken' } | null;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whether another company already holds this GSTIN. */
async function gstinTaken(tx: Transaction, gstin: string, exceptCompanyId?: string) {
  const [other] = await tx
    .select({ id: travelCompanies.id })
    .from(travelCompanies)
    .where(
      and(
        eq(travelCompanies.gstin, gstin),
        exceptCompanyId ? ne(travelCompanies.id, exceptCompanyId) : undefined,
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** A GSTIN claimed by a write that committed in between is the same refusal, from the index. */
async function guardGstin<T>(write: () => Promise<T>): Promise<T | { refused: 'gstin_taken' }> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return { refused: 'gstin_taken' };
    throw error;
  }
}

export function createCompaniesRepository(db: Database) {
  // Every partner request reads its company: built once, prepared per connection.
  const companyOfOwner = db
    .select(companyColumns)
    .from(travelCompanies)
    .where(eq(travelCompanies.ownerUserId, sql.placeholder('owner')))
    .limit(1)
    .prepare('company_of_owner');

  return {
    /** The company a partner runs, or null. */
    async ofOwner(userId: string): Promise<PartnerCompany | null> {
      const [row] = await companyOfOwner.execute({ owner: userId });
      return row ? toCompany(row) : null;
    },

    /**
     * A customer registers a travel company: the company starts pending and the account becomes
     * its partner, in one transaction (the account row is locked, so two registrations at once
     * make one company). A partner without a company (one an operator made a partner) registers
     * its company the same way.
     */
    async register(userId: string, body: CompanyBody): Promise<RegisterOutcome> {
      return guardGstin(() =>
        db.transaction(async (tx): Promise<RegisterOutcome> => {
          const [user] = await tx
            .select({ role: users.role })
            .from(users)
            .where(eq(users.id, userId))
            .for('update');
          if (!user || user.role !== 'customer') {
            const [existing] = await tx
              .select({ id: travelCompanies.id })
              .from(travelCompanies)
              .where(eq(travelCompanies.ownerUserId, userId));
            if (existing) return { refused: 'company_exists' };
            if (user?.role !== 'partner') return { refused: 'not_customer' };
          }
          if (await gstinTaken(tx, body.gstin)) return { refused: 'gstin_taken' };
          const [row] = await tx
            .insert(travelCompanies)
            .values({ ...writable(body), ownerUserId: userId, status: 'pending' })
            .returning(companyColumns);
          await tx
            .update(users)
            .set({ role: 'partner', updatedAt: sql`now()` })
            .where(eq(users.id, userId));
          return { company: toCompany(row!) };
        }),
      );
    },

    /**
     * The partner edits the company. A rejected company is sent back to the operators (pending,
     * the old reason cleared). A verified company whose legal identity changes (legal name,
     * GSTIN, and with it the PAN) goes back to pending too: Saarthi verified the business it
     * was, and its cars leave the storefront until the new one is verified. Any other edit
     * keeps the status the operators set.
     */
    async update(companyId: string, body: CompanyBody): Promise<UpdateOutcome> {
      return guardGstin(() =>
        db.transaction(async (tx): Promise<UpdateOutcome> => {
          const [current] = await tx
            .select({
              status: travelCompanies.status,
              legalName: travelCompanies.legalName,
              gstin: travelCompanies.gstin,
            })
            .from(travelCompanies)
            .where(eq(travelCompanies.id, companyId))
            .for('update');
          if (!current) return null;
          if (await gstinTaken(tx, body.gstin, companyId)) return { refused: 'gstin_taken' };
          const identityToReview =
            current.status === 'verified' &&
            (current.legalName !== body.legalName || current.gstin !== body.gstin);
          const backToCheck = current.status === 'rejected' || identityToReview;
          const [row] = await tx
            .update(travelCompanies)
            .set({
              ...writable(body),
              ...(backToCheck ? { status: 'pending' as const, statusReason: '' } : {}),
            })
            .where(eq(travelCompanies.id, companyId))
            .returning(companyColumns);
          return { company: toCompany(row!), identityToReview };
        }),
      );
    },
  };
}
export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
