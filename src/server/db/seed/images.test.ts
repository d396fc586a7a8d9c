import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '../../../shared/partner-constants.js';
import { createPersonalDataProtector } from '../../modules/users/personal-data.js';
import {
  BLOGS,
  CAR_OFFERS,
  CAR_WASH_NAMES,
  DRIVING_SCHOOLS,
  HOME_STRIP,
  MECHANIC_NAMES,
  TOURS,
  VEHICLE_TYPES,
} from './data.js';
import { buildDemoDataset } from './dataset.js';
import {
  bannerMotif,
  bannerSvg,
  blogMotif,
  blogSvg,
  carSvg,
  escapeXml,
  listingMotif,
  listingSvg,
  lookOf,
  type ListingKind,
} from './images.js';

const RED = '#b91c1c';

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

/** What the storefront lists, kind by kind, as the demo data names the items. */
const LISTS: Record<ListingKind, readonly { title: string; about?: string }[]> = {
  tour: TOURS.map((tour) => ({ title: tour.title, about: tour.destination })),
  offer: CAR_OFFERS.map((offer) => ({ title: offer.title })),
  van: VEHICLE_TYPES.map((vehicle) => ({ title: vehicle.type })),
  carwash: CAR_WASH_NAMES.map((name) => ({ title: name })),
  mechanic: MECHANIC_NAMES.map((name) => ({ title: name })),
  school: DRIVING_SCHOOLS.map((school) => ({ title: school.name })),
};

/** Each item's look, counting repeats of a motif down the list as the demo data does. */
function looksOf(kind: ListingKind) {
  const seen = new Map<string, number>();
  return LISTS[kind].map(({ title, about }, index) => {
    const motif = listingMotif(kind, title, about, index);
    const repeat = seen.get(motif) ?? 0;
    seen.set(motif, repeat + 1);
    return { title, look: lookOf(motif, `${title} ${about ?? ''}`, index, repeat), repeat };
  });
}

const KINDS = Object.keys(LISTS) as ListingKind[];

describe('carSvg', () => {
  it('draws each body type as its own silhouette', () => {
    const drawings = BODY_TYPES.map((bodyType) =>
      carSvg({ name: 'Demo car', colour: RED, bodyType, backdrop: 0 }),
    );
    expect(new Set(drawings).size).toBe(BODY_TYPES.length);
  });

  it('paints the car in its colour and writes no words into the picture', () => {
    for (const bodyType of BODY_TYPES) {
      const svg = carSvg({ name: 'Toyota Etios', colour: RED, bodyType, backdrop: 2 });
      expect(svg, bodyType).toContain(`fill="${RED}"`);
      expect(svg, bodyType).not.toContain('<text');
      // The name is only the label for screen readers, never drawn.
      expect(svg.split('Toyota Etios'), bodyType).toHaveLength(2);
      // A demo picture stays a few kilobytes.
      expect(svg.length, bodyType).toBeLessThan(5 * 1024);
    }
  });

  it('names the car for screen readers, escaped, on the svg element', () => {
    const svg = carSvg({
      name: `Tata "Nexon" <EV> & co`,
      colour: RED,
      bodyType: 'suv',
      backdrop: 1,
    });
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toMatch(/^<svg [^>]*aria-label="Tata &quot;Nexon&quot; &lt;EV&gt; &amp; co"/);
  });
});

describe('listing and blog pictures', () => {
  const dataset = buildDemoDataset({
    now: new Date(0),
    passwordHash: '',
    personalData: createPersonalDataProtector(Buffer.alloc(32)),
  });
  const pictures = [...dataset.images]
    .filter(([path]) =>
      /\/(tours|offers|vans|car-washes|mechanics|driving-schools|blogs)\//.test(path),
    )
    .map(([path, render]) => ({ path, svg: render() }));

  it('draws every demo listing and blog without words, as small, well-formed SVG', () => {
    expect(pictures.length).toBeGreaterThan(100);
    for (const { path, svg } of pictures) {
      // The page prints the title under the picture; drawn in, it was duplicated and cut off.
      expect(svg, path).not.toContain('<text');
      expect(svg, path).toMatch(/^<svg [^>]*role="img" aria-label="[^"]+"/);
      expect(svg.length, path).toBeLessThan(6 * 1024);
      expectWellFormed(svg, path);
    }
  });

  it('labels the picture with the title, escaped, and nowhere else', () => {
    const title = `Tata "Ace" <Gold> & Sons's van`;
    for (const kind of KINDS) {
      const svg = listingSvg({ kind, title, index: 3 });
      expect(svg, kind).toContain(`aria-label="${escapeXml(title)}"`);
      expect(svg.split(escapeXml(title)), kind).toHaveLength(2);
    }
    const blog = blogSvg({ title, index: 0 });
    expect(blog).toMatch(
      /^<svg [^>]*aria-label="Tata &quot;Ace&quot; &lt;Gold&gt; &amp; Sons&apos;s van"/,
    );
  });

  it('gives no two items of a list the same drawing', () => {
    const byFolder = new Map<string, string[]>();
    for (const { path, svg } of pictures) {
      const folder = path.split('/').slice(0, -1).join('/');
      byFolder.set(folder, [...(byFolder.get(folder) ?? []), drawing(svg)]);
    }
    for (const [folder, drawings] of byFolder) {
      expect(new Set(drawings).size, folder).toBe(drawings.length);
    }
  });

  it('never repeats a subject in the same light, layout and side within a list', () => {
    for (const kind of KINDS) {
      const looks = looksOf(kind).map(({ look }) => JSON.stringify(look));
      expect(new Set(looks).size, kind).toBe(looks.length);
    }
  });

  it('draws the second and third picture of a subject in a new layout or mirrored', () => {
    for (const kind of KINDS) {
      const shown = new Map<string, string[]>();
      for (const { look, repeat } of looksOf(kind)) {
        const earlier = shown.get(look.motif) ?? [];
        const pose = `${look.layout} ${look.mirrored}`;
        if (repeat < 3) expect(earlier, `${kind} ${look.motif}`).not.toContain(pose);
        shown.set(look.motif, [...earlier, pose]);
      }
    }
  });

  it('varies the subject with the demo titles', () => {
    const motifs = (kind: ListingKind) => new Set(looksOf(kind).map(({ look }) => look.motif));
    expect(motifs('tour').size).toBeGreaterThanOrEqual(8);
    expect(motifs('offer').size).toBeGreaterThanOrEqual(12);
    expect(motifs('van').size).toBeGreaterThanOrEqual(6);
    expect(motifs('carwash').size).toBeGreaterThanOrEqual(6);
    expect(motifs('mechanic').size).toBeGreaterThanOrEqual(6);
    expect(motifs('school').size).toBeGreaterThanOrEqual(6);
    const blogs = new Set(
      BLOGS.filter((blog) => blog.hasImage).map((blog) => blogMotif(blog.title)),
    );
    expect(blogs.size).toBeGreaterThanOrEqual(5);
  });

  it('picks the subject from the words of the title', () => {
    const tour = (title: string, about = '') => listingMotif('tour', title, about);
    expect(tour('Tirumala Srivari Darshan Package', 'Tirumala')).toBe('temple');
    expect(tour('Srisailam Jyotirlinga Yatra')).toBe('temple');
    expect(tour('Horsley Hills Weekend Retreat')).toBe('hills');
    expect(tour('Vizag City & Beaches', 'Visakhapatnam')).toBe('beach');
    expect(tour('Talakona Waterfalls Day Out')).toBe('waterfall');
    expect(tour('Belum Caves & Ahobilam')).toBe('caves');
    expect(tour('Hyderabad Heritage Trail')).toBe('city');
    expect(tour('Papikondalu Godavari Boat Cruise')).toBe('river');
    expect(listingMotif('offer', 'Hyderabad airport drop at ₹1,199')).toBe('airport');
    expect(listingMotif('offer', 'Flat ₹300 off on your first ride')).toBe('coins');
    expect(listingMotif('offer', 'Something entirely new')).toBe('carWithTag');
    expect(listingMotif('carwash', 'Foam Factory Car Wash')).toBe('foam');
    expect(listingMotif('school', 'Green Signal Driving School')).toBe('trafficSignal');
    expect(listingMotif('van', 'Eicher Pro 2049')).toBe('carrierContainer');
    expect(blogMotif('Staying Safe: Saarthi Will Never Ask for Your OTP')).toBe('phone');
    // Whole words only: "Drivers" is not a river.
    expect(bannerMotif('Tirumala darshan made easy', 'Drivers who know every queue')).toBe(
      'temple',
    );
  });

  it('draws the same picture on every run', () => {
    const options = {
      kind: 'tour' as const,
      title: 'Lambasingi Winter Escape',
      index: 5,
      repeat: 1,
    };
    expect(listingSvg(options)).toBe(listingSvg(options));
    expect(blogSvg({ title: BLOGS[0]!.title, index: 0 })).toBe(
      blogSvg({ title: BLOGS[0]!.title, index: 0 }),
    );
  });
});

describe('bannerSvg', () => {
  it('fits every home strip title whole, in at most three lines', () => {
    for (const kind of ['featured', 'offer', 'reason'] as const) {
      HOME_STRIP[kind].forEach((item, position) => {
        const svg = bannerSvg({ kind, ...item, colourIndex: position });
        expectWellFormed(svg, item.title);
        expect(svg, item.title).not.toContain('…');
        const title = [...svg.matchAll(/<text [^>]*font-weight="800">(.*?)<\/text>/g)].at(-1)![1]!;
        const lines = [...title.matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((line) => line[1]);
        expect(lines.length, item.title).toBeLessThanOrEqual(3);
        expect(lines.join(' '), item.title).toBe(escapeXml(item.title));
        expect(svg.length, item.title).toBeLessThan(6 * 1024);
      });
    }
  });
});
