import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../../shared/validators.js';
import { cars } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createCar, createUpload, createUser } from '../../test/factories.js';
import { partnerPortal } from '../../test/partner.js';

const { app, db, authHeader } = await createTestApp();
const { call, partnerWithCompany } = partnerPortal({ app, db, authHeader });

let registration = 3000;
const carBody = (photos: string[]) => ({
  carName: 'Innova Crysta',
  carModel: '2024 GX',
  fuelType: 'Diesel',
  category: 'prime',
  seater: 7,
  luggage: 3,
  bodyType: 'muv',
  city: 'Vijayawada',
  registrationNumber: `AP 16 EF ${++registration}`,
  photos,
});

describe("a company's pictures", () => {
  it("refuses another company's upload on a car, a driver or the company, and takes its own", async () => {
    const mine = await partnerWithCompany();
    const theirs = await partnerWithCompany();
    const theirDraftPhoto = await createUpload(db, { userId: theirs.user.id });
    const myPhoto = await createUpload(db, { userId: mine.user.id });

    const stolen = await call(
      'POST',
      '/api/partner/cars',
      mine.user.id,
      carBody([theirDraftPhoto]),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({
      code: 'upload_not_yours',
      errors: [{ path: 'body.photos', code: 'upload_not_yours' }],
    });
    // An upload that does not exist is no one's own either.
    const invented = await call(
      'POST',
      '/api/partner/cars',
      mine.user.id,
      carBody(['/uploads/x.png']),
    );
    expect(invented.statusCode).toBe(400);
    const own = await call('POST', '/api/partner/cars', mine.user.id, carBody([myPhoto]));
    expect(own.statusCode).toBe(201);
    // The public demo drawings are no one's upload and anyone's to show.
    const drawn = await call(
      'POST',
      '/api/partner/cars',
      mine.user.id,
      carBody(['/uploads/demo/bodies/muv.svg']),
    );
    expect(drawn.statusCode).toBe(201);

    const driver = await call('POST', '/api/partner/drivers', mine.user.id, {
      name: 'Ramesh Babu',
      photo: theirDraftPhoto,
      age: 40,
      languages: ['Telugu'],
      experienceYears: 15,
      licenceNumber: 'AP16 20110099881',
      licenceExpiresOn: '2034-01-31',
    });
    expect(driver.statusCode).toBe(400);
    expect(driver.json().errors).toEqual([expect.objectContaining({ path: 'body.photo' })]);

    const first14 = '37AAKCE4321R1Z';
    const logo = await call('PUT', '/api/partner/company', mine.user.id, {
      travelsName: 'Eluru Road Cabs',
      legalName: 'Eluru Road Cabs LLP',
      city: 'Vijayawada',
      citiesServed: ['Vijayawada'],
      address: '4-5-6 Eluru Road, Vijayawada',
      gstin: `${first14}${gstinCheckCharacter(first14)}`,
      phone: '9848011223',
      imageUrl: theirDraftPhoto,
    });
    expect(logo.statusCode).toBe(400);
    expect(logo.json().errors).toEqual([expect.objectContaining({ path: 'body.imageUrl' })]);
  });

  it('keeps a photo a car already shows when it is saved again', async () => {
    const { user, company } = await partnerWithCompany();
    const someoneElse = await createUser(db);
    const older = await createUpload(db, { userId: someoneElse.id });
    const car = await createCar(db, {
      travelCompanyId: company.id,
      status: 'draft',
      photos: [older],
      registrationNumber: 'AP16EF9999',
      carName: 'Innova Crysta',
    });
    const saved = await call('PUT', `/api/partner/cars/${car.id}`, user.id, {
      ...carBody([older]),
      registrationNumber: 'AP16EF9999',
    });
    expect(saved.statusCode).toBe(200);
    expect((await db.select().from(cars).where(eq(cars.id, car.id)))[0]!.photos).toEqual([older]);
  });
});
