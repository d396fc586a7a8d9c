import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_FIELD } from '../../../shared/constants.js';
import { createTestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';

const { app, db, config, authHeader } = await createTestApp();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('cache headers of /uploads (issue 5)', () => {
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

  it('keeps demo pictures, redrawn under the same names, to 7 days', async () => {
    mkdirSync(join(config.uploadsDir, 'demo', 'cars'), { recursive: true });
    writeFileSync(
      join(config.uploadsDir, 'demo', 'cars', 'test.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const served = await app.inject({ method: 'GET', url: '/uploads/demo/cars/test.svg' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=604800');
  });
});
