/**
 * The words of the public pages' heads: the title a browser tab, a search result and a shared
 * link show, and the description under it, in the `pages` catalogue (`src/server/locales/<language>/
 * pages.po`). Titles match the ones the web app sets once it runs, so a page's tab does not
 * change its name as it starts. Ids are `pages.<page>.<title|description>`.
 */
import type { ServerMessage } from '../../locales/catalogue.js';

/** The product's own name and line, the home page's title and every other title's ending. */
export const site = {
  name: /*i18n*/ { id: 'pages.site.name', message: 'Saarthi' },
  title: /*i18n*/ {
    id: 'pages.home.title',
    message: 'Saarthi — cars with professional drivers',
  },
  description: /*i18n*/ {
    id: 'pages.home.description',
    message:
      'Rent a car with a professional driver in Vijayawada, Guntur, Hyderabad, Visakhapatnam and Tirupati. Regular, prime and luxury cars from verified travel companies.',
  },
  pictureAlt: /*i18n*/ {
    id: 'pages.site.picture_alt',
    message: 'Saarthi: a car with its driver on an open road',
  },
  home: /*i18n*/ { id: 'pages.site.home', message: 'Home' },
  /** A page's title in a tab: "About us · Saarthi". */
  titled: /*i18n*/ { id: 'pages.site.titled', message: '{page} · Saarthi' },
} satisfies Record<string, ServerMessage>;

export const category = {
  regular: /*i18n*/ { id: 'pages.category.regular', message: 'Regular cars' },
  prime: /*i18n*/ { id: 'pages.category.prime', message: 'Prime cars' },
  luxury: /*i18n*/ { id: 'pages.category.luxury', message: 'Luxury cars' },
  description: /*i18n*/ {
    id: 'pages.category.description',
    message:
      '{category} with a professional driver in Vijayawada, Guntur, Hyderabad, Visakhapatnam and Tirupati: compare prices for 24 hours and ratings of verified travel companies.',
  },
} satisfies Record<string, ServerMessage>;

export const allCars = {
  title: /*i18n*/ { id: 'pages.all_cars.title', message: 'Cars with drivers' },
  inCity: /*i18n*/ { id: 'pages.all_cars.title_city', message: 'Cars with drivers in {city}' },
  description: /*i18n*/ {
    id: 'pages.all_cars.description',
    message:
      'Every car with a professional driver on Saarthi, from verified travel companies: filter by city, category, seats and fuel, and compare prices for 24 hours.',
  },
  descriptionInCity: /*i18n*/ {
    id: 'pages.all_cars.description_city',
    message:
      'Cars with a professional driver in {city} from verified travel companies: filter by category, seats and fuel, and compare prices for 24 hours.',
  },
} satisfies Record<string, ServerMessage>;

export const car = {
  /** "Toyota Innova Crysta in Tirupati". */
  title: /*i18n*/ { id: 'pages.car.title', message: '{car} with driver in {city}' },
  description: /*i18n*/ {
    id: 'pages.car.description',
    message:
      '{car} ({category}, {seats} seats) with a professional driver in {city} from {company}: {price} for 24 hours.',
  },
  notFound: /*i18n*/ { id: 'pages.car.not_found', message: 'Car not found' },
} satisfies Record<string, ServerMessage>;

export const pages = {
  faqs: /*i18n*/ { id: 'pages.faqs.title', message: 'Saarthi — General FAQs' },
  faqsDescription: /*i18n*/ {
    id: 'pages.faqs.description',
    message:
      'Answers about renting a car with a driver on Saarthi: booking, prices, drivers, cancellations and travel companies.',
  },
  blogs: /*i18n*/ { id: 'pages.blogs.title', message: 'Latest Blogs' },
  blogsDescription: /*i18n*/ {
    id: 'pages.blogs.description',
    message:
      'Travel stories and tips from Saarthi: temple trips, hill drives and city rides in Andhra Pradesh and Telangana.',
  },
  blogNotFound: /*i18n*/ { id: 'pages.blog.not_found', message: 'Blog not found' },
  about: /*i18n*/ { id: 'pages.about.title', message: 'About us' },
  aboutDescription: /*i18n*/ {
    id: 'pages.about.description',
    message:
      'Saarthi connects travellers with verified travel companies that rent cars with professional drivers in Andhra Pradesh and Telangana.',
  },
  contact: /*i18n*/ { id: 'pages.contact.title', message: 'Contact us' },
  contactDescription: /*i18n*/ {
    id: 'pages.contact.description',
    message: 'Write to Saarthi or call us: help with a booking, a travel company, or a question.',
  },
  businessModel: /*i18n*/ { id: 'pages.business_model.title', message: 'Business Model' },
  businessModelDescription: /*i18n*/ {
    id: 'pages.business_model.description',
    message: 'How Saarthi works with travel companies and what it costs them.',
  },
  privacy: /*i18n*/ { id: 'pages.privacy.title', message: 'Privacy Policy' },
  privacyDescription: /*i18n*/ {
    id: 'pages.privacy.description',
    message: 'What Saarthi keeps about you, why, for how long, and what you can ask of us.',
  },
  terms: /*i18n*/ { id: 'pages.terms.title', message: 'Terms of Service' },
  termsDescription: /*i18n*/ {
    id: 'pages.terms.description',
    message: 'The terms of using Saarthi and of booking a car with a driver through it.',
  },
  notFound: /*i18n*/ { id: 'pages.not_found.title', message: 'Page not found' },
  notFoundDescription: /*i18n*/ {
    id: 'pages.not_found.description',
    message: 'There is no page at this address on Saarthi.',
  },
  /** The pages of one's own account and work, never indexed. */
  signedIn: /*i18n*/ { id: 'pages.private.title', message: 'Your Saarthi' },
} satisfies Record<string, ServerMessage>;

/** The six listing pages: a title and a line, as the pages' own headings say them. */
export const listings = {
  offers: {
    title: /*i18n*/ { id: 'pages.listings.offers.title', message: 'New Car Offers' },
    description: /*i18n*/ {
      id: 'pages.listings.offers.description',
      message: 'Fresh deals from dealers across Andhra Pradesh and Telangana',
    },
  },
  vans: {
    title: /*i18n*/ { id: 'pages.listings.vans.title', message: 'Vehicle Carry Vans' },
    description: /*i18n*/ {
      id: 'pages.listings.vans.description',
      message: 'Move bikes, cars and goods with trusted van owners near you',
    },
  },
  tours: {
    title: /*i18n*/ { id: 'pages.listings.tours.title', message: 'Tour Packages' },
    description: /*i18n*/ {
      id: 'pages.listings.tours.description',
      message: 'Chauffeur-driven trips to temples, hills and beaches, planned day by day',
    },
  },
  carWashes: {
    title: /*i18n*/ { id: 'pages.listings.car_washes.title', message: 'Nearby Car Wash' },
    description: /*i18n*/ {
      id: 'pages.listings.car_washes.description',
      message: 'Rated wash and detailing stations in your city',
    },
  },
  mechanics: {
    title: /*i18n*/ { id: 'pages.listings.mechanics.title', message: 'Nearby Mechanics' },
    description: /*i18n*/ {
      id: 'pages.listings.mechanics.description',
      message: 'Experienced mechanics to call when your car needs care',
    },
  },
  drivingSchools: {
    title: /*i18n*/ { id: 'pages.listings.driving_schools.title', message: 'Driving Schools' },
    description: /*i18n*/ {
      id: 'pages.listings.driving_schools.description',
      message: 'Learn to drive with established schools and their instructors',
    },
  },
} satisfies Record<string, { title: ServerMessage; description: ServerMessage }>;
