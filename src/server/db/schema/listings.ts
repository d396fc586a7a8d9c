/**
 * The six side listings: new-car offers, vans, tours, car washes, mechanics, driving schools.
 */
import { boolean, integer, jsonb, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';
import { id, createdAt, translations } from './columns.js';

// The six side listings (docs/product/storefront.md#records-and-fields). Each lists newest first by position.
const listingColumns = {
  id: id(),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
};

const placeColumns = {
  phone: text('phone').notNull(),
  city: text('city').notNull(),
  area: text('area').notNull(),
  pincode: text('pincode').notNull(),
  imageUrl: text('image_url').notNull().default(''),
};

export const carOffers = pgTable('car_offers', {
  ...listingColumns,
  title: text('title').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull().default(''),
  translations: translations<'title' | 'description'>(),
});

export const vans = pgTable('vans', {
  ...listingColumns,
  ...placeColumns,
  ownerName: text('owner_name').notNull(),
  vehicleType: text('vehicle_type').notNull(),
  capacity: text('capacity').notNull(),
});

export interface ItineraryDay {
  day: number;
  description: string;
}

export const tours = pgTable('tours', {
  ...listingColumns,
  title: text('title').notNull(),
  destination: text('destination').notNull(),
  duration: text('duration').notNull(),
  price: integer('price').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull().default(''),
  includes: jsonb('includes').$type<string[]>().notNull().default([]),
  excludes: jsonb('excludes').$type<string[]>().notNull().default([]),
  itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull().default([]),
  translations: translations<'title' | 'description'>(),
});

export const carWashes = pgTable('car_washes', {
  ...listingColumns,
  ...placeColumns,
  name: text('name').notNull(),
  rating: real('rating').notNull().default(0),
});

export const mechanics = pgTable('mechanics', {
  ...listingColumns,
  ...placeColumns,
  fullname: text('fullname').notNull(),
  age: smallint('age').notNull(),
  experience: smallint('experience').notNull(),
  rating: real('rating').notNull().default(0),
});

export const drivingSchools = pgTable('driving_schools', {
  ...listingColumns,
  ...placeColumns,
  drivingSchoolName: text('driving_school_name').notNull(),
  ownerName: text('owner_name').notNull(),
  establishedYear: smallint('established_year').notNull(),
  vehicleCount: smallint('vehicle_count').notNull(),
  instructorCount: smallint('instructor_count').notNull(),
});
