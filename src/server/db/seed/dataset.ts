/**
 * Builds every demo row and every demo picture from `data.ts` and a seeded random generator, so
 * the same dataset (ids included) comes out on every run. Only timestamps follow `now`.
 */
import {
  CATEGORIES,
  CITIES,
  type Category,
  type City,
  type ServiceType,
} from '../../../shared/constants.js';
import { gstinCheckCharacter, verhoeffCheckDigit } from '../../../shared/validators.js';
import type { PersonalDataProtector } from '../../modules/users/personal-data.js';
import type * as schema from '../schema/index.js';
import {
  BLOGS,
  CAR_COLOURS,
  CAR_MODELS,
  CAR_OFFERS,
  CAR_WASH_NAMES,
  CITY_INFO,
  COMPANIES,
  CUSTOMERS,
  DEMO_OPERATOR,
  DEMO_PARTNER_PROFILES,
  DEMO_PENDING_COMPANY,
  DEMO_USER,
  DRIVER_FIRST_NAMES,
  DRIVER_SURNAMES,
  DRIVING_SCHOOLS,
  FAQS,
  FEEDBACK_COMMENTS,
  HOME_STRIP,
  MECHANIC_NAMES,
  SITE_REVIEWS,
  TOURS,
  VAN_OWNERS,
  VEHICLE_TYPES,
  type CarModelSeed,
  type Place,
} from './data.js';
import { buildDemoBookings, type DemoBookings } from './bookings.js';
import { buildPartnerBusiness } from './partner-business.js';
import { createRandom, type Random } from './random.js';
import { PRICE_TABLE } from '../../../shared/pricing.js';
import { addDays, indiaToday } from '../../../shared/india-time.js';
import {
  BLOG_TRANSLATIONS,
  CAR_OFFER_TRANSLATIONS,
  FAQ_TRANSLATIONS,
  HOME_STRIP_TRANSLATIONS,
  TOUR_TRANSLATIONS,
} from './translations.js';

/** A title's Telugu and Hindi, as a record's translations; none when it has no translation. */
const titleTranslations = (words: { te: string; hi: string } | undefined) =>
  words ? { te: { title: words.te }, hi: { title: words.hi } } : {};
const stripTranslations = (title: string) => titleTranslations(HOME_STRIP_TRANSLATIONS[title]);

/** Rental cars per city and category; the storefront needs at least 8 of each. */
export const RENTAL_CARS_PER_CITY_AND_CATEGORY = 9;
const SEED = 20_240_117;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Public path prefix of the demo pictures, files of `art/` (served by app.ts). */
export const DEMO_URL_PREFIX = '/uploads/demo/';

export interface DemoDataset {
  users: (typeof schema.users.$inferInsert)[];
  travelCompanies: (typeof schema.travelCompanies.$inferInsert)[];
  cars: (typeof schema.cars.$inferInsert)[];
  feedback: (typeof schema.feedback.$inferInsert)[];
  siteReviews: (typeof schema.siteReviews.$inferInsert)[];
  homeStripItems: (typeof schema.homeStripItems.$inferInsert)[];
  faqs: (typeof schema.faqs.$inferInsert)[];
  blogs: (typeof schema.blogs.$inferInsert)[];
  blogLikes: (typeof schema.blogLikes.$inferInsert)[];
  carOffers: (typeof schema.carOffers.$inferInsert)[];
  vans: (typeof schema.vans.$inferInsert)[];
  tours: (typeof schema.tours.$inferInsert)[];
  carWashes: (typeof schema.carWashes.$inferInsert)[];
  mechanics: (typeof schema.mechanics.$inferInsert)[];
  drivingSchools: (typeof schema.drivingSchools.$inferInsert)[];
  /** Contact reveals: the leads of the demo partner's company. */
  queries: (typeof schema.queries.$inferInsert)[];
  /** The demo partners' drivers (every car's default driver), documents and page views. */
  drivers: (typeof schema.drivers.$inferInsert)[];
  documents: (typeof schema.documents.$inferInsert)[];
  carPageViews: (typeof schema.carPageViews.$inferInsert)[];
  /** The demo partner's bookings in every state, with their history and notifications. */
  bookings: DemoBookings['bookings'];
  bookingEvents: DemoBookings['bookingEvents'];
  notifications: DemoBookings['notifications'];
  /** Saarthi's offers running from the demo's day: the home page's codes. */
  promotions: (typeof schema.promotions.$inferInsert)[];
  /** The public paths (`/uploads/demo/...`) of the pictures the rows point at. */
  images: Set<string>;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const pad = (value: number) => String(value).padStart(2, '0');

function indianMobile(random: Random): string {
  return `${random.pick(['9', '9', '8', '7', '6'])}${random.digits(9)}`;
}

/** Ratings 2 to 5, skewed high as real marketplace reviews are. */
function feedbackRating(random: Random): 2 | 3 | 4 | 5 {
  const roll = random.next();
  if (roll < 0.47) return 5;
  if (roll < 0.83) return 4;
  if (roll < 0.94) return 3;
  return 2;
}

/** A demo company's GSTIN: its state code, its PAN, registration 1, Z, and the check character. */
function gstinFor(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** The full profile of a demo partner's company; other demo companies keep the defaults. */
function partnerProfile(name: string) {
  const profile = DEMO_PARTNER_PROFILES[name];
  if (!profile) return {};
  return {
    legalName: profile.legalName,
    citiesServed: profile.citiesServed,
    address: profile.address,
    pan: profile.pan,
    gstin: gstinFor(profile.stateCode, profile.pan),
    whatsapp: profile.whatsapp,
    email: profile.email,
    upiId: profile.upiId,
  };
}

export function buildDemoDataset(options: {
  now: Date;
  passwordHash: string;
  /** Stores the demo customer's Aadhaar and PAN the way the profile does (docs/product/storefront.md#aadhaar-and-pan). */
  personalData: PersonalDataProtector;
}): DemoDataset {
  const random = createRandom(SEED);
  const now = options.now.getTime();
  const ago = (ms: number) => new Date(now - ms);
  const images = new Set<string>();
  /** A picture of `art/` by its path there: `cars/swift-2.svg`. */
  const image = (path: string): string => {
    const url = `${DEMO_URL_PREFIX}${path}`;
    images.add(url);
    return url;
  };

  // Users: the demo customer, the customers who write feedback, and one owner per company.
  const demoUserId = random.uuid();
  const userRows: DemoDataset['users'] = [
    {
      id: demoUserId,
      userName: DEMO_USER.name,
      email: DEMO_USER.email,
      mobile: DEMO_USER.mobile,
      passwordHash: options.passwordHash,
      role: 'customer',
      dateOfBirth: DEMO_USER.dateOfBirth,
      address: DEMO_USER.address,
      city: DEMO_USER.city,
      state: DEMO_USER.state,
      pincode: DEMO_USER.pincode,
      whatsapp: DEMO_USER.mobile,
      ...options.personalData.protectAadhaar(
        `${DEMO_USER.aadhaarBody}${verhoeffCheckDigit(DEMO_USER.aadhaarBody)}`,
      ),
      panEncrypted: options.personalData.encryptPan(DEMO_USER.pan),
      drivingLicence: DEMO_USER.drivingLicence,
      profilePhoto: image('users/demo-user.svg'),
      createdAt: ago(150 * DAY),
      updatedAt: ago(20 * DAY),
    },
  ];
  const customerIds = CUSTOMERS.map((customer, index) => {
    const id = random.uuid();
    const createdAt = ago(random.int(120, 400) * DAY);
    userRows.push({
      id,
      userName: customer.name,
      email: customer.email,
      mobile: customer.mobile,
      passwordHash: options.passwordHash,
      role: 'customer',
      dateOfBirth: `${random.int(1972, 2003)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      city: customer.city,
      state: CITY_INFO[customer.city].state,
      whatsapp: index % 3 === 0 ? '' : customer.mobile,
      createdAt,
      updatedAt: createdAt,
    });
    return id;
  });

  // Travel companies and their owners.
  const companyRows: DemoDataset['travelCompanies'] = COMPANIES.map((company) => {
    const ownerId = random.uuid();
    const createdAt = ago(random.int(200, 600) * DAY);
    userRows.push({
      id: ownerId,
      userName: company.owner.name,
      email: company.owner.email,
      mobile: company.phone,
      passwordHash: options.passwordHash,
      role: 'partner',
      city: company.city,
      state: CITY_INFO[company.city].state,
      whatsapp: company.phone,
      createdAt,
      updatedAt: createdAt,
    });
    return {
      id: random.uuid(),
      travelsName: company.name,
      city: company.city,
      imageUrl: image(`companies/${slugify(company.name)}.svg`),
      phone: company.phone,
      // Every demo company is on the storefront: verified by the Saarthi team.
      status: 'verified',
      citiesServed: [company.city],
      ...partnerProfile(company.name),
      trending: company.trending,
      ownerUserId: ownerId,
      ratingTotal: 0,
      ratingCount: 0,
      createdAt,
    };
  });

  // Cars: every city × category gets rental cars, plus a few cars for the other services.
  const usedDriverNames = new Set<string>();
  const driverName = (): string => {
    for (;;) {
      const name = `${random.pick(DRIVER_FIRST_NAMES)} ${random.pick(DRIVER_SURNAMES)}`;
      if (!usedDriverNames.has(name)) {
        usedDriverNames.add(name);
        return name;
      }
    }
  };
  const priceStep: Record<Category, number> = { regular: 50, prime: 100, luxury: 500 };
  const discount: Record<Category, readonly [number, number]> = {
    regular: [200, 700],
    prime: [300, 1000],
    luxury: [1000, 3000],
  };
  const carRows: DemoDataset['cars'] = [];
  const addCar = (
    city: City,
    category: Category,
    serviceType: ServiceType,
    model: CarModelSeed,
  ) => {
    const companies = companyRows.filter((company) => company.city === city);
    const company = random.pick(companies);
    const variant = random.pick(model.variants);
    const colourIndex = random.int(0, CAR_COLOURS.length - 1);
    const step = priceStep[category];
    // The car's price is its own base fare (docs/product/trips-and-money.md#rate-card-and-quotes), never below its
    // category's row of the price table, which the home page shows as the "from" price.
    const newPrice = Math.max(
      random.step(model.price[0], model.price[1], step),
      PRICE_TABLE[category].base,
    );
    const oldPrice = newPrice + random.step(discount[category][0], discount[category][1], step);
    const name = driverName();
    const age = random.int(24, 58);
    const year = new Date(now).getUTCFullYear();
    const licenceYear = random.int(Math.max(year - age + 18, 1998), year - 2);
    const driverNumber = carRows.length + 1;
    carRows.push({
      id: random.uuid(),
      status: 'live',
      travelCompanyId: company.id!,
      carName: model.name,
      carModel: variant.model,
      modelYear: variant.year,
      fuelType: variant.fuel,
      newPrice,
      oldPrice,
      baseFare: newPrice,
      category,
      serviceType,
      seater: model.seater,
      city,
      availability: random.chance(0.85),
      bodyType: model.bodyType,
      carImage: image(`cars/${model.slug}-${colourIndex}.svg`),
      driverName: name,
      driverAge: age,
      driverLicence: `${random.pick(CITY_INFO[city].licencePrefixes)} ${licenceYear}${random.digits(7)}`,
      driverImage: image(`drivers/driver-${String(driverNumber).padStart(3, '0')}.svg`),
    });
  };
  for (const city of CITIES) {
    for (const category of CATEGORIES) {
      const models = random.shuffle(CAR_MODELS[category]);
      for (let index = 0; index < RENTAL_CARS_PER_CITY_AND_CATEGORY; index += 1) {
        addCar(city, category, 'rental', models[index % models.length]!);
      }
    }
    addCar(city, 'prime', 'outstation', random.pick(CAR_MODELS.prime));
    addCar(city, 'regular', 'airport', random.pick(CAR_MODELS.regular));
    addCar(city, 'luxury', 'events', random.pick(CAR_MODELS.luxury));
  }
  // Distinct timestamps over the last ~3 months, in an order unrelated to city or category, so
  // "newest first" mixes the cities and the order is stable.
  const slots = random.shuffle(carRows.map((_, index) => index));
  carRows.forEach((car, index) => {
    car.createdAt = ago((slots[index]! + 1) * 14 * HOUR + random.int(0, 600) * 60_000);
  });

  // Feedback for most cars; company rating totals are exactly the sums of their feedback.
  const feedbackRows: DemoDataset['feedback'] = [];
  const companyById = new Map(companyRows.map((company) => [company.id!, company]));
  for (const car of carRows) {
    if (!random.chance(0.75)) continue;
    const authors = random.shuffle(customerIds).slice(0, random.int(3, 6));
    const carCreated = car.createdAt!.getTime();
    // Comments are drawn without repeats within one car, so its reviews read like different people.
    const comments = {
      2: random.shuffle(FEEDBACK_COMMENTS[2]),
      3: random.shuffle(FEEDBACK_COMMENTS[3]),
      4: random.shuffle(FEEDBACK_COMMENTS[4]),
      5: random.shuffle(FEEDBACK_COMMENTS[5]),
    };
    authors.forEach((userId, index) => {
      const rating = feedbackRating(random);
      const choices = comments[rating];
      const company = companyById.get(car.travelCompanyId)!;
      company.ratingTotal! += rating;
      company.ratingCount! += 1;
      feedbackRows.push({
        id: random.uuid(),
        userId,
        travelCompanyId: car.travelCompanyId,
        carId: car.id!,
        rating,
        comment: choices[index % choices.length]!.replace('{city}', car.city),
        createdAt: new Date(carCreated + random.next() * (now - carCreated - HOUR) + HOUR / 2),
      });
    });
  }

  const siteReviewRows: DemoDataset['siteReviews'] = SITE_REVIEWS.map((review, index) => ({
    id: random.uuid(),
    ...review,
    createdAt: ago((index * 4 + 1) * DAY + random.int(0, 20) * HOUR),
  }));

  const homeStripRows: DemoDataset['homeStripItems'] = (
    ['featured', 'offer', 'reason'] as const
  ).flatMap((kind, kindIndex) =>
    HOME_STRIP[kind].map((item, position) => {
      return {
        id: random.uuid(),
        kind,
        title: item.title,
        translations: stripTranslations(item.title),
        imageUrl: image(`home/${kind}-${position + 1}.svg`),
        position,
        createdAt: ago((kindIndex * 10 + position + 1) * DAY),
      };
    }),
  );

  const faqRows: DemoDataset['faqs'] = FAQS.map((faq, position) => ({
    id: random.uuid(),
    ...faq,
    translations: FAQ_TRANSLATIONS[faq.question] ?? {},
    position,
    createdAt: ago((60 - position) * DAY),
  }));

  // Blogs: likesCount is exactly the number of like rows written for the blog.
  const blogRows: DemoDataset['blogs'] = [];
  const blogLikeRows: DemoDataset['blogLikes'] = [];
  BLOGS.forEach((blog, index) => {
    const id = random.uuid();
    const createdAt = ago((index * 6 + 2) * DAY + random.int(0, 12) * HOUR);
    const likers = random.shuffle(customerIds).slice(0, random.int(0, 9));
    for (const userId of likers) {
      blogLikeRows.push({
        blogId: id,
        userId,
        createdAt: new Date(createdAt.getTime() + random.int(1, 36) * HOUR),
      });
    }
    blogRows.push({
      id,
      title: blog.title,
      description: blog.description,
      translations: BLOG_TRANSLATIONS[blog.title] ?? {},
      image: blog.hasImage ? image(`blogs/${slugify(blog.title)}.svg`) : null,
      likesCount: likers.length,
      shares: blog.shares,
      createdAt,
    });
  });

  // The six side listings: `position` 0 is the newest.
  const listed = (position: number) => ({ position, createdAt: ago((position + 1) * 7 * HOUR) });
  const placeAt = (index: number): { city: City } & Place => {
    const city = CITIES[index % CITIES.length]!;
    const areas = CITY_INFO[city].areas;
    return { city, ...areas[(index * 3 + Math.floor(index / CITIES.length)) % areas.length]! };
  };
  /** The n-th picture of a listing: `tours/tour-03.svg`. */
  const listingImage = (stem: string, index: number) => image(`${stem}-${pad(index + 1)}.svg`);

  const carOfferRows: DemoDataset['carOffers'] = CAR_OFFERS.map((offer, index) => ({
    id: random.uuid(),
    ...listed(index),
    title: offer.title,
    description: offer.description,
    translations: CAR_OFFER_TRANSLATIONS[offer.title] ?? {},
    imageUrl: listingImage('offers/offer', index),
  }));

  const vanRows: DemoDataset['vans'] = VAN_OWNERS.map((ownerName, index) => {
    const place = placeAt(index);
    const vehicle = random.pick(VEHICLE_TYPES);
    return {
      id: random.uuid(),
      ...listed(index),
      ...place,
      ownerName,
      phone: indianMobile(random),
      vehicleType: vehicle.type,
      capacity: vehicle.capacity,
      imageUrl: listingImage('vans/van', index),
    };
  });

  const tourRows: DemoDataset['tours'] = TOURS.map((tour, index) => {
    const days = tour.days.length;
    const nights = days - 1;
    const duration =
      days === 1 ? '1 Day' : `${days} Days / ${nights} ${nights === 1 ? 'Night' : 'Nights'}`;
    return {
      id: random.uuid(),
      ...listed(index),
      title: tour.title,
      destination: tour.destination,
      duration,
      price: tour.price,
      description: tour.description,
      translations: titleTranslations(TOUR_TRANSLATIONS[tour.title]),
      image: listingImage('tours/tour', index),
      includes: [...tour.includes],
      excludes: [...tour.excludes],
      itinerary: tour.days.map((description, day) => ({ day: day + 1, description })),
    };
  });

  const rating = () => random.int(35, 50) / 10;

  const carWashRows: DemoDataset['carWashes'] = CAR_WASH_NAMES.map((name, index) => {
    const place = placeAt(index + 2);
    return {
      id: random.uuid(),
      ...listed(index),
      ...place,
      name,
      phone: indianMobile(random),
      rating: rating(),
      imageUrl: listingImage('car-washes/car-wash', index),
    };
  });

  const mechanicRows: DemoDataset['mechanics'] = MECHANIC_NAMES.map((fullname, index) => {
    const place = placeAt(index + 4);
    const age = random.int(26, 60);
    const experience = random.int(3, age - 20);
    return {
      id: random.uuid(),
      ...listed(index),
      ...place,
      fullname,
      age,
      experience,
      phone: indianMobile(random),
      rating: rating(),
      imageUrl: listingImage('mechanics/mechanic', index),
    };
  });

  const drivingSchoolRows: DemoDataset['drivingSchools'] = DRIVING_SCHOOLS.map((school, index) => {
    const place = placeAt(index + 1);
    const vehicleCount = random.int(3, 14);
    const establishedYear = random.int(1988, 2021);
    return {
      id: random.uuid(),
      ...listed(index),
      ...place,
      drivingSchoolName: school.name,
      ownerName: school.owner,
      phone: indianMobile(random),
      establishedYear,
      vehicleCount,
      instructorCount: random.int(2, Math.min(vehicleCount + 2, 12)),
      imageUrl: listingImage('driving-schools/driving-school', index),
    };
  });

  // The partner portal's other demo accounts: a company waiting for verification, and the
  // operator who verifies it. Made last, so that the rows above keep their random values.
  const pendingOwnerId = random.uuid();
  userRows.push({
    id: pendingOwnerId,
    userName: DEMO_PENDING_COMPANY.owner.name,
    email: DEMO_PENDING_COMPANY.owner.email,
    mobile: DEMO_PENDING_COMPANY.phone,
    passwordHash: options.passwordHash,
    role: 'partner',
    city: DEMO_PENDING_COMPANY.city,
    state: CITY_INFO[DEMO_PENDING_COMPANY.city].state,
    whatsapp: DEMO_PENDING_COMPANY.phone,
    createdAt: ago(3 * DAY),
    updatedAt: ago(3 * DAY),
  });
  companyRows.push({
    id: random.uuid(),
    travelsName: DEMO_PENDING_COMPANY.name,
    legalName: DEMO_PENDING_COMPANY.legalName,
    city: DEMO_PENDING_COMPANY.city,
    citiesServed: DEMO_PENDING_COMPANY.citiesServed,
    address: DEMO_PENDING_COMPANY.address,
    pan: DEMO_PENDING_COMPANY.pan,
    gstin: gstinFor(DEMO_PENDING_COMPANY.stateCode, DEMO_PENDING_COMPANY.pan),
    imageUrl: image(`companies/${slugify(DEMO_PENDING_COMPANY.name)}.svg`),
    phone: DEMO_PENDING_COMPANY.phone,
    whatsapp: DEMO_PENDING_COMPANY.phone,
    status: 'pending',
    trending: false,
    ownerUserId: pendingOwnerId,
    ratingTotal: 0,
    ratingCount: 0,
    createdAt: ago(3 * DAY),
  });
  userRows.push({
    id: random.uuid(),
    userName: DEMO_OPERATOR.name,
    email: DEMO_OPERATOR.email,
    mobile: DEMO_OPERATOR.mobile,
    passwordHash: options.passwordHash,
    role: 'operator',
    city: 'Vijayawada',
    state: CITY_INFO.Vijayawada.state,
    createdAt: ago(400 * DAY),
    updatedAt: ago(400 * DAY),
  });

  // Leads of partner@saarthi.in's company: the demo customers revealed its cars' contact over
  // the last weeks; most were answered within the hour, some are new, a few lost or converted.
  const demoPartnerCompany = companyRows.find(
    (company) =>
      DEMO_PARTNER_PROFILES[company.travelsName] !== undefined && company.city === 'Vijayawada',
  )!;
  const demoPartnerCars = carRows.filter((car) => car.travelCompanyId === demoPartnerCompany.id);
  const queryRows: DemoDataset['queries'] = [];
  const leadCustomers = [demoUserId, ...customerIds];
  for (let index = 0; index < 14; index += 1) {
    const createdAt = ago(random.int(1, 28) * DAY + random.int(0, 20) * HOUR);
    const status =
      index < 3 ? 'new' : random.pick(['contacted', 'contacted', 'converted', 'lost'] as const);
    queryRows.push({
      id: random.uuid(),
      userId: leadCustomers[index % leadCustomers.length]!,
      carId: random.pick(demoPartnerCars).id!,
      travelCompanyId: demoPartnerCompany.id!,
      status,
      firstResponseAt:
        status === 'new' ? null : new Date(createdAt.getTime() + random.int(4, 95) * 60_000),
      createdAt,
    });
  }

  const pendingCompany = companyRows.find((company) => company.ownerUserId === pendingOwnerId)!;
  const business = buildPartnerBusiness({
    random,
    now,
    personalData: options.personalData,
    image,
    cars: carRows,
    feedback: feedbackRows,
    activePartner: demoPartnerCompany as Parameters<
      typeof buildPartnerBusiness
    >[0]['activePartner'],
    pendingPartner: pendingCompany as Parameters<typeof buildPartnerBusiness>[0]['pendingPartner'],
    companies: companyRows as Parameters<typeof buildPartnerBusiness>[0]['companies'],
  });

  const demoBookings = buildDemoBookings({
    random,
    now,
    company: {
      id: demoPartnerCompany.id!,
      name: demoPartnerCompany.travelsName,
      phone: demoPartnerCompany.phone,
      ownerUserId: demoPartnerCompany.ownerUserId!,
    },
    cars: demoPartnerCars,
    demoUserId,
    otherCustomers: customerIds,
    customerOf: (userId) => {
      const user = userRows.find((row) => row.id === userId)!;
      return { name: user.userName, phone: user.mobile ?? '' };
    },
    driverNameOf: (driverId) => business.drivers.find((row) => row.id === driverId)!.name,
  });

  return {
    ...business,
    ...demoBookings,
    users: userRows,
    travelCompanies: companyRows,
    cars: carRows,
    feedback: feedbackRows,
    siteReviews: siteReviewRows,
    homeStripItems: homeStripRows,
    faqs: faqRows,
    blogs: blogRows,
    blogLikes: blogLikeRows,
    carOffers: carOfferRows,
    vans: vanRows,
    tours: tourRows,
    carWashes: carWashRows,
    mechanics: mechanicRows,
    drivingSchools: drivingSchoolRows,
    queries: queryRows,
    promotions: demoPromotions(options.now),
    images,
  };
}

/**
 * The offers the home page advertises, real codes a demo customer can type: ₹300 off a first
 * trip anywhere, and 10% off (up to ₹500) a trip in a car from Tirupati.
 */
function demoPromotions(now: Date): DemoDataset['promotions'] {
  const today = indiaToday(now);
  const validTo = addDays(today, 180);
  return [
    {
      code: 'FIRST300',
      kind: 'amount',
      value: 300,
      validFrom: today,
      validTo,
      firstTripOnly: true,
      perCustomer: 1,
      totalLimit: 10_000,
    },
    {
      code: 'TIRUPATI10',
      kind: 'percent',
      value: 10,
      cap: 500,
      validFrom: today,
      validTo,
      perCustomer: 2,
      totalLimit: 500,
      cities: ['Tirupati'],
    },
  ];
}
