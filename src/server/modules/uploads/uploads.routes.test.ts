import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomUUID, createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import {
  UPLOAD_DAILY_LIMIT,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_STORAGE_MAX_BYTES,
} from '../../../shared/constants.js';
import { PARTNER_UPLOAD_STORAGE_MAX_BYTES } from '../../../shared/partner-constants.js';
import { uploads, users } from '../../db/schema/index.js';
import { BODY_DRAWINGS_DIR, DEMO_ART_DIR } from '../../paths.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createUser } from '../../test/factories.js';

const main = await createTestApp();
const { app, db, config, authHeader } = main;
// The folder where versions before migration 0005 wrote uploads: nothing is written there now.
mkdirSync(config.uploadsDir, { recursive: true });

// Real 1×1 images.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);

/** A PNG's signature and header chunk for a picture of this size, and an empty image data. */
function pngOfSize(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

async function upload(parts: Part[], userId?: string, on: TestContext = main, query = '') {
  const { payload, headers } = await multipart(parts);
  const auth = userId ? await on.authHeader(userId) : {};
  return on.app.inject({
    method: 'POST',
    url: `/api/uploads${query}`,
    payload,
    headers: { ...headers, ...auth },
  });
}

describe('POST /api/uploads', () => {
  it('stores a PNG under a random name in the database, not on disk, and serves it', async () => {
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
    expect(existsSync(join(config.uploadsDir, fileName))).toBe(false);
    expect(await db.select().from(uploads).where(eq(uploads.fileName, fileName))).toEqual([
      expect.objectContaining({
        userId: user.id,
        mimeType: 'image/png',
        sizeBytes: PNG.length,
        content: PNG,
        contentHash: sha256(PNG),
      }),
    ]);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG);
  });

  it('keeps a private upload (a receipt) from all but its uploader and operators, uncached', async () => {
    const partner = await createUser(db, { role: 'partner' });
    const picture = [{ fileName: 'receipt.png', type: 'image/png', content: PNG }];
    const answer = await upload(picture, partner.id, main, '?visibility=private');
    expect(answer.statusCode, answer.body).toBe(201);
    const path = answer.json().car_image_url as string;
    const get = async (userId?: string) =>
      app.inject({ method: 'GET', url: path, headers: userId ? await authHeader(userId) : {} });
    const operator = await createUser(db, { role: 'operator' });
    for (const reader of [partner.id, operator.id]) {
      const mine = await get(reader);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-store');
    }
    const stranger = await createUser(db);
    for (const reader of [stranger.id, undefined]) {
      const refused = await get(reader);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    const unknown = await upload(picture, partner.id, main, '?visibility=secret');
    expect(unknown.statusCode).toBe(400);
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
    expect(response.json()).toEqual({
      success: false,
      message: TYPE_MESSAGE,
      code: 'upload_image_type',
    });
    expect(storedFiles()).toEqual(filesBefore);
    expect(await db.$count(uploads)).toBe(rowsBefore);
  });

  it('refuses a picture over 25 megapixels from its header, however small the file', async () => {
    const user = await createUser(db);
    // A PNG of 15000 × 15000 (225 megapixels, about 900 MB once drawn) in a few hundred bytes.
    const huge = pngOfSize(15_000, 15_000);
    const rowsBefore = await db.$count(uploads);
    const refused = await upload(
      [{ fileName: 'huge.png', type: 'image/png', content: huge }],
      user.id,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'upload_too_many_pixels',
      message: 'Image must be at most 25 megapixels: take a smaller one',
    });
    expect(await db.$count(uploads)).toBe(rowsBefore);
    // 5000 × 5000 is exactly 25 megapixels: taken.
    const largest = pngOfSize(5_000, 5_000);
    expect(
      (await upload([{ fileName: 'ok.png', type: 'image/png', content: largest }], user.id))
        .statusCode,
    ).toBe(201);
  });

  it('answers 413 for 5 MB + 1 byte and leaves no file behind', async () => {
    const user = await createUser(db);
    const [filesBefore, rowsBefore] = [storedFiles(), await db.$count(uploads)];
    const content = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]);
    const response = await upload([{ fileName: 'huge.png', type: 'image/png', content }], user.id);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'Image must be at most 5 MB',
      code: 'upload_too_large',
      params: { mb: 5 },
    });
    expect(storedFiles()).toEqual(filesBefore);
    expect(await db.$count(uploads)).toBe(rowsBefore);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const filesBefore = storedFiles();
    const response = await upload([{ fileName: 'a.png', type: 'image/png', content: PNG }]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please log in to continue',
      code: 'unauthorized',
    });
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('answers 400 for a file in another field', async () => {
    const user = await createUser(db);
    const response = await upload(
      [{ field: 'photo', fileName: 'a.png', type: 'image/png', content: PNG }],
      user.id,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: NO_FILE_MESSAGE,
      code: 'upload_no_file',
      params: { field: UPLOAD_FIELD },
    });
  });

  it('answers 400 for a form without a file', async () => {
    const user = await createUser(db);
    const response = await upload([{ field: UPLOAD_FIELD, content: 'not a file' }], user.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: NO_FILE_MESSAGE,
      code: 'upload_no_file',
      params: { field: UPLOAD_FIELD },
    });
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
      params: { field: UPLOAD_FIELD },
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

const png = (fileName = 'photo.png'): Part[] => [{ fileName, type: 'image/png', content: PNG }];

/** An upload row written as a test needs it, `hoursAgo` old. */
async function storedUpload(
  userId: string,
  { hoursAgo = 0, sizeBytes = PNG.length, content = PNG as Buffer | null } = {},
) {
  const fileName = `${randomUUID()}.png`;
  await db.insert(uploads).values({
    userId,
    fileName,
    mimeType: 'image/png',
    sizeBytes,
    content,
    contentHash: content ? sha256(content) : null,
    createdAt: new Date(Date.now() - hoursAgo * 60 * 60 * 1000),
  });
  return fileName;
}

describe('GET /uploads/:fileName', () => {
  it('serves an upload from the database with its type, its hash as ETag and a year of caching', async () => {
    const user = await createUser(db);
    const fileName = await storedUpload(user.id);

    const served = await app.inject({ method: 'GET', url: `/uploads/${fileName}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      etag: `"${sha256(PNG)}"`,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
  });

  it('answers 304 without a body when the client already has it', async () => {
    const user = await createUser(db);
    const url = `/uploads/${await storedUpload(user.id)}`;
    const etag = `"${sha256(PNG)}"`;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(cached.statusCode, ifNoneMatch).toBe(304);
      expect(cached.rawPayload).toHaveLength(0);
      expect(cached.headers.etag).toBe(etag);
    }
    const changed = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': '"other"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload).toEqual(PNG);
  });

  it.each(['missing.png', `${randomUUID()}.png`, '..%2F..%2Fetc%2Fpasswd', '.hidden'])(
    'answers 404 JSON for the unknown name %s',
    async (name) => {
      const response = await app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Image not found',
        code: 'upload_not_found',
      });
    },
  );

  it('serves a file an older version wrote to disk, from the instance that holds it', async () => {
    const user = await createUser(db);
    const fileName = await storedUpload(user.id, { content: null });
    writeFileSync(join(config.uploadsDir, fileName), GIF);

    const fromDisk = await app.inject({ method: 'GET', url: `/uploads/${fileName}` });
    expect(fromDisk.statusCode).toBe(200);
    expect(fromDisk.rawPayload).toEqual(GIF);
    expect(fromDisk.headers.etag).toBe(`"${sha256(GIF)}"`);

    // Another instance's, whose file this disk does not have, is not found here.
    const lost = await storedUpload(user.id, { content: null });
    expect((await app.inject({ method: 'GET', url: `/uploads/${lost}` })).statusCode).toBe(404);
  });

  it("serves the body-type drawings and the demo pictures from the repository's files", async () => {
    for (const [url, file] of [
      ['/uploads/demo/bodies/suv.svg', join(BODY_DRAWINGS_DIR, 'suv.svg')],
      ['/uploads/demo/users/demo-user.svg', join(DEMO_ART_DIR, 'users', 'demo-user.svg')],
    ]) {
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type'], url).toContain('image/svg+xml');
      expect(served.body, url).toBe(readFileSync(file!, 'utf8'));
    }
    const missing = await app.inject({ method: 'GET', url: '/uploads/demo/bodies/tractor.svg' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('upload quota per account', () => {
  it(`refuses upload ${UPLOAD_DAILY_LIMIT + 1} within 24 hours with 429 and stores nothing`, async () => {
    const user = await createUser(db);
    for (let i = 0; i < UPLOAD_DAILY_LIMIT - 1; i += 1)
      await storedUpload(user.id, { hoursAgo: 23 });
    // Older uploads and another customer's do not count.
    await storedUpload(user.id, { hoursAgo: 25 });
    await storedUpload((await createUser(db)).id);
    expect((await upload(png(), user.id)).statusCode).toBe(201);

    const rowsBefore = await db.$count(uploads, eq(uploads.userId, user.id));
    const refused = await upload(png(), user.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: `You can upload at most ${UPLOAD_DAILY_LIMIT} images a day, please try again later`,
      code: 'upload_daily_limit',
      params: { max: UPLOAD_DAILY_LIMIT },
    });
    expect(await db.$count(uploads, eq(uploads.userId, user.id))).toBe(rowsBefore);
  });

  it('refuses an upload that would pass the bytes an account may keep with 413', async () => {
    const user = await createUser(db);
    await storedUpload(user.id, {
      hoursAgo: 48,
      sizeBytes: UPLOAD_STORAGE_MAX_BYTES - 2 * PNG.length,
    });
    expect((await upload(png(), user.id)).statusCode).toBe(201);
    expect((await upload(png(), user.id)).statusCode).toBe(201);

    const refused = await upload(png(), user.id);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      success: false,
      message: `Your account can keep at most ${UPLOAD_STORAGE_MAX_BYTES / (1024 * 1024)} MB of uploaded images`,
      code: 'upload_storage_full',
      params: { mb: UPLOAD_STORAGE_MAX_BYTES / (1024 * 1024) },
    });
    expect(await db.$count(uploads, eq(uploads.userId, user.id))).toBe(3);
  });

  it("gives a travel company's partner room for its fleet's photos", async () => {
    const partner = await createUser(db, { role: 'partner' });
    // Past a customer's day and storage, still within a fleet's.
    for (let i = 0; i < UPLOAD_DAILY_LIMIT + 5; i += 1) await storedUpload(partner.id);
    await storedUpload(partner.id, { hoursAgo: 48, sizeBytes: UPLOAD_STORAGE_MAX_BYTES });
    expect((await upload(png(), partner.id)).statusCode).toBe(201);

    await storedUpload(partner.id, {
      hoursAgo: 48,
      sizeBytes: PARTNER_UPLOAD_STORAGE_MAX_BYTES - UPLOAD_STORAGE_MAX_BYTES,
    });
    const refused = await upload(png(), partner.id);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(
      `Your account can keep at most ${PARTNER_UPLOAD_STORAGE_MAX_BYTES / (1024 * 1024)} MB of uploaded images`,
    );
  });

  it('holds when uploads of one account arrive at once', async () => {
    const user = await createUser(db);
    for (let i = 0; i < UPLOAD_DAILY_LIMIT - 2; i += 1) await storedUpload(user.id);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => upload(png(), user.id).then((r) => r.statusCode)),
    );
    expect(statuses.sort()).toEqual([201, 201, 429, 429, 429]);
    expect(await db.$count(uploads, eq(uploads.userId, user.id))).toBe(UPLOAD_DAILY_LIMIT);
  });
});

describe('rate limit of uploads', async () => {
  const limited = await createTestApp({ RATE_LIMIT_MAX: '2' });

  it('answers 429 once an address has sent the limit', async () => {
    const user = await createUser(limited.db);
    for (let i = 0; i < 2; i += 1)
      expect((await upload(png(), user.id, limited)).statusCode).toBe(201);
    const blocked = await upload(png(), user.id, limited);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many requests/),
      code: 'too_many_requests',
    });
    expect(await limited.db.$count(uploads)).toBe(2);
    // The profile that would show it is untouched by the limit.
    expect(await limited.db.$count(users)).toBe(1);
  });
});
