import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '../../../shared/partner-constants.js';
import { bodyDrawingPath } from '../../modules/fleet/body-drawings.js';
import { createPersonalDataProtector } from '../../modules/users/personal-data.js';
import { BODY_DRAWINGS_DIR, DEMO_ART_DIR } from '../../paths.js';
import { HOME_STRIP } from './data.js';
import { buildDemoDataset, DEMO_URL_PREFIX } from './dataset.js';

// The demo pictures and the body-type drawings are static files (ARCHITECTURE.md, "Data"): these
// checks hold them to what the storefront needs of them.

/**
 * A small well-formedness check for the pictures we write: every tag closes in order, every
 * attribute is quoted, ampersands only start entities and no id is used twice.
 */
function expectWellFormed(svg: string, name: string): void {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  const rawAmpersand = /&(?!(?:amp|lt|gt|quot|apos|#\d+);)/;
  const open: string[] = [];
  const ids = new Set<string>();
  let at = 0;
  expect(svg.startsWith('<svg '), name).toBe(true);
  while (at < svg.length) {
    const next = svg.indexOf('<', at);
    const text = svg.slice(at, next === -1 ? svg.length : next);
    expect(text, name).not.toMatch(rawAmpersand);
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(svg);
    expect(match, `${name}: ${svg.slice(next, next + 80)}`).not.toBeNull();
    const [, closing, element, attributes, selfClosing] = match!;
    expect(attributes, name).not.toMatch(rawAmpersand);
    const id = /\sid="([^"]*)"/.exec(attributes!)?.[1];
    if (id !== undefined) {
      expect(ids.has(id), `${name}: id ${id} twice`).toBe(false);
      ids.add(id);
    }
    if (closing) expect(open.pop(), name).toBe(element);
    else if (!selfClosing) open.push(element!);
    at = tag.lastIndex;
  }
  expect(open, name).toEqual([]);
}

/** The drawing without its label, to compare what the pictures show. */
const drawing = (svg: string) => svg.replace(/aria-label="[^"]*"/, '');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

const { images } = buildDemoDataset({
  now: new Date(0),
  passwordHash: '',
  personalData: createPersonalDataProtector(Buffer.alloc(32)),
});
const art = filesUnder(DEMO_ART_DIR).map((file) => ({
  path: `${DEMO_URL_PREFIX}${file.split('\\').join('/')}`,
  svg: readFileSync(join(DEMO_ART_DIR, file), 'utf8'),
}));

describe('the demo art', () => {
  it('holds exactly the pictures the demo data points at', () => {
    expect(art.map(({ path }) => path).sort()).toEqual([...images].sort());
    expect(art.length).toBeGreaterThan(300);
  });

  it('is small, well-formed SVG, each picture labelled for screen readers', () => {
    for (const { path, svg } of art) {
      expect(svg, path).toMatch(/^<svg [^>]*role="img" aria-label="[^"]+"/);
      expect(svg.length, path).toBeLessThan(6 * 1024);
      expectWellFormed(svg, path);
    }
  });

  it('writes no words into a car, listing or blog picture: the page prints them beside it', () => {
    for (const { path, svg } of art)
      if (/\/(cars|tours|offers|vans|car-washes|mechanics|driving-schools|blogs)\//.test(path))
        expect(svg, path).not.toContain('<text');
  });

  it('gives no two items of a list the same drawing', () => {
    const byFolder = new Map<string, string[]>();
    // A car's picture is its model's in its colour: two cars alike share one.
    for (const { path, svg } of art) {
      if (!/\/(tours|offers|vans|car-washes|mechanics|driving-schools|blogs)\//.test(path))
        continue;
      const folder = path.split('/').slice(0, -1).join('/');
      byFolder.set(folder, [...(byFolder.get(folder) ?? []), drawing(svg)]);
    }
    for (const [folder, drawings] of byFolder)
      expect(new Set(drawings).size, folder).toBe(drawings.length);
  });

  it("writes no words into a home strip picture: the page draws the title over it, in the reader's language", () => {
    for (const kind of ['featured', 'offer', 'reason'] as const) {
      HOME_STRIP[kind].forEach((item, position) => {
        const svg = art.find(({ path }) => path.endsWith(`/home/${kind}-${position + 1}.svg`))!.svg;
        expect(svg, item.title).not.toContain('<text');
      });
    }
  });
});

describe('the body-type drawings', () => {
  const drawings = BODY_TYPES.map((bodyType) => ({
    bodyType,
    svg: readFileSync(join(BODY_DRAWINGS_DIR, `${bodyType}.svg`), 'utf8'),
  }));

  it('are one file per body type, and nothing else', () => {
    expect(filesUnder(BODY_DRAWINGS_DIR).sort()).toEqual(
      BODY_TYPES.map((bodyType) => `${bodyType}.svg`).sort(),
    );
    expect(BODY_TYPES.map(bodyDrawingPath)).toContain('/uploads/demo/bodies/sedan.svg');
  });

  it('draw each body type as its own silhouette, labelled, without words', () => {
    expect(new Set(drawings.map(({ svg }) => drawing(svg))).size).toBe(BODY_TYPES.length);
    for (const { bodyType, svg } of drawings) {
      expect(svg, bodyType).toMatch(new RegExp(`^<svg [^>]*role="img" aria-label="${bodyType}"`));
      expect(svg, bodyType).not.toContain('<text');
      expectWellFormed(svg.replace(/\n\s*/g, ''), bodyType);
    }
  });
});
