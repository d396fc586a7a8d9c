import { hash } from '@node-rs/argon2';
import { DOCUMENT_KINDS } from '../../shared/partner-constants.js';
import type { Database } from '../db/client.js';
import {
  blogs,
  carOffers,
  cars,
  carWashes,
  documents,
  drivers,
  drivingSchools,
  faqs,
  feedback,
  homeStripItems,
  mechanics,
  siteReviews,
  tours,
  travelCompanies,
  uploads,
  users,
  vans,
} from '../db/schema/index.js';

// Test data comes from these factories: each takes overrides for what a test cares about.
let sequence = 0;
const next = () => ++sequence;

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function createUser(
  db: Database,
  overrides: Insert<typeof users> & { password?: string } = {},
) {
  const n = next();
  const { password, ...rest } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      userName: `Customer ${n}`,
      email: `customer${n}@example.in`,
      mobile: '9848012345',
      passwordHash: password ? await hash(password) : null,
      ...rest,
    })
    .returning();
  return user!;
}

export async function createTravelCompany(
  db: Database,
  overrides: Insert<typeof travelCompanies> = {},
) {
  const n = next();
  const [company] = await db
    .insert(travelCompanies)
    .values({
      travelsName: `Sri Test Travels ${n}`,
      city: 'Vijayawada',
      imageUrl: '/uploads/demo/companies/test.svg',
      phone: '9000000000',
      status: 'verified',
      ...overrides,
    })
    .returning();
  return company!;
}

export async function createCar(db: Database, overrides: Insert<typeof cars> = {}) {
  const n = next();
  const travelCompanyId = overrides.travelCompanyId ?? (await createTravelCompany(db)).id;
  const [car] = await db
    .insert(cars)
    .values({
      travelCompanyId,
      carName: `Swift Dzire ${n}`,
      carModel: '2023 VXi',
      fuelType: 'Petrol',
      newPrice: 2200,
      oldPrice: 2600,
      category: 'regular',
      serviceType: 'rental',
      seater: 4,
      city: 'Vijayawada',
      availability: true,
      carImage: '/uploads/demo/cars/test.svg',
      driverName: 'Ravi Kumar',
      driverAge: 34,
      driverLicence: 'AP16 20110012345',
      driverImage: '/uploads/demo/drivers/test.svg',
      status: 'live',
      ...overrides,
    })
    .returning();
  return car!;
}

export async function createFeedback(
  db: Database,
  values: { userId: string; carId: string; travelCompanyId: string } & Insert<typeof feedback>,
) {
  const [row] = await db
    .insert(feedback)
    .values({ rating: 4, comment: 'Good driver, clean car.', ...values })
    .returning();
  return row!;
}

export async function createBlog(db: Database, overrides: Insert<typeof blogs> = {}) {
  const n = next();
  const [blog] = await db
    .insert(blogs)
    .values({
      title: `Weekend in Araku ${n}`,
      description: 'Coffee, mist and hairpin bends.',
      image: '/uploads/demo/blogs/test.svg',
      ...overrides,
    })
    .returning();
  return blog!;
}

export async function createFaq(db: Database, overrides: Insert<typeof faqs> = {}) {
  const n = next();
  const [faq] = await db
    .insert(faqs)
    .values({
      question: `Question ${n}?`,
      answer: `Answer ${n}.\nSecond line.`,
      position: n,
      ...overrides,
    })
    .returning();
  return faq!;
}

export async function createStripItem(
  db: Database,
  kind: 'featured' | 'offer' | 'reason',
  overrides: Insert<typeof homeStripItems> = {},
) {
  const n = next();
  const [item] = await db
    .insert(homeStripItems)
    .values({
      kind,
      title: `${kind} ${n}`,
      imageUrl: `/uploads/demo/home/${kind}-${n}.svg`,
      position: n,
      ...overrides,
    })
    .returning();
  return item!;
}

export async function createSiteReview(db: Database, overrides: Insert<typeof siteReviews> = {}) {
  const n = next();
  const [review] = await db
    .insert(siteReviews)
    .values({
      userName: `Reviewer ${n}`,
      comment: 'Smooth booking.',
      websiteRating: 5,
      ...overrides,
    })
    .returning();
  return review!;
}

const place = (n: number) => ({
  phone: '9848000000',
  city: 'Guntur',
  area: 'Brodipet',
  pincode: '522002',
  imageUrl: `/uploads/demo/listings/${n}.svg`,
  position: n,
});

/** One row of each side listing, `count` times. */
export async function createListings(db: Database, count: number) {
  for (let i = 0; i < count; i += 1) {
    const n = next();
    await db.insert(carOffers).values({
      title: `Offer ${n}`,
      description: 'Festive discount.',
      imageUrl: `/uploads/demo/offers/${n}.svg`,
      position: n,
    });
    await db.insert(vans).values({
      ...place(n),
      ownerName: `Owner ${n}`,
      vehicleType: 'Tata Ace',
      capacity: '1 tonne',
    });
    await db.insert(tours).values({
      title: `Araku Valley ${n}`,
      destination: 'Araku Valley',
      duration: '2 Days / 1 Night',
      price: 5999,
      description: 'Hills and coffee.',
      image: `/uploads/demo/tours/${n}.svg`,
      includes: ['Cab with driver'],
      excludes: ['Meals'],
      itinerary: [
        { day: 1, description: 'Drive up via Ananthagiri.' },
        { day: 2, description: 'Borra Caves and back.' },
      ],
      position: n,
    });
    await db.insert(carWashes).values({ ...place(n), name: `Sparkle Wash ${n}`, rating: 4.5 });
    await db
      .insert(mechanics)
      .values({ ...place(n), fullname: `Mechanic ${n}`, age: 40, experience: 15, rating: 4.2 });
    await db.insert(drivingSchools).values({
      ...place(n),
      drivingSchoolName: `Safe Drive ${n}`,
      ownerName: `Owner ${n}`,
      establishedYear: 2005,
      vehicleCount: 6,
      instructorCount: 4,
    });
  }
}

/**
 * A driver of a travel company. The licence is stored as the API stores it (a hash and the last
 * 4); the hash here is a stand-in, unique per driver, that no real licence number hashes to.
 */
export async function createDriver(
  db: Database,
  values: { travelCompanyId: string } & Insert<typeof drivers>,
) {
  const n = next();
  const [driver] = await db
    .insert(drivers)
    .values({
      name: `Ravi Kumar ${n}`,
      age: 34,
      languages: ['Telugu', 'English'],
      experienceYears: 10,
      licenceHash: `test-licence-${n}`,
      licenceLast4: String(n).padStart(4, '0').slice(-4),
      licenceExpiresOn: '2035-03-31',
      ...values,
    })
    .returning();
  return driver!;
}

/** A company's paper, stored as the partner portal stores one (a one-line PDF unless told). */
export async function createDocument(
  db: Database,
  values: { travelCompanyId: string } & Insert<typeof documents>,
) {
  const content = values.content ?? Buffer.from('%PDF-1.4\n%%EOF\n');
  const [document] = await db
    .insert(documents)
    .values({
      kind: 'gst_certificate',
      fileName: 'gst.pdf',
      mimeType: 'application/pdf',
      sizeBytes: content.length,
      contentHash: `test-${next()}`,
      ...values,
      content,
    })
    .returning();
  return document!;
}

/**
 * Every paper a car, a driver or a company needs to go live, valid: a car's or a driver's until
 * `expiresOn` (a year from now unless told).
 */
export async function createValidPapers(
  db: Database,
  subject:
    | { travelCompanyId: string; carId: string }
    | { travelCompanyId: string; driverId: string }
    | { travelCompanyId: string },
  expiresOn = `${new Date().getUTCFullYear() + 1}-12-31`,
) {
  const kind = 'carId' in subject ? 'car' : 'driverId' in subject ? 'driver' : 'company';
  const created = [];
  for (const paper of DOCUMENT_KINDS[kind])
    created.push(
      await createDocument(db, {
        ...subject,
        kind: paper,
        status: 'valid',
        expiresOn: kind === 'company' ? null : expiresOn,
      }),
    );
  return created;
}

/** A picture a user uploaded (a tiny PNG), under a fresh name unless told: its `/uploads/…` path. */
export async function createUpload(
  db: Database,
  values: { userId: string; fileName?: string },
): Promise<string> {
  const fileName = values.fileName ?? `test-${next()}-${Date.now()}.png`;
  const content = Buffer.from('89504e470d0a1a0a', 'hex');
  await db.insert(uploads).values({
    userId: values.userId,
    fileName,
    mimeType: 'image/png',
    sizeBytes: content.length,
    content,
    contentHash: `test-${next()}`,
  });
  return `/uploads/${fileName}`;
}
