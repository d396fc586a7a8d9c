/**
 * The demo partners' working business (docs/product/marketplace.md#demo-accounts): a driver behind every car,
 * the papers Saarthi checks, a few cars still being prepared, page views over the last month and
 * replies to reviews, so that `partner@saarthi.in` opens a portal with a living business and
 * `newpartner@saarthi.in` one that is being set up. Built after every other demo row from the same
 * seeded generator, so that the rows made before keep their values.
 */
import { createHash } from 'node:crypto';
import {
  DOCUMENT_KINDS,
  DRIVER_LANGUAGES,
  type DocumentKind,
  type DriverLanguage,
} from '../../../shared/partner-constants.js';
import type { PersonalDataProtector } from '../../modules/users/personal-data.js';
import type { carPageViews, cars, documents, drivers, feedback } from '../schema/index.js';
import { CAR_COLOURS, CAR_MODELS, CITY_INFO } from './data.js';
import { demoPdf, PAPER_TITLES } from './demo-pdf.js';
import type { Random } from './random.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const pad = (value: number) => String(value).padStart(2, '0');

type CarRow = typeof cars.$inferInsert;
type DriverRow = typeof drivers.$inferInsert;
type DocumentRow = typeof documents.$inferInsert;
type PageViewRow = typeof carPageViews.$inferInsert;
type FeedbackRow = typeof feedback.$inferInsert;

export interface PartnerBusiness {
  drivers: DriverRow[];
  documents: DocumentRow[];
  carPageViews: PageViewRow[];
}

interface Company {
  id: string;
  travelsName: string;
  city: string;
  ownerUserId: string;
}

const REPLIES = [
  'Thank you for travelling with us! We look forward to driving you again.',
  'Thank you for the kind words. We will pass them on to the driver.',
  'Sorry the trip was not what you expected. We have spoken to the driver; please call us next time so we can set it right at once.',
];

/** A stable id from a name (a UUID's shape from its SHA-256), for rows made without the generator. */
function uuidOf(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** YYYY-MM-DD of a UTC instant's India calendar day. */
const indiaDay = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);

export function buildPartnerBusiness(options: {
  random: Random;
  now: number;
  personalData: PersonalDataProtector;
  /** The public path of a demo picture of `art/`, by its path there. */
  image: (path: string) => string;
  cars: CarRow[];
  feedback: FeedbackRow[];
  /** partner@saarthi.in's verified company and newpartner@saarthi.in's pending one. */
  activePartner: Company;
  pendingPartner: Company;
  /** Every demo company, the two above among them. */
  companies: Company[];
}): PartnerBusiness {
  const { random, now, personalData, activePartner, pendingPartner } = options;
  const ago = (ms: number) => new Date(now - ms);
  const nowYear = new Date(now).getUTCFullYear();
  const driverRows: DriverRow[] = [];
  const documentRows: DocumentRow[] = [];

  const languagesFor = (city: string): DriverLanguage[] => {
    const local: DriverLanguage = city === 'Hyderabad' && random.chance(0.4) ? 'Urdu' : 'Telugu';
    const extra = random.shuffle(DRIVER_LANGUAGES.filter((language) => language !== local));
    return [local, ...extra.slice(0, random.int(1, 2))];
  };
  const addDriver = (
    companyId: string,
    driver: { name: string; age: number; licence: string; photo: string; city: string },
    // Drivers of listed cars were checked long ago; a new car's driver waits for Saarthi's check.
    status: 'verified' | 'pending' = 'verified',
  ): string => {
    const id = random.uuid();
    const { licenceHash, licenceLast4 } = personalData.protectLicence(driver.licence);
    driverRows.push({
      id,
      travelCompanyId: companyId,
      name: driver.name,
      photo: driver.photo,
      age: driver.age,
      languages: languagesFor(driver.city),
      experienceYears: random.int(2, Math.max(2, driver.age - 21)),
      licenceHash,
      licenceLast4,
      licenceExpiresOn: `${nowYear + random.int(1, 12)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      status,
      createdAt: ago(random.int(60, 400) * DAY),
    });
    return id;
  };

  // Every listed car's driver becomes one of its company's drivers and the car's default driver;
  // a database trigger (migration 0014) copies the driver onto the car, licence masked.
  for (const car of options.cars) {
    if (!car.driverName) continue;
    car.defaultDriverId = addDriver(car.travelCompanyId, {
      name: car.driverName,
      age: car.driverAge!,
      licence: car.driverLicence!,
      photo: car.driverImage ?? '',
      city: car.city,
    });
    delete car.driverName;
    delete car.driverAge;
    delete car.driverLicence;
    delete car.driverImage;
  }

  // The active partner's live cars carry their registration, and show their picture as the
  // cover photo.
  const activeCars = options.cars.filter((car) => car.travelCompanyId === activePartner.id);
  activeCars.forEach((car, index) => {
    car.registrationNumber = `AP16T${'ABCDEFGHJK'[index % 10]}${1000 + index * 379}`;
    car.photos = [car.carImage!];
  });

  // Cars being prepared: one draft and one waiting for Saarthi's review at the active partner, and
  // the pending company's first car, submitted with it: not in the storefront until Saarthi has
  // verified the company and approved the car.
  const prepared = [
    { company: activePartner, status: 'draft', registration: 'AP16TC4521', model: 0 },
    { company: activePartner, status: 'pending_review', registration: 'AP39BD7788', model: 1 },
    { company: pendingPartner, status: 'pending_review', registration: 'AP07CK2030', model: 2 },
  ] as const;
  for (const [index, plan] of prepared.entries()) {
    const model = CAR_MODELS.prime[plan.model % CAR_MODELS.prime.length]!;
    const variant = model.variants[0]!;
    const colourIndex = (index + 2) % CAR_COLOURS.length;
    const city = plan.company.city as CarRow['city'];
    const licencePrefix = CITY_INFO[city as keyof typeof CITY_INFO].licencePrefixes[0];
    const age = random.int(28, 50);
    const driverId = addDriver(
      plan.company.id,
      {
        name: ['Koteswara Rao Pilla', 'Nagendra Babu Gutta', 'Srinivas Reddy Alla'][index]!,
        age,
        licence: `${licencePrefix} ${nowYear - age + 20}${random.digits(7)}`,
        photo: '',
        city,
      },
      plan.status === 'draft' || plan.company === pendingPartner ? 'pending' : 'verified',
    );
    options.cars.push({
      id: random.uuid(),
      travelCompanyId: plan.company.id,
      status: plan.status,
      carName: model.name,
      carModel: variant.model,
      modelYear: variant.year,
      fuelType: variant.fuel,
      newPrice: model.price[0],
      oldPrice: model.price[0] + 500,
      category: 'prime',
      serviceType: 'rental',
      seater: model.seater,
      city,
      registrationNumber: plan.registration,
      bodyType: model.bodyType,
      luggage: 3,
      carImage: options.image(`cars/${model.slug}-${colourIndex}.svg`),
      defaultDriverId: driverId,
      createdAt: ago((index + 1) * 2 * DAY),
    });
  }

  // Papers. The active partner: the GST certificate and every car's and driver's papers, most
  // checked, one rejected, one expiring within the month, the newest waiting for a check. The
  // pending company: its GST certificate and its car's RC, waiting.
  type PaperSubject = { carId?: string; driverId?: string; label: string };
  /** A demo PDF of one paper and the columns every stored paper has. */
  const demoPaper = (
    company: Company,
    kind: DocumentKind,
    subject: PaperSubject,
    expiresInDays: number | null,
  ) => {
    const expiresOn = expiresInDays === null ? null : indiaDay(now + expiresInDays * DAY);
    const content = demoPdf([
      PAPER_TITLES[kind],
      company.travelsName,
      subject.label,
      expiresOn === null ? 'No expiry' : `Valid until ${expiresOn}`,
      'Demo document of the Saarthi demo data: not a real certificate.',
    ]);
    return {
      travelCompanyId: company.id,
      carId: subject.carId ?? null,
      driverId: subject.driverId ?? null,
      kind,
      fileName: `${kind.replace(/_/g, '-')}-${subject.label.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: content.length,
      content,
      contentHash: createHash('sha256').update(content).digest('hex'),
      expiresOn,
      uploadedBy: company.ownerUserId,
    };
  };

  const addDocument = (
    company: Company,
    kind: DocumentKind,
    subject: PaperSubject,
    status: DocumentRow['status'],
    expiresInDays: number | null,
    statusReason = '',
  ) => {
    const createdAt = ago(random.int(5, 200) * DAY);
    documentRows.push({
      id: random.uuid(),
      ...demoPaper(company, kind, subject, expiresInDays),
      status,
      statusReason,
      reviewedAt: status === 'pending' ? null : new Date(createdAt.getTime() + DAY),
      createdAt,
    });
  };

  /** A valid paper checked long ago, made without the generator. */
  const addStandingPaper = (
    company: Company,
    kind: DocumentKind,
    subject: PaperSubject,
    expiresInDays: number | null,
    uploadedAt: number,
  ) => {
    documentRows.push({
      id: uuidOf(`${company.id}/${subject.carId ?? subject.driverId ?? 'company'}/${kind}`),
      ...demoPaper(company, kind, subject, expiresInDays),
      status: 'valid',
      statusReason: '',
      reviewedAt: new Date(uploadedAt + DAY),
      createdAt: new Date(uploadedAt),
    });
  };

  addDocument(activePartner, 'gst_certificate', { label: 'GSTIN certificate' }, 'valid', null);
  const activeFleet = options.cars.filter((car) => car.travelCompanyId === activePartner.id);
  activeFleet.forEach((car, carIndex) => {
    const subject = { carId: car.id!, label: `${car.carName} ${car.registrationNumber ?? ''}` };
    for (const kind of DOCUMENT_KINDS.car) {
      if (car.status === 'draft' && kind !== 'rc') continue;
      const waiting = car.status !== 'live';
      const expiringSoon = carIndex === 0 && kind === 'puc';
      const rejected = carIndex === 1 && kind === 'insurance';
      addDocument(
        activePartner,
        kind,
        subject,
        waiting ? 'pending' : rejected ? 'rejected' : 'valid',
        expiringSoon ? 12 : random.int(60, 700),
        rejected ? 'The scan is cut off at the bottom: upload the whole policy schedule.' : '',
      );
      // A live car stands on valid papers: the rejected insurance is a renewal sent early, and
      // the policy in force (older, valid for six more weeks) keeps the car on the storefront.
      if (rejected) {
        const inForce = documentRows.at(-1)!;
        addStandingPaper(
          activePartner,
          kind,
          subject,
          45,
          inForce.createdAt!.getTime() - 300 * DAY,
        );
      }
    }
  });
  const activeDrivers = driverRows.filter((driver) => driver.travelCompanyId === activePartner.id);
  activeDrivers.forEach((driver, driverIndex) => {
    // The newest driver's papers wait for Saarthi's check, and the driver with them.
    const waiting = driverIndex === activeDrivers.length - 1;
    if (waiting) driver.status = 'pending';
    for (const kind of DOCUMENT_KINDS.driver) {
      addDocument(
        activePartner,
        kind,
        { driverId: driver.id!, label: driver.name },
        waiting ? 'pending' : 'valid',
        kind === 'driving_licence' ? random.int(200, 2000) : random.int(100, 360),
      );
    }
  });

  // Every other demo company's papers are in order: its live cars and checked drivers are on the
  // storefront, which only papers valid and unexpired allow (docs/product/verification.md).
  // Deterministic, without the generator, so the rows made after keep their values.
  const others = options.companies.filter(
    (company) => company.id !== activePartner.id && company.id !== pendingPartner.id,
  );
  others.forEach((company, companyIndex) => {
    const expiry = (index: number) => 90 + ((companyIndex * 131 + index * 37) % 600);
    addStandingPaper(
      company,
      'gst_certificate',
      { label: 'GSTIN certificate' },
      null,
      now - 400 * DAY,
    );
    options.cars
      .filter((car) => car.travelCompanyId === company.id && car.status !== 'draft')
      .forEach((car, carIndex) => {
        const subject = { carId: car.id!, label: car.carName! };
        DOCUMENT_KINDS.car.forEach((kind, kindIndex) =>
          addStandingPaper(
            company,
            kind,
            subject,
            expiry(carIndex * 5 + kindIndex),
            now - 200 * DAY,
          ),
        );
      });
    driverRows
      .filter((driver) => driver.travelCompanyId === company.id && driver.status === 'verified')
      .forEach((driver, driverIndex) => {
        const subject = { driverId: driver.id!, label: driver.name };
        DOCUMENT_KINDS.driver.forEach((kind, kindIndex) =>
          addStandingPaper(
            company,
            kind,
            subject,
            expiry(1000 + driverIndex * 2 + kindIndex),
            now - 200 * DAY,
          ),
        );
      });
  });
  const pendingCar = options.cars.find((car) => car.travelCompanyId === pendingPartner.id)!;
  addDocument(pendingPartner, 'gst_certificate', { label: 'GSTIN certificate' }, 'pending', null);
  addDocument(
    pendingPartner,
    'rc',
    { carId: pendingCar.id!, label: `${pendingCar.carName} ${pendingCar.registrationNumber}` },
    'pending',
    random.int(400, 3000),
  );

  // Car page views of the active partner's live cars over the last 30 days.
  const pageViewRows: PageViewRow[] = [];
  for (const car of activeCars) {
    const popularity = random.int(2, 14);
    for (let daysAgo = 0; daysAgo < 30; daysAgo += 1) {
      const views = Math.max(0, Math.round(popularity * (0.4 + random.next() * 1.2)) - 2);
      if (views === 0) continue;
      pageViewRows.push({ carId: car.id!, day: indiaDay(now - daysAgo * DAY), views });
    }
  }

  // The active partner answered some of its reviews.
  const ownFeedback = options.feedback.filter(
    (review) => review.travelCompanyId === activePartner.id,
  );
  for (const review of ownFeedback.slice(0, 4)) {
    review.reply = REPLIES[review.rating! >= 4 ? random.int(0, 1) : 2]!;
  }

  return { drivers: driverRows, documents: documentRows, carPageViews: pageViewRows };
}
