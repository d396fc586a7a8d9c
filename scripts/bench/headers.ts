/**
 * HTTP checks behind the asset rules: static assets compressed and cached for a year
 * under hashed names, the page itself revalidated, API answers tagged so a repeat is a 304.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface HeaderCheck {
  name: string;
  detail: string;
  pass: boolean;
}

export async function checkHeaders(
  baseUrl: string,
  appRoot: string,
  carListPath: string,
): Promise<HeaderCheck[]> {
  const checks: HeaderCheck[] = [];
  const html = readFileSync(join(appRoot, 'dist', 'web', 'index.html'), 'utf8');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const style = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];

  for (const [kind, path] of [
    ['JavaScript', script],
    ['CSS', style],
  ] as const) {
    if (!path) {
      checks.push({ name: `${kind} asset`, detail: 'not found in index.html', pass: false });
      continue;
    }
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    const encoding = response.headers.get('content-encoding') ?? 'none';
    const cache = response.headers.get('cache-control') ?? 'none';
    const hashed = /-[\w-]{8}\.(js|css)$/.test(path);
    checks.push({
      name: `${kind} asset (${path})`,
      detail: `content-encoding ${encoding}; cache-control ${cache}; hashed name ${hashed ? 'yes' : 'no'}`,
      pass:
        (encoding === 'br' || encoding === 'gzip') &&
        cache.includes('max-age=31536000') &&
        cache.includes('immutable') &&
        hashed,
    });
  }

  const page = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  await page.arrayBuffer();
  checks.push({
    name: 'index.html',
    detail: `cache-control ${page.headers.get('cache-control') ?? 'none'} (revalidated, so a deploy shows at once)`,
    pass: (page.headers.get('cache-control') ?? '').includes('no-cache'),
  });

  const first = await fetch(`${baseUrl}${carListPath}`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  await first.arrayBuffer();
  const etag = first.headers.get('etag');
  const again = etag
    ? await fetch(`${baseUrl}${carListPath}`, {
        headers: { 'if-none-match': etag, 'accept-encoding': 'br, gzip' },
      })
    : undefined;
  await again?.arrayBuffer();
  checks.push({
    name: `API ETag (${carListPath})`,
    detail: `etag ${etag ?? 'none'}; content-encoding ${first.headers.get('content-encoding') ?? 'none'}; repeat with If-None-Match → ${again?.status ?? 'not tried'}`,
    pass: Boolean(etag) && again?.status === 304,
  });

  const cars = (await (await fetch(`${baseUrl}${carListPath}`)).json()) as {
    cars: { car_image: string }[];
  };
  const image = cars.cars[0]?.car_image;
  if (image) {
    const response = await fetch(`${baseUrl}${image}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    checks.push({
      name: 'Car picture (SVG)',
      detail: `content-type ${response.headers.get('content-type')}; content-encoding ${response.headers.get('content-encoding') ?? 'none'}; cache-control ${response.headers.get('cache-control') ?? 'none'}; etag ${response.headers.get('etag') ? 'yes' : 'no'}`,
      pass: response.ok && Boolean(response.headers.get('cache-control')),
    });
  }
  return checks;
}
