import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { createListings } from '../../test/factories.js';

const { app, db } = await createTestApp();
await createListings(db, 3);

describe('listing calls', () => {
  it.each([
    [
      '/api/caroffers/all',
      { title: expect.any(String), description: expect.any(String), imageUrl: expect.any(String) },
    ],
    [
      '/api/vans/all',
      {
        ownerName: expect.any(String),
        phone: expect.any(String),
        city: 'Guntur',
        area: 'Brodipet',
        pincode: '522002',
        vehicleType: 'Tata Ace',
        capacity: '1 tonne',
      },
    ],
    ['/api/carwash/all', { name: expect.any(String), rating: 4.5, pincode: '522002' }],
    [
      '/api/mechanics/all',
      { fullname: expect.any(String), age: 40, experience: 15, rating: expect.closeTo(4.2, 5) },
    ],
    [
      '/api/drivingschools/all',
      {
        drivingSchoolName: expect.any(String),
        ownerName: expect.any(String),
        establishedYear: 2005,
        vehicleCount: 6,
        instructorCount: 4,
      },
    ],
  ])('%s answers an array of records', async (url, shape) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(3);
    expect(response.json()[0]).toMatchObject({ _id: expect.any(String), ...shape });
  });

  it('/api/tours/all answers tours with includes, excludes and a day-by-day itinerary', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tours/all' });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({
      destination: 'Araku Valley',
      duration: '2 Days / 1 Night',
      price: 5999,
      includes: ['Cab with driver'],
      excludes: ['Meals'],
      itinerary: [
        { day: 1, description: 'Drive up via Ananthagiri.' },
        { day: 2, description: 'Borra Caves and back.' },
      ],
    });
  });

  it('keeps the listing order by position', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/caroffers/all' });
    const titles = response.json().map((offer: { title: string }) => offer.title);
    expect(titles).toEqual(
      [...titles].sort((a: string, b: string) => Number(a.split(' ')[1]) - Number(b.split(' ')[1])),
    );
  });
});
