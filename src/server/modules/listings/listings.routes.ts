import { asc, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { ContentLanguageQuerySchema } from '../../../shared/contracts/content-languages.js';
import { LISTING_SCHEMAS } from '../../../shared/contracts/listings.js';
import {
  carOffers,
  carWashes,
  drivingSchools,
  mechanics,
  tours,
  vans,
} from '../../db/schema/index.js';
import type { FeatureModule } from '../../http/types.js';
import { inLanguage } from '../content/in-language.js';

/**
 * The six side listings (docs/product/storefront.md#side-listings). Each answers the whole list as a plain array; the
 * web app shows 12 and reveals 6 more per load. Only published listings: an operator's draft, or
 * one unpublished, is read from the database on every request and so leaves at once.
 */
export const listingsModule: FeatureModule = (app, { db }) => {
  const tags = ['listings'];
  const MAX_ROWS = 500;
  // The offers' and tours' titles and descriptions are the Saarthi team's words, written in the
  // three languages; the other listings hold names, phones and places, the same in any language.
  const translated = {
    description:
      'Titles and descriptions in the language `lang` asks for (en, te or hi; English when left out); one with no translation is answered in English and named in `inEnglish`.',
    querystring: ContentLanguageQuerySchema,
  };

  app.get(
    '/caroffers/all',
    {
      schema: {
        summary: 'List the new-car offers',
        tags,
        ...translated,
        response: { 200: z.array(LISTING_SCHEMAS['car-offers']) },
      },
    },
    async (request) =>
      (
        await db
          .select({
            _id: carOffers.id,
            title: carOffers.title,
            description: carOffers.description,
            imageUrl: carOffers.imageUrl,
            translations: carOffers.translations,
          })
          .from(carOffers)
          .where(eq(carOffers.published, true))
          .orderBy(asc(carOffers.position))
          .limit(MAX_ROWS)
      ).map((row) => inLanguage(row, ['title', 'description'], request.query.lang)),
  );

  app.get(
    '/vans/all',
    {
      schema: {
        summary: 'List the vehicle carry vans',
        tags,
        response: { 200: z.array(LISTING_SCHEMAS.vans) },
      },
    },
    () =>
      db
        .select({
          _id: vans.id,
          ownerName: vans.ownerName,
          phone: vans.phone,
          city: vans.city,
          area: vans.area,
          pincode: vans.pincode,
          vehicleType: vans.vehicleType,
          capacity: vans.capacity,
          imageUrl: vans.imageUrl,
        })
        .from(vans)
        .where(eq(vans.published, true))
        .orderBy(asc(vans.position))
        .limit(MAX_ROWS),
  );

  app.get(
    '/tours/all',
    {
      schema: {
        summary: 'List the tour packages',
        tags,
        ...translated,
        response: { 200: z.array(LISTING_SCHEMAS.tours) },
      },
    },
    async (request) =>
      (
        await db
          .select({
            _id: tours.id,
            title: tours.title,
            destination: tours.destination,
            duration: tours.duration,
            price: tours.price,
            description: tours.description,
            image: tours.image,
            includes: tours.includes,
            excludes: tours.excludes,
            itinerary: tours.itinerary,
            translations: tours.translations,
          })
          .from(tours)
          .where(eq(tours.published, true))
          .orderBy(asc(tours.position))
          .limit(MAX_ROWS)
      ).map((row) => inLanguage(row, ['title', 'description'], request.query.lang)),
  );

  app.get(
    '/carwash/all',
    {
      schema: {
        summary: 'List the car washes',
        tags,
        response: { 200: z.array(LISTING_SCHEMAS['car-washes']) },
      },
    },
    () =>
      db
        .select({
          _id: carWashes.id,
          name: carWashes.name,
          phone: carWashes.phone,
          city: carWashes.city,
          area: carWashes.area,
          pincode: carWashes.pincode,
          rating: carWashes.rating,
          imageUrl: carWashes.imageUrl,
        })
        .from(carWashes)
        .where(eq(carWashes.published, true))
        .orderBy(asc(carWashes.position))
        .limit(MAX_ROWS),
  );

  app.get(
    '/mechanics/all',
    {
      schema: {
        summary: 'List the mechanics',
        tags,
        response: { 200: z.array(LISTING_SCHEMAS.mechanics) },
      },
    },
    () =>
      db
        .select({
          _id: mechanics.id,
          fullname: mechanics.fullname,
          age: mechanics.age,
          phone: mechanics.phone,
          city: mechanics.city,
          area: mechanics.area,
          pincode: mechanics.pincode,
          experience: mechanics.experience,
          rating: mechanics.rating,
          imageUrl: mechanics.imageUrl,
        })
        .from(mechanics)
        .where(eq(mechanics.published, true))
        .orderBy(asc(mechanics.position))
        .limit(MAX_ROWS),
  );

  app.get(
    '/drivingschools/all',
    {
      schema: {
        summary: 'List the driving schools',
        tags,
        response: { 200: z.array(LISTING_SCHEMAS['driving-schools']) },
      },
    },
    () =>
      db
        .select({
          _id: drivingSchools.id,
          drivingSchoolName: drivingSchools.drivingSchoolName,
          ownerName: drivingSchools.ownerName,
          phone: drivingSchools.phone,
          city: drivingSchools.city,
          area: drivingSchools.area,
          pincode: drivingSchools.pincode,
          establishedYear: drivingSchools.establishedYear,
          vehicleCount: drivingSchools.vehicleCount,
          instructorCount: drivingSchools.instructorCount,
          imageUrl: drivingSchools.imageUrl,
        })
        .from(drivingSchools)
        .where(eq(drivingSchools.published, true))
        .orderBy(asc(drivingSchools.position))
        .limit(MAX_ROWS),
  );
};
