import { afterEach, describe, expect, it } from 'vitest';
import { makeCar } from './features/cars/test-data';
import { createQueryClient } from './lib/query-client';
import { preloadPage } from './routes';
import { mockApi } from './test/render';

const photoPreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => new URL(link.href).pathname,
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('preloadPage', () => {
  it("fetches a car page's car and its company's badge into the cache and preloads the car's photo", async () => {
    const car = makeCar({ car_image: '/uploads/cars/dzire.jpg' });
    const fetchSpy = mockApi({
      [`GET /api/cars/${car._id}`]: {
        body: { success: true, car, message: 'Car fetched successfully', code: 'car_fetched' },
      },
      [`GET /api/cars/${car._id}/company-badge`]: {
        body: { success: true, responseMinutes: 25 },
      },
    });
    const queryClient = createQueryClient({ queries: { retry: false } });

    preloadPage(`/car/${car._id}`, 'en', queryClient);

    await expect
      .poll(() => queryClient.getQueryData(['cars', 'detail', car._id]))
      .toMatchObject({ car: { _id: car._id } });
    await expect.poll(photoPreloads).toEqual(['/uploads/cars/dzire.jpg']);
    expect(queryClient.getQueryData(['company-badge', car._id])).toMatchObject({
      responseMinutes: 25,
    });
    // Each once: the page finds both in the cache.
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('preloads no photo for a car that does not exist, and leaves the failure to the page', async () => {
    mockApi({
      'GET /api/cars/gone': { status: 404, body: { success: false, message: 'Car not found' } },
    });
    const queryClient = createQueryClient({ queries: { retry: false } });

    preloadPage('/car/gone', 'en', queryClient);

    await expect
      .poll(() => queryClient.getQueryState(['cars', 'detail', 'gone'])?.status)
      .toBe('error');
    expect(photoPreloads()).toEqual([]);
  });

  it('asks the API for nothing on a page without first data', async () => {
    const fetchSpy = mockApi({});
    preloadPage('/FAQs', 'en', createQueryClient());
    preloadPage('/no/such/page', 'en', createQueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
