import { describe, expect, it } from 'vitest';
import { UPLOAD_FIELD } from '../../../shared/constants.js';
import { createTestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('cache headers of /uploads', () => {
  it('caches an upload for a year: its random name is never reused', async () => {
    const user = await createUser(db);
    const form = new FormData();
    form.append(UPLOAD_FIELD, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'photo.png');
    const body = new Response(form);
    const response = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: Buffer.from(await body.arrayBuffer()),
      headers: {
        'content-type': body.headers.get('content-type')!,
        ...(await authHeader(user.id)),
      },
    });
    expect(response.statusCode).toBe(201);

    const served = await app.inject({ method: 'GET', url: response.json().car_image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps demo pictures and body drawings, redrawn under the same names, to 7 days', async () => {
    for (const url of ['/uploads/demo/users/demo-user.svg', '/uploads/demo/bodies/van.svg']) {
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['cache-control'], url).toBe('public, max-age=604800');
    }
  });
});
