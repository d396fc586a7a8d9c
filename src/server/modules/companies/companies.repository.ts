import { eq, sql } from 'drizzle-orm';
import type { CompanyBody, PartnerCompany } from '../../../shared/contracts/partner.js';
import type { Database } from '../../db/client.js';
import { travelCompanies, users } from '../../db/schema.js';

const companyColumns = {
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
  imageUrl: travelCompanies.imageUrl,
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
    pan: body.pan,
    phone: body.phone,
    whatsapp: body.whatsapp,
    email: body.email,
    imageUrl: body.imageUrl,
    driverAllowancePerDay: body.driverAllowancePerDay,
    nightChargePerNight: body.nightChargePerNight,
    outstationMinKmPerDay: body.outstationMinKmPerDay,
  };
}

export type RegisterOutcome =
  { company: PartnerCompany } | { refused: 'not_customer' | 'company_exists' };

export function createCompaniesRepository(db: Database) {
  return {
    /** The company a partner runs, or null. */
    async ofOwner(userId: string): Promise<PartnerCompany | null> {
      const [row] = await db
        .select(companyColumns)
        .from(travelCompanies)
        .where(eq(travelCompanies.ownerUserId, userId))
        .limit(1);
      return row ? toCompany(row) : null;
    },

    /**
     * A customer registers a travel company: the company starts pending and the account becomes
     * its partner, in one transaction (the account row is locked, so two registrations at once
     * make one company). A partner without a company (one an operator made a partner) registers
     * its company the same way.
     */
    async register(userId: string, body: CompanyBody): Promise<RegisterOutcome> {
      return db.transaction(async (tx) => {
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
        const [row] = await tx
          .insert(travelCompanies)
          .values({ ...writable(body), ownerUserId: userId, status: 'pending' })
          .returning(companyColumns);
        await tx
          .update(users)
          .set({ role: 'partner', updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        return { company: toCompany(row!) };
      });
    },

    /**
     * The partner edits the company. A rejected company is sent back to the operators
     * (pending, the old reason cleared); any other status stays as the operators set it.
     */
    async update(companyId: string, body: CompanyBody): Promise<PartnerCompany | null> {
      const [row] = await db
        .update(travelCompanies)
        .set({
          ...writable(body),
          status: sql`case when ${travelCompanies.status} = 'rejected' then 'pending'::company_status else ${travelCompanies.status} end`,
          statusReason: sql`case when ${travelCompanies.status} = 'rejected' then '' else ${travelCompanies.statusReason} end`,
        })
        .where(eq(travelCompanies.id, companyId))
        .returning(companyColumns);
      return row ? toCompany(row) : null;
    },
  };
}
export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
