import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '../../../shared/constants.js';
import { uploads } from '../../db/schema.js';
import { createTestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';

const { app, db, config, authHeader } = await createTestApp();

// Real 1×1 images.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);

const TYPE_MESSAGE = 'Only PNG, JPEG, WebP, GIF or AVIF images can be uploaded';
const NO_FILE_MESSAGE = `Please choose an image to upload (field "${UPLOAD_FIELD}")`;

interface Part {
  field?: string;
  fileName?: string;
  type?: string;
  content: Buffer | string;
}

/** A multipart body built by the platform's FormData, as a browser would send it. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const {
    field = UPLOAD_FIELD,
    fileName,
    type = 'application/octet-stream',
    content,
  } of parts) {
    if (fileName === undefined) form.append(field, String(content));
    else
      form.append(
        field,
        new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }),
        fileName,
      );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

const storedFiles = () => readdirSync(config.uploadsDir).sort();

async function upload(parts: Part[], userId?: string) {
  const { payload, headers } = await multipart(parts);
  const auth = userId ? await authHeader(userId) : {};
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...headers, ...auth },
  });
}

describe('POST /api/uploads', () => {
  it('stores a PNG under a random name, records it and serves it with its content type', async () => {
    const user = await createUser(db);
    const response = await upload(
      [{ fileName: 'My Photo.png', type: 'image/png', content: PNG }],
      user.id,
    );
    expect(response.statusCode).toBe(201);
    const { car_image_url: url } = response.json();
    expect(response.json()).toEqual({
      success: true,
      car_image_url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/),
    });

    const fileName = url.slice('/uploads/'.length);
    expect(readFileSync(join(config.uploadsDir, fileName))).toEqual(PNG);
    expect(await db.select().from(uploads).where(eq(uploads.fileName, fileName))).toEqual([
      expect.objectContaining({ userId: user.id, mimeType: 'image/png', sizeBytes: PNG.length }),
    ]);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG);
  });

  it('names the file by its content, not by the name the client sent', async () => {
    const user = await createUser(db);
    const response = await upload(
      [{ fileName: 'picture.png', type: 'image/png', content: GIF }],
      user.id,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().car_image_url).toMatch(/\.gif$/);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const user = await createUser(db);
    const content = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]);
    const response = await upload([{ fileName: 'big.png', type: 'image/png', content }], user.id);
    expect(response.statusCode).toBe(201);
  });

  it.each<[string, Part]>([
    [
      'a text file named .png',
      { fileName: 'x.png', type: 'image/png', content: 'just some text, not an image' },
    ],
    ['an SVG', { fileName: 'logo.svg', type: 'image/svg+xml', content: SVG }],
    ['an SVG named .png', { fileName: 'logo.png', type: 'image/png', content: SVG }],
    [
      'a PDF',
      {
        fileName: 'doc.png',
        type: 'image/png',
        content: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
      },
    ],
    ['an empty file', { fileName: 'empty.png', type: 'image/png', content: Buffer.alloc(0) }],
  ])('rejects %s with 400, stores no file and records nothing', async (_case, part) => {
    const user = await createUser(db);
    const [filesBefore, rowsBefore] = [storedFiles(), await db.$count(uploads)];
    const response = await upload([part], user.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: TYPE_MESSAGE, code: 'upload_image_type' });
    expect(storedFiles()).toEqual(filesBefore);
    expect(await db.$count(uploads)).toBe(rowsBefore);
  });

  it('answers 413 for 5 MB + 1 byte and leaves no file behind', async () => {
    const user = await createUser(db);
    const [filesBefore, rowsBefore] = [storedFiles(), await db.$count(uploads)];
    const content = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]);
    const response = await upload([{ fileName: 'huge.png', type: 'image/png', content }], user.id);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Image must be at most 5 MB', code: 'upload_too_large' });
    expect(storedFiles()).toEqual(filesBefore);
    expect(await db.$count(uploads)).toBe(rowsBefore);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const filesBefore = storedFiles();
    const response = await upload([{ fileName: 'a.png', type: 'image/png', content: PNG }]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Please log in to continue', code: 'unauthorized' });
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('answers 400 for a file in another field', async () => {
    const user = await createUser(db);
    const response = await upload(
      [{ field: 'photo', fileName: 'a.png', type: 'image/png', content: PNG }],
      user.id,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: NO_FILE_MESSAGE, code: 'upload_no_file' });
  });

  it('answers 400 for a form without a file', async () => {
    const user = await createUser(db);
    const response = await upload([{ field: UPLOAD_FIELD, content: 'not a file' }], user.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: NO_FILE_MESSAGE, code: 'upload_no_file' });
  });

  it('answers 400 with a message for a request that is not multipart', async () => {
    const user = await createUser(db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: await authHeader(user.id),
      payload: { car_image: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: `Send the image as multipart/form-data in the field "${UPLOAD_FIELD}"`,
      code: 'upload_not_multipart',
    });
  });

  it('answers 400 for a cut-off multipart body', async () => {
    const user = await createUser(db);
    const { payload, headers } = await multipart([
      { fileName: 'a.png', type: 'image/png', content: PNG },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: payload.subarray(0, payload.length - 20),
      headers: { ...headers, ...(await authHeader(user.id)) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('is documented as a protected multipart route', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(paths['/api/uploads'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/uploads'].post.responses['201']).toBeDefined();
  });
});
