import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompanyBodyInput } from '../../../shared/contracts/partner.js';
import { gstinCheckCharacter } from '../../../shared/validators.js';
import { travelCompanies, users } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createCar, createTravelCompany, createUser } from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();

const gstinOf = (pan: string, state = '37') =>
  `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;

let panNumber = 1000;
/** A PAN no other company of this file has: a GSTIN is one company's. */
const nextPan = () => `AAKCK${++panNumber}Q`;

const company = (overrides: Partial<CompanyBodyInput> = {}): CompanyBodyInput => ({
  travelsName: 'Krishna River Cabs',
  legalName: 'Krishna River Cabs Private Limited',
  city: 'Vijayawada',
  citiesServed: ['Vijayawada', 'Guntur'],
  address: '12-3-4, Eluru Road, Vijayawada 520002',
  gstin: gstinOf(nextPan()),
  phone: '98480 22334',
  whatsapp: '+91 9848022334',
  email: 'bookings@krishnarivercabs.in',
  ...overrides,
});

async function register(userId: string, body: unknown = company()) {
  return app.inject({
    method: 'POST',
    url: '/api/partner/company',
    headers: await authHeader(userId),
    payload: body as object,
  });
}

async function read(userId: string) {
  return app.inject({
    method: 'GET',
    url: '/api/partner/company',
    headers: await authHeader(userId),
  });
}

async function edit(userId: string, body: unknown) {
  return app.inject({
    method: 'PUT',
    url: '/api/partner/company',
    headers: await authHeader(userId),
    payload: body as object,
  });
}

async function roleOf(userId: string) {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return user?.role;
}

describe('POST /api/partner/company', () => {
  it('registers a pending company and makes the customer its partner', async () => {
    const customer = await createUser(db);
    const response = await register(customer.id, company({ gstin: gstinOf('AAKCK1234Q') }));
    expect(response.statusCode).toBe(201);
    expect(response.json().company).toMatchObject({
      travelsName: 'Krishna River Cabs',
      status: 'pending',
      statusReason: '',
      phone: '9848022334',
      whatsapp: '9848022334',
      gstin: gstinOf('AAKCK1234Q'),
      // Read from the GSTIN: never asked again.
      pan: 'AAKCK1234Q',
      citiesServed: ['Vijayawada', 'Guntur'],
      driverAllowancePerDay: 300,
      nightChargePerNight: 250,
      outstationMinKmPerDay: 250,
    });
    expect(await roleOf(customer.id)).toBe('partner');
    expect((await read(customer.id)).json().company.travelsName).toBe('Krishna River Cabs');
  });

  it('ignores a status, rating or owner sent in the body', async () => {
    const customer = await createUser(db);
    const other = await createUser(db);
    const response = await register(customer.id, {
      ...company({ gstin: gstinOf('AAKCK9876L'), pan: 'AAKCK9876L' }),
      status: 'verified',
      verified: true,
      ratingTotal: 500,
      ownerUserId: other.id,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await db
      .select()
      .from(travelCompanies)
      .where(eq(travelCompanies.id, response.json().company._id));
    expect(row).toMatchObject({
      status: 'pending',
      verified: false,
      ratingTotal: 0,
      ownerUserId: customer.id,
    });
  });

  it('refuses a second company (409), an operator (403) and no token (401)', async () => {
    const partner = await createUser(db);
    expect((await register(partner.id)).statusCode).toBe(201);
    const again = await register(partner.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'company_exists' });

    const operator = await createUser(db, { role: 'operator' });
    const refused = await register(operator.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'company_register_customer_only' });
    expect(await roleOf(operator.id)).toBe('operator');

    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/partner/company',
      payload: company(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('makes one company when a customer sends the form twice at once', async () => {
    const customer = await createUser(db);
    const statuses = (await Promise.all([register(customer.id), register(customer.id)]))
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409]);
    const rows = await db
      .select()
      .from(travelCompanies)
      .where(eq(travelCompanies.ownerUserId, customer.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [
      'a GSTIN with a wrong check character',
      { gstin: '37AAKCK1234Q1Z0' },
      'gstin',
      'gstin_invalid',
    ],
    [
      'a GSTIN of another PAN than the one sent',
      { gstin: gstinOf('AAKCZ5555Z'), pan: 'AAKCK1234Q' },
      'gstin',
      'gstin_pan_mismatch',
    ],
    [
      'a Maharashtra GSTIN for a Vijayawada company',
      { gstin: gstinOf('AAKCZ5556Z', '27') },
      'gstin',
      'gstin_state_mismatch',
    ],
    [
      'an Andhra Pradesh GSTIN for a Hyderabad company',
      { city: 'Hyderabad', citiesServed: ['Hyderabad'], gstin: gstinOf('AAKCZ5557Z', '37') },
      'gstin',
      'gstin_state_mismatch',
    ],
    ['a malformed PAN', { pan: 'AAK1234' }, 'pan', 'pan_invalid'],
    ['a short phone number', { phone: '98480 223' }, 'phone', 'company_phone_invalid'],
    ['no city served', { citiesServed: [] }, 'citiesServed', 'company_cities_required'],
    ['an unknown city', { city: 'Chennai' }, 'city', undefined],
    ['a blank name', { travelsName: '  ' }, 'travelsName', 'company_name_required'],
    [
      'a negative allowance',
      { driverAllowancePerDay: -5 },
      'driverAllowancePerDay',
      'rate_invalid',
    ],
    ['a bad e-mail', { email: 'bookings@' }, 'email', 'company_email_invalid'],
  ])('answers 400 for %s and writes nothing', async (_case, overrides, path, code) => {
    const customer = await createUser(db);
    const response = await register(customer.id, company(overrides as Partial<CompanyBodyInput>));
    expect(response.statusCode).toBe(400);
    const error = (response.json() as { errors: { path: string; code?: string }[] }).errors.find(
      (field) => field.path === `body.${path}`,
    );
    expect(error).toBeDefined();
    if (code) expect(error?.code).toBe(code);
    expect(await roleOf(customer.id)).toBe('customer');
    const rows = await db
      .select()
      .from(travelCompanies)
      .where(eq(travelCompanies.ownerUserId, customer.id));
    expect(rows).toHaveLength(0);
  });
});

describe('GET and PUT /api/partner/company', () => {
  it('shows each partner its own company only', async () => {
    const [first, second] = [await createUser(db), await createUser(db)];
    await register(first.id, company({ travelsName: 'First Cabs' }));
    await register(
      second.id,
      company({ travelsName: 'Second Cabs', gstin: gstinOf('AAKCS2222S'), pan: 'AAKCS2222S' }),
    );
    expect((await read(first.id)).json().company.travelsName).toBe('First Cabs');
    expect((await read(second.id)).json().company.travelsName).toBe('Second Cabs');
  });

  it('refuses a customer (403) and no token (401)', async () => {
    const customer = await createUser(db);
    const response = await read(customer.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'partner_only' });
    expect((await edit(customer.id, company())).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/partner/company' })).statusCode).toBe(401);
  });

  it("edits the partner's own company, whatever id or status the body names", async () => {
    const partner = await createUser(db);
    const mine = (await register(partner.id)).json().company;
    const someoneElses = await createTravelCompany(db, { travelsName: 'Not Yours Travels' });
    const response = await edit(partner.id, {
      ...company({ travelsName: 'Krishna River Cabs & Tours', nightChargePerNight: 300 }),
      _id: someoneElses.id,
      status: 'verified',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().company).toMatchObject({
      _id: mine._id,
      travelsName: 'Krishna River Cabs & Tours',
      nightChargePerNight: 300,
      status: 'pending',
    });
    const [untouched] = await db
      .select({ name: travelCompanies.travelsName })
      .from(travelCompanies)
      .where(eq(travelCompanies.id, someoneElses.id));
    expect(untouched?.name).toBe('Not Yours Travels');
  });

  it('sends a rejected company back for verification, and refuses edits while suspended', async () => {
    const partner = await createUser(db);
    const { _id } = (await register(partner.id)).json().company;
    await db
      .update(travelCompanies)
      .set({ status: 'rejected', statusReason: 'The GST certificate is unreadable.' })
      .where(eq(travelCompanies.id, _id));
    expect((await read(partner.id)).json().company).toMatchObject({
      status: 'rejected',
      statusReason: 'The GST certificate is unreadable.',
    });
    const resubmitted = await edit(partner.id, company());
    expect(resubmitted.json().company).toMatchObject({ status: 'pending', statusReason: '' });

    await db
      .update(travelCompanies)
      .set({ status: 'suspended', statusReason: 'Complaints under review.' })
      .where(eq(travelCompanies.id, _id));
    const refused = await edit(partner.id, company({ travelsName: 'Renamed' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'company_suspended' });
  });
});

describe('the storefront and partner companies', () => {
  it('lists only live cars of verified companies', async () => {
    const pending = await createTravelCompany(db, { status: 'pending', city: 'Guntur' });
    const verified = await createTravelCompany(db, { city: 'Guntur' });
    const hidden = await createCar(db, {
      travelCompanyId: pending.id,
      city: 'Guntur',
      category: 'luxury',
    });
    const draft = await createCar(db, {
      travelCompanyId: verified.id,
      city: 'Guntur',
      category: 'luxury',
      status: 'draft',
    });
    const live = await createCar(db, {
      travelCompanyId: verified.id,
      city: 'Guntur',
      category: 'luxury',
    });
    const list = await app.inject({ method: 'GET', url: '/api/cars?city=Guntur&category=luxury' });
    expect((list.json() as { cars: { _id: string }[] }).cars.map((car) => car._id)).toEqual([
      live.id,
    ]);
    for (const car of [hidden, draft])
      expect((await app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(
        404,
      );
  });
});

describe("a company's legal identity", () => {
  it('refuses a GSTIN another company holds, on registering and on editing (409)', async () => {
    const first = await createUser(db);
    const gstin = gstinOf(nextPan());
    expect((await register(first.id, company({ gstin }))).statusCode).toBe(201);

    const second = await createUser(db);
    const taken = await register(second.id, company({ gstin }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'gstin_taken',
      errors: [{ path: 'body.gstin', code: 'gstin_taken' }],
    });
    expect(await roleOf(second.id)).toBe('customer');

    expect((await register(second.id)).statusCode).toBe(201);
    const editedToTaken = await edit(second.id, company({ gstin }));
    expect(editedToTaken.statusCode).toBe(409);
    expect(editedToTaken.json()).toMatchObject({ code: 'gstin_taken' });
  });

  it('sends a verified company back to verification when its legal name or GSTIN changes, and its cars leave the storefront', async () => {
    const partner = await createUser(db, { role: 'partner' });
    const body = company();
    const verified = await createTravelCompany(db, {
      ownerUserId: partner.id,
      status: 'verified',
      travelsName: body.travelsName,
      legalName: body.legalName,
      gstin: body.gstin,
      pan: body.gstin.slice(2, 12),
    });
    const car = await createCar(db, { travelCompanyId: verified.id });
    const listed = async () =>
      (await app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).statusCode;
    expect(await listed()).toBe(200);

    // The trade name and the contact may change freely.
    const renamed = await edit(
      partner.id,
      company({ ...body, travelsName: 'Krishna Cabs', phone: '9848099887' }),
    );
    expect(renamed.json()).toMatchObject({
      message: 'Company saved',
      code: 'company_saved',
      company: { status: 'verified', travelsName: 'Krishna Cabs' },
    });
    expect(await listed()).toBe(200);

    const otherGstin = gstinOf(nextPan());
    const reidentified = await edit(partner.id, company({ ...body, gstin: otherGstin }));
    expect(reidentified.statusCode).toBe(200);
    expect(reidentified.json()).toMatchObject({
      message:
        'Company saved: its legal name or GSTIN changed, so Saarthi verifies it again; its cars are hidden until then',
      code: 'company_identity_to_review',
      company: { status: 'pending', gstin: otherGstin, pan: otherGstin.slice(2, 12) },
    });
    expect(await listed()).toBe(404);
  });

  it('keeps a company pending after a new legal name, and verified ones stay so for a new address', async () => {
    const partner = await createUser(db, { role: 'partner' });
    const body = company();
    await createTravelCompany(db, {
      ownerUserId: partner.id,
      status: 'verified',
      legalName: body.legalName,
      gstin: body.gstin,
      pan: body.gstin.slice(2, 12),
    });
    const moved = await edit(partner.id, company({ ...body, address: '1 MG Road, Vijayawada' }));
    expect(moved.json().company.status).toBe('verified');
    const newLegalName = await edit(
      partner.id,
      company({ ...body, legalName: 'Krishna River Travels LLP' }),
    );
    expect(newLegalName.json().company.status).toBe('pending');
  });
});
