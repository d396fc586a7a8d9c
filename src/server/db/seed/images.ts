/**
 * Demo images drawn as small SVG files (DESIGN "Demo data": the machines have no internet, so
 * nothing is downloaded). Each function returns a complete SVG document of a few kilobytes.
 */
import type { BodyType } from '../../../shared/partner-constants.js';
import { createRandom, type Random } from './random.js';

const FONT = 'system-ui, sans-serif';

/** Gradient pairs used for backgrounds, picked by index so each image keeps its colours. */
export const PALETTES: readonly (readonly [string, string])[] = [
  ['#0f766e', '#14b8a6'],
  ['#1d4ed8', '#60a5fa'],
  ['#7c3aed', '#c084fc'],
  ['#b45309', '#f59e0b'],
  ['#be123c', '#fb7185'],
  ['#047857', '#34d399'],
  ['#0e7490', '#22d3ee'],
  ['#4338ca', '#818cf8'],
  ['#c2410c', '#fb923c'],
  ['#334155', '#94a3b8'],
];

/** Light backdrops for car pictures, so the painted body stands out. */
const LIGHT_BACKDROPS: readonly (readonly [string, string])[] = [
  ['#e0f2fe', '#f8fafc'],
  ['#fef3c7', '#fffbeb'],
  ['#dcfce7', '#f0fdf4'],
  ['#ede9fe', '#faf5ff'],
  ['#ffe4e6', '#fff1f2'],
  ['#e2e8f0', '#f8fafc'],
];

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Greedy word wrap by character count; the last line ends with an ellipsis when text is cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length > maxChars - 1 ? last.slice(0, maxChars - 1) : last}…`;
  return kept;
}

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1 || /[A-Z]/.test(word));
  const letters = words.map((word) => word[0]!.toUpperCase());
  if (letters.length === 0) return '?';
  return letters.length === 1 ? letters[0]! : `${letters[0]}${letters[letters.length - 1]}`;
}

function palette(index: number): readonly [string, string] {
  return PALETTES[((index % PALETTES.length) + PALETTES.length) % PALETTES.length]!;
}

function svgOpen(width: number, height: number, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`
  );
}

function linearGradient(
  id: string,
  [from, to]: readonly [string, string],
  vertical = false,
): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return (
    `<linearGradient id="${id}" ${direction}>` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

/** Lines of text, one under the other; the font and colour come from the enclosing group. */
function textLines(
  lines: readonly string[],
  options: { x: number; y: number; size: number; lineHeight: number; weight: number },
): string {
  const spans = lines
    .map(
      (line, index) =>
        `<tspan x="${options.x}" dy="${index === 0 ? 0 : options.lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text x="${options.x}" y="${options.y}" font-size="${options.size}" font-weight="${options.weight}">${spans}</text>`;
}

/** Where the tyres touch the road in the 480×320 car picture. */
const GROUND = 262;

/**
 * One body type's side view, front to the right. The proportions carry the type: overall length,
 * roof height, bonnet length, wheel size and the gap under the sills.
 */
interface Silhouette {
  /** The painted outer skin. */
  shell: string;
  /** The side windows, drawn over the skin. */
  glass: string;
  /** Centres of the rear and front wheels along the road. */
  wheels: readonly [number, number];
  wheelRadius: number;
  /** Spokes of the alloy wheels; five unless the type calls for something finer. */
  spokes?: number;
  /** The lowest edge of the skin between the wheels: higher means more ground clearance. */
  sill: number;
  headlamp: string;
  taillamp: string;
  /** Door cuts, handles, trim: whatever else belongs to the type. */
  details: string;
}

/** Door seams, drawn darker than the paint so they show on white and on black cars alike. */
const seams = (d: string) =>
  `<path d="${d}" fill="none" stroke="#0f172a" stroke-opacity=".3" stroke-width="2"/>`;
const handles = (y: number, ...xs: number[]) =>
  xs
    .map(
      (x) => `<rect x="${x}" y="${y}" width="16" height="4" rx="2" fill="#0f172a" opacity=".4"/>`,
    )
    .join('');
/** A light crease along the flank catches the light and gives the flat skin some shape. */
const crease = (d: string) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2.5"/>`;
const mirror = (x: number, y: number) =>
  `<path d="M${x} ${y}l14-3q6 0 6 6l-2 6q-8 2-18 0z" fill="#1f2937"/>`;

const SILHOUETTES: Record<BodyType, Silhouette> = {
  // Short overhangs, a tall cabin and an almost upright tailgate straight after the rear wheel.
  hatchback: {
    shell:
      'M110 235Q100 235 100 225L100 188Q100 176 106 166L118 138Q124 126 140 125L232 120' +
      'Q250 119 262 130L302 166Q348 170 370 178Q386 184 386 202L386 223Q386 235 374 235Z',
    glass:
      'M122 158L130 140Q134 132 144 132L150 132L146 158ZM156 131L204 129L204 162L152 160Z' +
      'M212 128L240 127Q252 127 260 136L288 164L212 164Z',
    wheels: [154, 326],
    wheelRadius: 28,
    sill: 235,
    headlamp: 'M356 178L382 186Q386 192 380 194L360 190Z',
    taillamp: 'M104 160L112 140L118 142L110 172L102 172Z',
    details:
      seams('M208 164V230M292 168Q286 196 292 226M148 160L146 200') +
      handles(176, 180, 266) +
      crease('M104 180L382 190') +
      mirror(284, 158),
  },
  // Three boxes: a bonnet, an upright cabin and a boot deck behind the rear window.
  sedan: {
    shell:
      'M70 235Q58 235 58 224L58 194Q58 180 72 178L126 172Q142 168 152 158L182 136' +
      'Q190 130 204 130L272 130Q288 130 298 140L334 172L406 180Q428 184 428 204L428 224' +
      'Q428 235 418 235Z',
    glass:
      'M166 170L190 144Q196 138 206 138L250 138L250 170ZM258 138L272 138Q284 138 292 146' +
      'L318 170L258 170Z',
    wheels: [142, 352],
    wheelRadius: 29,
    sill: 235,
    headlamp: 'M400 182L426 188Q428 196 420 198L398 192Z',
    taillamp: 'M58 184L76 180L76 192L58 194Z',
    details:
      seams('M254 172V232M318 174Q312 200 316 226M176 172L178 214') +
      handles(182, 226, 292) +
      crease('M66 190L424 196') +
      mirror(312, 164),
  },
  // Longer and lower than the sedan, with a long bonnet ahead of the screen, a fast rear window
  // and chrome around the windows and along the doors.
  luxury_sedan: {
    shell:
      'M46 228Q34 228 34 216L34 196Q34 186 46 184L100 180Q118 178 130 170C166 142 240 126 304 148' +
      'L340 182L428 188Q450 192 450 208L450 216Q450 228 438 228Z',
    // One sweep of glass under the arched roof; the pillars are drawn over it, blacked out.
    glass: 'M146 176C176 152 236 140 298 158L318 176Z',
    wheels: [120, 384],
    wheelRadius: 32,
    spokes: 10,
    sill: 228,
    headlamp: 'M422 190L448 196L446 200L420 196Z',
    taillamp: 'M34 188L72 183L72 189L34 194Z',
    details:
      '<path d="M198 176V149M256 176V146" stroke="#111827" stroke-width="6"/>' +
      '<path d="M141 178C172 149 236 136 301 155L322 178Z" fill="none" stroke="#e5e7eb" stroke-width="3"/>' +
      '<path d="M70 212H426" stroke="#e5e7eb" stroke-width="3" stroke-linecap="round"/>' +
      seams('M256 178V224M320 182Q312 204 318 222M198 178V224') +
      handles(188, 228, 292) +
      crease('M42 196L446 202') +
      mirror(308, 170),
  },
  // Tall and upright, big wheels, a high flat bonnet and daylight under the sills; dark
  // cladding around the wheel arches and along the bottom.
  suv: {
    shell:
      'M88 210Q78 210 78 200L78 156Q78 144 82 134L94 114Q100 106 114 106L282 102Q300 102 310 112' +
      'L342 144L404 150Q422 154 422 170L422 200Q422 210 412 210Z',
    glass:
      'M102 142L108 124Q112 116 122 116L138 116L140 142ZM148 116L222 114L222 144L148 144Z' +
      'M230 114L284 112Q296 112 304 120L328 144L230 144Z',
    wheels: [158, 346],
    wheelRadius: 37,
    sill: 208,
    headlamp: 'M394 152L420 158L420 168L396 166Z',
    taillamp: 'M79 140L88 124L94 126L88 156L79 156Z',
    details:
      '<path d="M82 192H418V204Q418 208 414 208H86Q82 208 82 204Z" fill="#1f2937" opacity=".85"/>' +
      seams('M226 146V190M330 148Q304 160 302 190M144 146L146 176') +
      handles(156, 192, 276) +
      crease('M82 166L420 170') +
      mirror(318, 132) +
      '<path d="M394 196H424V204L416 214H396Z" fill="#9ca3af"/>',
  },
  // Long, with a tall roof carried right to the back and three rows of side windows; a sloping
  // car-like nose rather than a van's flat face.
  muv: {
    shell:
      'M48 234Q36 234 36 222L36 196L40 124Q42 108 60 106L280 104Q298 104 308 114L364 166' +
      'L422 176Q444 182 444 202L444 222Q444 234 432 234Z',
    glass:
      'M52 160L54 126Q56 116 66 116L124 116L124 160ZM132 116L220 116L220 160L132 160Z' +
      'M228 116L288 114Q300 114 308 124L342 160L228 160Z',
    wheels: [126, 362],
    wheelRadius: 29,
    sill: 234,
    headlamp: 'M412 178L440 184L440 194L414 190Z',
    taillamp: 'M37 128L46 128L45 170L37 170Z',
    details:
      seams('M224 162V230M128 162V204M340 164Q332 196 336 228') +
      handles(174, 194, 302) +
      crease('M40 184L440 190') +
      mirror(330, 150),
  },
  // A box: a very tall roof, a near-upright screen over a stub of a bonnet, a row of equal
  // windows and the track of a sliding door.
  van: {
    shell:
      'M46 234Q36 234 36 222L36 78Q36 64 50 64L380 64Q394 64 398 76L416 146L432 152' +
      'Q444 158 444 176L444 222Q444 234 432 234Z',
    glass:
      'M50 82L102 82L102 132L50 132ZM112 82L164 82L164 132L112 132ZM174 82L226 82L226 132' +
      'L174 132ZM242 82L294 82L294 132L242 132ZM306 82L382 82L398 136L306 136Z',
    wheels: [114, 352],
    wheelRadius: 28,
    sill: 232,
    headlamp: 'M428 160L442 164L442 178L428 176Z',
    taillamp: 'M36 150L44 150L44 196L36 196Z',
    details:
      seams('M236 74V228M300 74V228M40 142H300M36 72H396') +
      handles(156, 246, 312) +
      '<path d="M418 208H446V222Q446 230 438 230H418Z" fill="#1f2937"/>' +
      crease('M40 170L440 170') +
      mirror(396, 124),
  },
};

/**
 * The arch cut out of the skin above a wheel: a circle around the axle, closed along the sill.
 * An SUV's sill lies above its axles, which makes its arches less than half a circle.
 */
function wheelArch(cx: number, axle: number, radius: number, sill: number): string {
  const rise = sill - axle;
  const half = Math.sqrt(Math.max(radius * radius - rise * rise, 0));
  const [left, right] = [(cx - half).toFixed(1), (cx + half).toFixed(1)];
  return `M${left} ${sill}A${radius} ${radius} 0 ${rise > 0 ? 1 : 0} 1 ${right} ${sill}Z`;
}

/** A tyre on an alloy wheel; more spokes are drawn thinner so the rim still shows. */
function wheel(cx: number, axle: number, radius: number, count: number): string {
  const rim = radius * 0.62;
  const spokes = Array.from({ length: count }, (_, index) => index)
    .map((index) => {
      const angle = (index * 2 * Math.PI) / count - Math.PI / 2;
      const x = (cx + Math.cos(angle) * rim * 0.9).toFixed(1);
      const y = (axle + Math.sin(angle) * rim * 0.9).toFixed(1);
      return `M${cx} ${axle}L${x} ${y}`;
    })
    .join('');
  return (
    `<circle cx="${cx}" cy="${axle}" r="${radius}" fill="#111827"/>` +
    `<circle cx="${cx}" cy="${axle}" r="${rim.toFixed(1)}" fill="#cbd5e1"/>` +
    `<path d="${spokes}" stroke="#64748b" stroke-width="${(radius / count).toFixed(1)}" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${axle}" r="${(radius / 5).toFixed(1)}" fill="#334155"/>`
  );
}

/**
 * A side view of a car of the given body type, drawn in a 480×320 box with its front to the
 * right, painted in `colour`. The gradients are defined here so a banner can reuse the drawing.
 */
function carShape(body: BodyType, colour: string): string {
  const car = SILHOUETTES[body];
  const axle = GROUND - car.wheelRadius;
  const [rear, front] = car.wheels;
  const archRadius = car.wheelRadius + 6;
  const arches = car.wheels.map((cx) => wheelArch(cx, axle, archRadius, car.sill)).join('');
  // An SUV's plastic cladding: a thick dark band around each arch.
  const cladding =
    body === 'suv'
      ? car.wheels
          .map(
            (cx) =>
              `<path d="${wheelArch(cx, axle, archRadius + 5, car.sill)}" fill="none" stroke="#1f2937" stroke-width="10" opacity=".85"/>`,
          )
          .join('')
      : '';
  return (
    `<defs>${linearGradient('car-glass', ['#e0f2fe', '#64748b'], true)}` +
    `<linearGradient id="car-sheen" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient></defs>` +
    `<ellipse cx="${(rear + front) / 2}" cy="${GROUND}" rx="${(front - rear) / 2 + 96}" ry="9" fill="#000" opacity=".18"/>` +
    `<path d="${car.shell}" fill="${colour}" stroke="#0f172a" stroke-opacity=".35" stroke-width="2"/>` +
    `<path d="${car.shell}" fill="url(#car-sheen)"/>` +
    `<path d="${car.glass}" fill="url(#car-glass)" stroke="#1f2937" stroke-width="2"/>` +
    car.details +
    `<path d="${car.headlamp}" fill="#fef3c7" stroke="#f59e0b" stroke-width="1.5"/>` +
    `<path d="${car.taillamp}" fill="#dc2626"/>` +
    cladding +
    `<path d="${arches}" fill="#1f2937"/>` +
    wheel(rear, axle, car.wheelRadius, car.spokes ?? 5) +
    wheel(front, axle, car.wheelRadius, car.spokes ?? 5)
  );
}

/** A car's picture for its listing: the drawing alone, no words; the page prints the name. */
export function carSvg(options: {
  name: string;
  colour: string;
  bodyType: BodyType;
  backdrop: number;
}): string {
  const backdrop = LIGHT_BACKDROPS[options.backdrop % LIGHT_BACKDROPS.length]!;
  return (
    svgOpen(480, 320, options.name) +
    `<defs>${linearGradient('bg', backdrop, true)}</defs>` +
    `<rect width="480" height="320" fill="url(#bg)"/>` +
    `<rect y="262" width="480" height="58" fill="#cbd5e1" opacity=".55"/>` +
    `<path d="M20 292H110M170 292H260M320 292H410" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
    carShape(options.bodyType, options.colour) +
    `</svg>`
  );
}

/** A round avatar with the person's initials. */
export function avatarSvg(options: { name: string; colourIndex: number }): string {
  const [from, to] = palette(options.colourIndex);
  return (
    svgOpen(160, 160, options.name) +
    `<defs>${linearGradient('bg', [from, to])}</defs>` +
    `<circle cx="80" cy="80" r="80" fill="url(#bg)"/>` +
    `<circle cx="80" cy="80" r="72" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>` +
    `<text x="80" y="99" font-family="${FONT}" font-size="54" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initialsOf(options.name))}</text>` +
    `</svg>`
  );
}

/** A travel company logo: initials in a rounded badge, with a steering-wheel ring. */
export function logoSvg(options: { name: string; colourIndex: number }): string {
  const [from, to] = palette(options.colourIndex);
  const firstWord = options.name.split(/\s+/)[0] ?? '';
  return (
    svgOpen(200, 200, `${options.name} logo`) +
    `<defs>${linearGradient('bg', [from, to])}</defs>` +
    `<rect width="200" height="200" rx="44" fill="url(#bg)"/>` +
    `<circle cx="100" cy="88" r="58" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="8"/>` +
    `<text x="100" y="108" font-family="${FONT}" font-size="58" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(initialsOf(options.name))}</text>` +
    `<text x="100" y="176" font-family="${FONT}" font-size="17" font-weight="700" fill="#fff" fill-opacity=".9" text-anchor="middle" letter-spacing="2">${escapeXml(firstWord.toUpperCase().slice(0, 12))}</text>` +
    `</svg>`
  );
}

export type ListingKind = 'offer' | 'van' | 'tour' | 'carwash' | 'mechanic' | 'school';

/*
 * Listing, blog and banner pictures are small scenes. Each one is drawn in "design units", 320
 * high and at least 384 wide, and whatever carries the picture (a temple, a truck, a clock)
 * stays within 192 units either side of the centre and 32 units from the top and bottom. A 3:2
 * picture shown in a 16:9, 16:10 or 4:3 frame with object-cover loses at most 27 units a side,
 * and a 16:9 blog picture in a 4:3 frame loses 71 of its 569, so those shapes always show.
 *
 * No title is written into these pictures: the pages print it right under them, and a title
 * drawn at a fixed size gets cut off in the frame. Instead the subject follows the item's own
 * words (Tirumala gets a gopuram, an airport drop a plane). The light follows the item's place
 * in its list and the layout and mirroring how often its subject came up before (see `lookOf`),
 * so the tiles of one page never repeat each other.
 */

const SCENE_HEIGHT = 320;
/** Half the width of the safe area around the centre of the scene. */
const SAFE_HALF = 192;

/** One decimal is plenty at these sizes and keeps the files small. */
const r1 = (value: number) => Math.round(value * 10) / 10;

/** A stable number from an item's words, so each item keeps its own look from run to run. */
function hashWords(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 16_777_619);
  }
  return hash >>> 0;
}

/** The light of a scene: its sky, the land from far to near, water and rock. */
interface Mood {
  sky: readonly [string, string];
  sun: string;
  land: readonly [string, string, string];
  water: readonly [string, string];
  rock: readonly [string, string];
  night?: boolean;
  rain?: boolean;
  mist?: boolean;
}

const MOODS: readonly Mood[] = [
  // Clear morning.
  {
    sky: ['#60a5fa', '#dbeafe'],
    sun: '#fde68a',
    land: ['#a5c9b4', '#5fa37a', '#2f7d52'],
    water: ['#38bdf8', '#0369a1'],
    rock: ['#b4aca4', '#7d746c'],
  },
  // Golden hour.
  {
    sky: ['#f97316', '#fde68a'],
    sun: '#fff7ed',
    land: ['#e0b07a', '#a8743a', '#6b4f1d'],
    water: ['#fdba74', '#0e7490'],
    rock: ['#c98d62', '#8a5a3b'],
  },
  // Dusk.
  {
    sky: ['#6d28d9', '#f9a8d4'],
    sun: '#fef3c7',
    land: ['#b49be8', '#7c5cc4', '#45237a'],
    water: ['#c4b5fd', '#4c1d95'],
    rock: ['#9d8fba', '#5b4b7a'],
  },
  // Monsoon: grey sky, rain and very green hills.
  {
    sky: ['#64748b', '#cbd5e1'],
    sun: '#f1f5f9',
    land: ['#9dbcab', '#3f8a63', '#1e5c3d'],
    water: ['#8aa3b8', '#3b556e'],
    rock: ['#8b8f94', '#5c6166'],
    rain: true,
  },
  // Bright noon by the water.
  {
    sky: ['#06b6d4', '#cffafe'],
    sun: '#fef08a',
    land: ['#a7d8a8', '#5a9e44', '#2d6a1f'],
    water: ['#22d3ee', '#0e7490'],
    rock: ['#bfae94', '#8a7660'],
  },
  // Night with a full moon.
  {
    sky: ['#0b1026', '#3730a3'],
    sun: '#f8fafc',
    land: ['#3f4a6b', '#273452', '#141c33'],
    water: ['#3b4f8a', '#0f1a3d'],
    rock: ['#525c7a', '#2c3450'],
    night: true,
  },
  // Pink dawn.
  {
    sky: ['#f472b6', '#fde68a'],
    sun: '#fff7ed',
    land: ['#f0b8a4', '#c27c6c', '#7f4552'],
    water: ['#fbcfe8', '#0e7490'],
    rock: ['#cf9f90', '#8c5f5a'],
  },
  // Winter mist over the hills.
  {
    sky: ['#94a3b8', '#f1f5f9'],
    sun: '#fef9c3',
    land: ['#c2d1cb', '#86a89a', '#4e7566'],
    water: ['#a5c4d4', '#4b7f99'],
    rock: ['#a3a3a3', '#737373'],
    mist: true,
  },
];

/** Light backdrops for pictures of things rather than places, so coloured objects stand out. */
const STUDIO_BACKDROPS: readonly (readonly [string, string])[] = [
  ['#e0f2fe', '#f8fafc'],
  ['#fef3c7', '#fffbeb'],
  ['#dcfce7', '#f0fdf4'],
  ['#ede9fe', '#faf5ff'],
  ['#ffe4e6', '#fff1f2'],
  ['#ccfbf1', '#f0fdfa'],
  ['#ffedd5', '#fff7ed'],
  ['#e2e8f0', '#f8fafc'],
];

interface Scene {
  /** Width in design units; the height is always 320. */
  w: number;
  /** The middle of the safe area. */
  cx: number;
  mood: Mood;
  random: Random;
  /** The item's own colours: a strong and a lighter shade. */
  paint: readonly [string, string];
  studio: readonly [string, string];
  /** The item's position in its list; picks the backdrop pattern. */
  index: number;
  /** A number from the item's words, for colours that should follow the item. */
  hue: number;
  /** Which of its motif's layouts to draw, from 0. */
  layout: number;
  /** Which side the sun or moon hangs on, or 0 for either; see `drawLook`. */
  sunSide: -1 | 0 | 1;
}

// ---- Shared scenery -------------------------------------------------------------------------

function sky(s: Scene): string {
  const { mood, w } = s;
  let out =
    `<defs>${linearGradient('sky', mood.sky, true)}</defs>` +
    `<rect width="${r1(w)}" height="${SCENE_HEIGHT}" fill="url(#sky)"/>`;
  const side = s.sunSide || (s.random.chance(0.5) ? -1 : 1);
  const x = r1(s.cx + side * s.random.int(90, 150));
  const y = s.random.int(62, 92);
  if (mood.night) {
    let stars = '';
    for (let i = 0; i < 14; i += 1) {
      stars += `M${r1(s.random.next() * w)} ${s.random.int(12, 150)}h0`;
    }
    out +=
      `<path d="${stars}" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".8"/>` +
      `<circle cx="${x}" cy="${y}" r="32" fill="${mood.sun}" opacity=".15"/>` +
      `<circle cx="${x}" cy="${y}" r="18" fill="${mood.sun}"/>` +
      `<circle cx="${x - 5}" cy="${y - 4}" r="4" fill="#cbd5e1"/><circle cx="${x + 6}" cy="${y + 5}" r="3" fill="#cbd5e1"/>`;
  } else if (!mood.rain) {
    out +=
      `<circle cx="${x}" cy="${y}" r="36" fill="${mood.sun}" opacity=".35"/>` +
      `<circle cx="${x}" cy="${y}" r="22" fill="${mood.sun}"/>`;
  }
  if (!mood.night) out += clouds(s, mood.rain ? 4 : s.random.int(1, 2));
  return out;
}

/** A puffy cloud: three bumps over a flat base. */
function cloud(x: number, y: number, size: number, colour: string): string {
  return (
    `<path transform="translate(${r1(x)} ${y}) scale(${size})" fill="${colour}" ` +
    `d="M-34 0A14 14 0 0 1-20-16A18 18 0 0 1 12-20A14 14 0 0 1 34 0Z"/>`
  );
}

function clouds(s: Scene, count: number): string {
  const colour = s.mood.rain ? '#e2e8f0' : '#fff';
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = s.cx - SAFE_HALF + 40 + ((i + s.random.next()) * (2 * SAFE_HALF - 80)) / count;
    out += cloud(x, s.random.int(46, 96), r1(0.8 + s.random.next() * 0.6), colour);
  }
  return `<g opacity="${s.mood.rain ? 0.9 : 0.75}">${out}</g>`;
}

/** Rain streaks, drawn over everything else in a monsoon scene. */
function weather(s: Scene): string {
  if (!s.mood.rain) return '';
  let d = '';
  for (let i = 0; i < 18; i += 1) {
    d += `M${r1(s.random.next() * s.w)} ${s.random.int(40, 280)}l-6 16`;
  }
  return `<path d="${d}" stroke="#e2e8f0" stroke-width="2" stroke-linecap="round" opacity=".6"/>`;
}

/** Bands of mist lying over the far hills; drawn behind the subject, never across it. */
function mist(s: Scene, y: number): string {
  if (!s.mood.mist) return '';
  return (
    `<rect x="-10" y="${y}" width="${r1(s.w + 20)}" height="16" rx="8" fill="#fff" opacity=".45"/>` +
    `<rect x="${r1(s.cx - 170)}" y="${y + 22}" width="260" height="10" rx="5" fill="#fff" opacity=".35"/>`
  );
}

/** A ridge of hills across the whole width, its tops between `top` and `top + rise`. */
function ridge(s: Scene, top: number, rise: number, colour: string, bumps = 5): string {
  const step = (s.w + 40) / bumps;
  const points = Array.from(
    { length: bumps + 1 },
    (_, i) => [r1(-20 + i * step), r1(top + s.random.next() * rise)] as const,
  );
  let d = `M-20 ${SCENE_HEIGHT}L${points[0]![0]} ${points[0]![1]}`;
  for (let i = 1; i < points.length - 1; i += 1) {
    const [x, y] = points[i]!;
    const [nx, ny] = points[i + 1]!;
    d += `Q${x} ${y} ${r1((x + nx) / 2)} ${r1((y + ny) / 2)}`;
  }
  const last = points[points.length - 1]!;
  d += `L${last[0]} ${last[1]}L${r1(s.w + 20)} ${SCENE_HEIGHT}Z`;
  return `<path d="${d}" fill="${colour}"/>`;
}

function ground(s: Scene, y: number, colour: string): string {
  return `<rect y="${y}" width="${r1(s.w)}" height="${SCENE_HEIGHT - y}" fill="${colour}"/>`;
}

function pine(x: number, y: number, h: number, colour: string): string {
  const p = (dx: number, dy: number) => `${r1(x + dx * h)} ${r1(y - dy * h)}`;
  return (
    `<path d="M${p(0, 1)}L${p(0.24, 0.56)}H${r1(x + 0.13 * h)}L${p(0.34, 0.12)}H${r1(x - 0.34 * h)}` +
    `L${p(-0.13, 0.56)}H${r1(x - 0.24 * h)}Z" fill="${colour}"/>` +
    `<rect x="${r1(x - 0.04 * h)}" y="${r1(y - 0.12 * h)}" width="${r1(0.08 * h)}" height="${r1(0.12 * h)}" fill="#5b3a1e"/>`
  );
}

function roundTree(x: number, y: number, h: number, colour: string): string {
  return (
    `<rect x="${r1(x - 0.05 * h)}" y="${r1(y - 0.45 * h)}" width="${r1(0.1 * h)}" height="${r1(0.45 * h)}" fill="#6b4423"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y - 0.66 * h)}" r="${r1(0.34 * h)}" fill="${colour}"/>` +
    `<circle cx="${r1(x - 0.18 * h)}" cy="${r1(y - 0.5 * h)}" r="${r1(0.2 * h)}" fill="${colour}"/>`
  );
}

/** A coconut palm leaning by `lean` units at its crown. */
function palm(x: number, y: number, h: number, lean: number): string {
  const tx = r1(x + lean);
  const ty = r1(y - h);
  const fronds = [
    [-26, -12, -46, 12],
    [26, -12, 46, 12],
    [-16, -18, -40, -10],
    [16, -18, 40, -10],
    [0, -16, -8, -26],
    [-20, -4, -30, 26],
    [20, -4, 30, 26],
  ]
    .map(([a, b, c, d]) => `M${tx} ${ty}q${a} ${b} ${c} ${d}`)
    .join('');
  return (
    `<path d="M${x} ${y}Q${r1(x + lean * 0.1)} ${r1(y - h * 0.6)} ${tx} ${ty}" fill="none" stroke="#7c4a21" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="${fronds}" fill="none" stroke="#2f7d32" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="${tx}" cy="${r1(ty + 5)}" r="5" fill="#6b4423"/>`
  );
}

function birds(x: number, y: number, count: number, colour: string): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const bx = x + i * 18;
    const by = y + (i % 2) * 10;
    d += `M${bx} ${by}q5-6 10 0q5-6 10 0`;
  }
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-linecap="round"/>`;
}

/** A small side-on car for scenery, nose to the right, wheels on y = 0. */
function miniCar(colour: string): string {
  return (
    `<path d="M-36 -8Q-36 -18 -28 -19L-18 -20L-8 -31Q-5 -34 0 -34H16Q22 -34 26 -29L34 -20L42 -18Q46 -16 46 -10V-4H-36Z" fill="${colour}"/>` +
    `<path d="M-6 -29H6V-21H-14ZM10 -29H16Q19 -29 21 -26L25 -21H10Z" fill="#e0f2fe"/>` +
    `<circle cx="-18" cy="-4" r="7" fill="#1f2937"/><circle cx="30" cy="-4" r="7" fill="#1f2937"/>`
  );
}

/** Places a drawing made around (0, 0) at (x, y), scaled, optionally mirrored. */
function at(x: number, y: number, scale: number, body: string, mirror = false): string {
  const sx = mirror ? -scale : scale;
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(sx * 100) / 100} ${r1(scale * 100) / 100})">${body}</g>`;
}

/** A backdrop for pictures of objects: a light wash, soft shapes in the item's colour, a floor. */
function studio(s: Scene, floor = 262): string {
  const [top, bottom] = s.studio;
  const [strong, light] = s.paint;
  const pattern = s.index % 4;
  let shapes = '';
  if (pattern === 0) {
    shapes =
      `<circle cx="${r1(s.cx - 150)}" cy="70" r="90" fill="${light}" opacity=".25"/>` +
      `<circle cx="${r1(s.cx + 170)}" cy="250" r="110" fill="${strong}" opacity=".12"/>`;
  } else if (pattern === 1) {
    // Diagonal stripes and dots are tiled patterns: one tile, however wide the picture.
    shapes =
      `<defs><pattern id="tile" width="56" height="56" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
      `<rect width="18" height="56" fill="${light}" opacity=".18"/></pattern></defs>` +
      `<rect width="${r1(s.w)}" height="${SCENE_HEIGHT}" fill="url(#tile)"/>`;
  } else if (pattern === 2) {
    shapes =
      `<defs><pattern id="tile" width="32" height="32" patternUnits="userSpaceOnUse">` +
      `<circle cx="16" cy="16" r="2.5" fill="${strong}" opacity=".14"/><circle cy="0" r="2.5" fill="${strong}" opacity=".14"/>` +
      `<circle cy="32" r="2.5" fill="${strong}" opacity=".14"/><circle cx="32" r="2.5" fill="${strong}" opacity=".14"/>` +
      `<circle cx="32" cy="32" r="2.5" fill="${strong}" opacity=".14"/></pattern></defs>` +
      `<rect width="${r1(s.w)}" height="${SCENE_HEIGHT}" fill="url(#tile)"/>`;
  } else {
    shapes =
      `<circle cx="${r1(s.cx)}" cy="150" r="150" fill="none" stroke="${light}" stroke-width="26" opacity=".22"/>` +
      `<circle cx="${r1(s.cx)}" cy="150" r="84" fill="${light}" opacity=".16"/>`;
  }
  return (
    `<defs>${linearGradient('bg', [top, bottom], true)}</defs>` +
    `<rect width="${r1(s.w)}" height="${SCENE_HEIGHT}" fill="url(#bg)"/>` +
    shapes +
    `<rect y="${floor}" width="${r1(s.w)}" height="${SCENE_HEIGHT - floor}" fill="${strong}" opacity=".12"/>`
  );
}

/** A soft shadow on the floor under an object. */
const shadow = (x: number, y: number, rx: number) =>
  `<ellipse cx="${r1(x)}" cy="${y}" rx="${rx}" ry="8" fill="#0f172a" opacity=".14"/>`;

/** A four-pointed glint. */
function glint(x: number, y: number, size: number, colour = '#fff'): string {
  const a = r1(size);
  const b = r1(size * 0.22);
  return `<path d="M${r1(x)} ${r1(y - a)}Q${r1(x + b)} ${r1(y - b)} ${r1(x + a)} ${r1(y)}Q${r1(x + b)} ${r1(y + b)} ${r1(x)} ${r1(y + a)}Q${r1(x - b)} ${r1(y + b)} ${r1(x - a)} ${r1(y)}Q${r1(x - b)} ${r1(y - b)} ${r1(x)} ${r1(y - a)}Z" fill="${colour}"/>`;
}

/** The rupee sign drawn as strokes (no font needed), about 48 units tall around (0, 0). */
function rupee(colour: string, width = 7): string {
  return `<path d="M-16-24H16M-16-12H16M-8-24Q14-24 14-12Q14 0-8 0L14 24" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A price tag with a per-cent sign cut from shapes, hole at its left; about 76×40. */
function priceTag(colour: string): string {
  return (
    `<path d="M0-20H50L70 0L50 20H0Q-6 20-6 14V-14Q-6-20 0-20Z" fill="${colour}"/>` +
    `<circle cx="4" cy="0" r="4" fill="#fff"/>` +
    `<circle cx="24" cy="-8" r="4.5" fill="none" stroke="#fff" stroke-width="3"/>` +
    `<circle cx="42" cy="8" r="4.5" fill="none" stroke="#fff" stroke-width="3"/>` +
    `<path d="M44-11L22 11" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>`
  );
}

/** A shield with a tick: safety, verification. About 80 wide, 96 tall, centred on (0, 0). */
function shieldTick(colour: string): string {
  return (
    `<path d="M0-48L40-34V-4Q40 30 0 48Q-40 30-40-4V-34Z" fill="${colour}"/>` +
    `<path d="M0-38L30-27V-4Q30 22 0 37Z" fill="#fff" opacity=".18"/>` +
    `<path d="M-17 0L-5 12L19-13" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A whole car picture (the 480×320 car drawing) scaled, its wheels standing on (x, y). */
function carAt(x: number, y: number, scale: number, body: BodyType, colour: string): string {
  return `<g transform="translate(${r1(x - 240 * scale)} ${r1(y - GROUND * scale)}) scale(${scale})">${carShape(body, colour)}</g>`;
}

/** Car paints for scenes, bright enough to read on light and dark backdrops. */
const SCENE_CAR_COLOURS = ['#dc2626', '#2563eb', '#f8fafc', '#0d9488', '#f59e0b', '#7c3aed'];

/** A car colour from the item's words and position, so neighbours' cars differ. */
const carColour = (s: Scene, shift = 0) =>
  SCENE_CAR_COLOURS[(s.hue + s.index + shift) % SCENE_CAR_COLOURS.length]!;

// ---- Places: tours, place-based offers, blogs and banners ----------------------------------

/** Stone and its shadow for temples, forts and stupas. */
const STONES: readonly (readonly [string, string])[] = [
  ['#fde7c2', '#b7793f'],
  ['#f5f5f4', '#a8a29e'],
  ['#fcd9a8', '#b45309'],
  ['#fee2cf', '#c2410c'],
];

/** A south Indian temple gateway tower: a tiered, tapering gopuram with a barrel crown. */
function gopuram(stone: readonly [string, string], tiers: number, lit: boolean): string {
  const [body, shade] = stone;
  let ledges = '';
  let niches = '';
  for (let i = 0; i <= tiers; i += 1) {
    const y = -34 - (116 * i) / tiers;
    const half = 48 - (26 * i) / tiers;
    ledges += `M${r1(-half - 4)} ${r1(y)}h${r1(2 * half + 8)}`;
    if (i < tiers) {
      const mid = r1(y - 58 / tiers);
      for (const f of [-0.5, 0, 0.5])
        niches += `M${r1(f * half - 3)} ${mid}v-${r1(40 / tiers)}h6v${r1(40 / tiers)}z`;
    }
  }
  return (
    `<path d="M-54 0V-34H54V0Z" fill="${body}"/>` +
    `<path d="M-48-34L-22-150H22L48-34Z" fill="${body}"/>` +
    `<path d="M0-34V-150H22L48-34Z" fill="#000" opacity=".08"/>` +
    `<path d="${ledges}" stroke="${shade}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="${niches}" fill="${lit ? '#fbbf24' : shade}" opacity=".8"/>` +
    `<path d="M-26-150V-160Q-26-174 0-174Q26-174 26-160V-150Z" fill="${body}" stroke="${shade}" stroke-width="2"/>` +
    `<path d="M-18-174l4-12l4 12ZM-4-174l4-14l4 14ZM10-174l4-12l4 12Z" fill="#eab308"/>` +
    `<path d="M-13 0V-20Q-13-32 0-32Q13-32 13-20V0Z" fill="${lit ? '#f59e0b' : '#3f2a1d'}"/>`
  );
}

/** The smaller shrine tower over the sanctum: stepped, with a round dome. */
function vimana(stone: readonly [string, string]): string {
  const [body, shade] = stone;
  return (
    `<path d="M-30 0V-40H-24V-56H-17V-70H-11V-80H11V-70H17V-56H24V-40H30V0Z" fill="${body}" stroke="${shade}" stroke-width="2"/>` +
    `<path d="M-14-80Q-14-100 0-100Q14-100 14-80Z" fill="${body}" stroke="${shade}" stroke-width="2"/>` +
    `<path d="M-3-100L0-112L3-100Z" fill="#eab308"/>`
  );
}

function templeWall(
  x1: number,
  x2: number,
  y: number,
  height: number,
  stone: readonly [string, string],
  lit: boolean,
): string {
  let lamps = '';
  if (lit) {
    for (let x = x1 + 10; x < x2; x += 18) lamps += `M${r1(x)} ${y - height / 2}h0`;
  }
  return (
    `<rect x="${r1(x1)}" y="${y - height}" width="${r1(x2 - x1)}" height="${height}" fill="${stone[0]}"/>` +
    `<rect x="${r1(x1 - 3)}" y="${y - height - 5}" width="${r1(x2 - x1 + 6)}" height="6" fill="${stone[1]}"/>` +
    (lamps ? `<path d="${lamps}" stroke="#fde047" stroke-width="5" stroke-linecap="round"/>` : '')
  );
}

function temple(s: Scene): string {
  const { cx, mood, random } = s;
  const stone = STONES[(s.index + s.layout) % STONES.length]!;
  const lit = Boolean(mood.night);
  const tiers = random.int(5, 7);
  const layout = s.layout;
  let out = sky(s) + ridge(s, 150, 40, mood.land[0]) + mist(s, 176);
  if (layout === 0) {
    // The temple compound: outer wall, gateway tower, the shrine and the flagstaff behind.
    out +=
      ground(s, 250, mood.land[1]) +
      at(cx + 112, 236, 1, vimana(stone)) +
      `<rect x="${cx - 112}" y="120" width="5" height="120" fill="#eab308"/>` +
      `<path d="M${cx - 107} 122l22 8l-22 8Z" fill="#ea580c"/>` +
      templeWall(cx - 176, cx + 176, 262, 36, stone, lit) +
      at(cx, 262, 1.04, gopuram(stone, tiers, lit)) +
      ground(s, 262, mood.land[2]) +
      roundTree(cx - 184, 290, 70, mood.land[1]);
  } else if (layout === 1) {
    // A hill temple like Tirumala or Annavaram: steps climb to the gateway on the top.
    out +=
      ridge(s, 200, 20, mood.land[1]) +
      `<path d="M${cx - 230} 280C${cx - 150} 260 ${cx - 110} 180 ${cx - 64} 178H${cx + 64}C${cx + 110} 180 ${cx + 150} 260 ${cx + 230} 280Z" fill="${mood.land[2]}"/>` +
      `<path d="M${cx + 50} 270L${cx - 24} 244L${cx + 38} 220L${cx - 10} 198L${cx + 6} 180" fill="none" stroke="${stone[0]}" stroke-width="4" stroke-dasharray="6 4"/>` +
      templeWall(cx - 58, cx + 58, 180, 16, stone, lit) +
      at(cx, 180, 0.74, gopuram(stone, tiers, lit)) +
      pine(cx - 110, 236, 44, mood.land[1]) +
      pine(cx + 120, 240, 38, mood.land[1]) +
      pine(cx - 80, 214, 30, mood.land[1]) +
      ground(s, 280, mood.land[2]);
  } else {
    // A river temple like Bhadrachalam or Srisailam, with bathing ghats and its reflection.
    out +=
      ground(s, 196, mood.land[1]) +
      at(cx + 84, 214, 0.8, vimana(stone)) +
      templeWall(cx - 150, cx + 150, 214, 24, stone, lit) +
      at(cx - 40, 214, 0.82, gopuram(stone, tiers, lit)) +
      `<rect x="${cx - 170}" y="214" width="340" height="5" fill="${stone[1]}"/>` +
      `<rect x="${cx - 180}" y="219" width="360" height="5" fill="${stone[0]}"/>` +
      `<rect y="224" width="${r1(s.w)}" height="96" fill="${mood.water[1]}"/>` +
      // The reflection: the tower upside down and squashed, faint on the water.
      `<g transform="translate(${cx - 40} 226) scale(.82 -.5)" opacity=".22">${gopuram(stone, tiers, false)}</g>` +
      `<path d="M${cx - 150} 258h60M${cx + 40} 272h90M${cx - 60} 292h70" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".5"/>`;
  }
  return out + weather(s);
}

/** A winding ghat road through layered hills, like the Araku and Horsley Hills drives. */
function hills(s: Scene): string {
  const { cx, mood, random } = s;
  const lean = s.layout === 0 ? 1 : -1;
  let trees = '';
  for (let i = 0; i < 5; i += 1) {
    const x = cx + (i - 2) * 70 + random.int(-12, 12);
    trees += pine(x, 204 + random.int(0, 14), random.int(28, 44), mood.land[2]);
  }
  let bushes = '';
  for (let row = 0; row < 3; row += 1) {
    for (let i = 0; i < 7; i += 1)
      bushes += `M${r1(cx - 200 + i * 30 + row * 14)} ${262 + row * 14}h0`;
  }
  const road =
    `M${cx + lean * 30} 330C${cx - lean * 150} 290 ${cx + lean * 120} 250 ${cx + lean * 10} 226` +
    `S${cx - lean * 60} 196 ${cx - lean * 10} 178`;
  return (
    sky(s) +
    ridge(s, 110, 50, mood.land[0], 4) +
    mist(s, 150) +
    ridge(s, 160, 40, mood.land[1], 5) +
    trees +
    ridge(s, 236, 16, mood.land[2], 4) +
    `<path d="${bushes}" stroke="${mood.land[1]}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="${road}" fill="none" stroke="#64748b" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="${road}" fill="none" stroke="#f8fafc" stroke-width="2" stroke-dasharray="8 8"/>` +
    at(cx + lean * 14, 236, 0.62, miniCar(s.paint[0]), lean < 0) +
    (mood.night ? '' : birds(cx + 40, 100, 3, '#334155')) +
    weather(s)
  );
}

/** Sea, sand and palms, like Vizag's beaches or Suryalanka; sometimes with a lighthouse. */
function beach(s: Scene): string {
  const { cx, mood, random, w } = s;
  const layout = s.layout;
  const horizon = 176;
  let extras = '';
  if (layout === 0) {
    extras =
      `<path d="M${cx + 96} 250Q${cx + 120} 220 ${cx + 160} 226Q${cx + 180} 236 ${cx + 176} 258Z" fill="${mood.rock[1]}"/>` +
      `<path d="M${cx + 124} 232L${cx + 130} 120H${cx + 148}L${cx + 154} 232Z" fill="#f8fafc"/>` +
      `<path d="M${cx + 127} 192H${cx + 152}L${cx + 151} 172H${cx + 128}ZM${cx + 129} 152H${cx + 150}L${cx + 149} 134H${cx + 130}Z" fill="#dc2626"/>` +
      `<path d="M${cx + 126} 120H${cx + 152}L${cx + 148} 104H${cx + 130}Z" fill="#334155"/>` +
      `<circle cx="${cx + 139}" cy="112" r="5" fill="#fde047"/>` +
      palm(cx - 140, 290, 130, 30);
  } else if (layout === 1) {
    extras =
      `<path d="M${cx + 60} 282L${cx + 64} 212" stroke="#475569" stroke-width="4"/>` +
      `<path d="M${cx + 14} 216Q${cx + 62} 172 ${cx + 112} 216Z" fill="${s.paint[0]}"/>` +
      `<path d="M${cx + 46} 216Q${cx + 62} 176 ${cx + 78} 216Z" fill="#fff" opacity=".7"/>` +
      `<rect x="${cx - 20}" y="284" width="64" height="14" rx="3" fill="${s.paint[1]}" transform="rotate(-6 ${cx} 290)"/>` +
      palm(cx - 150, 292, 140, 36) +
      palm(cx + 160, 294, 120, -30);
  } else {
    extras =
      `<path d="M${cx - 40} 168h60l-8 10h-44Z" fill="#475569"/><path d="M${cx - 12} 166V130L${cx + 14} 164Z" fill="#fff"/>` +
      palm(cx - 120, 290, 150, 40) +
      palm(cx - 170, 292, 110, 20) +
      `<path d="M${cx + 90} 270l14-10l14 10l-14 10Z" fill="#f472b6"/>`;
  }
  const glitter = mood.night ? '#f8fafc' : mood.sun;
  return (
    sky(s) +
    `<defs>${linearGradient('sea', mood.water, true)}</defs>` +
    `<rect y="${horizon}" width="${r1(w)}" height="${SCENE_HEIGHT - horizon}" fill="url(#sea)"/>` +
    `<path d="M${cx - 60} 190h50M${cx + 10} 204h70M${cx - 110} 214h60" stroke="${glitter}" stroke-width="3" stroke-linecap="round" opacity=".6"/>` +
    `<path d="M-10 ${SCENE_HEIGHT}V${252 + random.int(0, 10)}Q${cx - 80} 226 ${cx + 40} 242T${r1(w + 10)} 236V${SCENE_HEIGHT}Z" fill="#f3d9a4"/>` +
    `<path d="M-10 250Q${cx - 80} 222 ${cx + 40} 238T${r1(w + 10)} 232" fill="none" stroke="#fff" stroke-width="4" opacity=".8"/>` +
    extras +
    weather(s)
  );
}

/** A waterfall down a cliff into a pool, like Talakona or Ethipothala; a rainbow in the spray. */
function waterfall(s: Scene): string {
  const { cx, mood, random } = s;
  const twoSteps = s.layout === 1;
  let bushes = '';
  for (let i = 0; i < 9; i += 1) {
    const x = cx - 200 + i * 50 + random.int(-8, 8);
    if (Math.abs(x - cx) < 46) continue;
    bushes += `<circle cx="${x}" cy="${104 + random.int(-4, 6)}" r="${random.int(16, 24)}" fill="${mood.land[1]}"/>`;
  }
  const fall = twoSteps
    ? `M${cx - 30} 100H${cx + 30}L${cx + 36} 168H${cx - 36}ZM${cx - 44} 178H${cx + 44}L${cx + 50} 240H${cx - 50}Z`
    : `M${cx - 32} 100H${cx + 32}L${cx + 48} 240H${cx - 48}Z`;
  let streaks = '';
  for (let i = -3; i <= 3; i += 1) streaks += `M${cx + i * 10} 104V236`;
  return (
    sky(s) +
    ridge(s, 140, 30, mood.land[0]) +
    `<path d="M${cx - 250} 262V124Q${cx - 170} 98 ${cx - 60} 100H${cx + 60}Q${cx + 170} 98 ${cx + 250} 124V262Z" fill="${mood.rock[0]}"/>` +
    `<path d="M${cx + 60} 100Q${cx + 170} 98 ${cx + 250} 124V262H${cx + 60}Z" fill="${mood.rock[1]}" opacity=".5"/>` +
    (twoSteps
      ? `<path d="M${cx - 70} 168H${cx + 70}L${cx + 60} 180H${cx - 60}Z" fill="${mood.rock[1]}"/>`
      : '') +
    bushes +
    `<path d="${fall}" fill="#e0f2fe"/>` +
    `<path d="${streaks}" stroke="#fff" stroke-width="3" stroke-dasharray="22 10" opacity=".9"/>` +
    `<ellipse cx="${cx}" cy="252" rx="150" ry="22" fill="${mood.water[0]}"/>` +
    `<path d="M${cx - 60} 246a12 12 0 0 1 24 0a14 14 0 0 1 28 0a12 12 0 0 1 24 0a12 12 0 0 1 24 0Z" fill="#fff"/>` +
    (mood.night || mood.rain
      ? ''
      : `<path d="M${cx + 70} 236a70 70 0 0 1 120 0" fill="none" stroke="#f87171" stroke-width="5" opacity=".5"/>` +
        `<path d="M${cx + 76} 236a64 64 0 0 1 108 0" fill="none" stroke="#fde047" stroke-width="5" opacity=".5"/>` +
        `<path d="M${cx + 82} 236a58 58 0 0 1 96 0" fill="none" stroke="#60a5fa" stroke-width="5" opacity=".5"/>`) +
    `<path d="M-10 ${SCENE_HEIGHT}V270Q${cx - 120} 260 ${cx - 40} 272T${r1(s.w + 10)} 266V${SCENE_HEIGHT}Z" fill="${mood.land[2]}"/>` +
    roundTree(cx - 160, 292, 70, mood.land[1]) +
    weather(s)
  );
}

/** A cave mouth in a rocky hill, lamps glowing inside, like Borra and Belum. */
function caves(s: Scene): string {
  const { cx, mood, random } = s;
  const m = cx + [0, -60, 50][s.layout]!;
  let spikes = '';
  for (let x = m - 34; x <= m + 26; x += 12) {
    spikes += `M${x} ${186 + Math.abs(x - m) / 4}l6 ${random.int(12, 22)}l6-12Z`;
  }
  let bushes = '';
  for (let i = 0; i < 6; i += 1) {
    bushes += `<circle cx="${cx - 120 + i * 48 + random.int(-6, 6)}" cy="${[120, 100, 94, 96, 104, 130][i]}" r="${random.int(14, 22)}" fill="${mood.land[1]}"/>`;
  }
  const mouth = (x: number, half: number, top: number) =>
    `<path d="M${x - half} 264C${x - half} ${top + 36} ${x - half * 0.6} ${top + 2} ${x} ${top}C${x + half * 0.6} ${top + 2} ${x + half} ${top + 36} ${x + half} 264Z" fill="#1c1917"/>`;
  let extra = '';
  if (s.layout === 1) {
    extra =
      mouth(cx + 110, 26, 214) +
      `<circle cx="${cx + 110}" cy="248" r="10" fill="#f59e0b" opacity=".4"/>`;
  } else if (s.layout === 2) {
    // Steps down into the cave, with a rail.
    extra =
      `<path d="M${m - 90} 264h40v-8h30v-8h30" fill="none" stroke="#e7d8b8" stroke-width="6"/>` +
      `<path d="M${m - 90} 236L${m - 20} 214M${m - 80} 262V233M${m - 50} 254V224" stroke="#78350f" stroke-width="4"/>`;
  }
  return (
    sky(s) +
    ridge(s, 160, 40, mood.land[0]) +
    mist(s, 180) +
    ground(s, 250, mood.land[2]) +
    `<path d="M${cx - 214} 264C${cx - 200} 170 ${cx - 120} 100 ${cx - 10} 98C${cx + 110} 96 ${cx + 196} 160 ${cx + 214} 264Z" fill="${mood.rock[0]}"/>` +
    `<path d="M${cx - 150} 170Q${cx} 150 ${cx + 160} 176M${cx - 180} 214Q${cx} 196 ${cx + 190} 220M${cx - 100} 130Q${cx} 120 ${cx + 110} 136" fill="none" stroke="${mood.rock[1]}" stroke-width="4" opacity=".5"/>` +
    bushes +
    mouth(m, 64, 170) +
    `<ellipse cx="${m}" cy="238" rx="34" ry="22" fill="#f59e0b" opacity=".45"/>` +
    `<circle cx="${m - 18}" cy="226" r="4" fill="#fde047"/><circle cx="${m + 20}" cy="232" r="4" fill="#fde047"/>` +
    `<path d="${spikes}" fill="${mood.rock[1]}"/>` +
    extra +
    `<path d="M${m - 26} 264L${m - 60} 320H${m + 60}L${m + 26} 264Z" fill="#e7d8b8" opacity=".85"/>` +
    pine(cx + 180, 290, 60, mood.land[1]) +
    weather(s)
  );
}

/** A river between hills with a tour boat, like the Godavari at Papikondalu. */
function river(s: Scene): string {
  const { cx, mood } = s;
  const [strong, light] = s.paint;
  const cruise =
    `<path d="M-96-14H96L82 8H-80Z" fill="#f8fafc" stroke="#334155" stroke-width="2"/>` +
    `<rect x="-86" y="-8" width="170" height="5" fill="${strong}"/>` +
    `<rect x="-78" y="-42" width="144" height="28" fill="${light}"/>` +
    `<path d="M-70-34H56" stroke="#1e293b" stroke-width="10" stroke-dasharray="12 6"/>` +
    `<rect x="-60" y="-58" width="104" height="16" fill="#f8fafc"/>` +
    `<rect x="-66" y="-66" width="116" height="8" rx="2" fill="${strong}"/>` +
    `<path d="M-70-66V-94" stroke="#334155" stroke-width="3"/><path d="M-70-94l22 7l-22 7Z" fill="#f97316"/>`;
  // A country boat under sail, the launches small behind it.
  const sail =
    `<path d="M-80-12Q0 14 80-12L66 4Q0 18-66 4Z" fill="#7c4a21"/>` +
    `<path d="M0-12V-150" stroke="#5b3a1e" stroke-width="4"/>` +
    `<path d="M4-146Q60-90 64-20H4Z" fill="#f8fafc"/><path d="M-4-120Q-40-70-44-22H-4Z" fill="${light}"/>`;
  const boat =
    s.layout === 0
      ? at(cx + 30, 266, 1, cruise)
      : at(cx - 120, 236, 0.4, cruise) + at(cx + 20, 272, 1, sail);
  return (
    sky(s) +
    ridge(s, 140, 40, mood.land[0]) +
    mist(s, 170) +
    `<path d="M-20 240C${cx - 200} 120 ${cx - 150} 110 ${cx - 70} 200L${cx - 30} 240Z" fill="${mood.land[1]}"/>` +
    `<path d="M${r1(s.w + 20)} 240C${cx + 200} 110 ${cx + 130} 120 ${cx + 60} 210L${cx + 20} 240Z" fill="${mood.land[2]}"/>` +
    `<defs>${linearGradient('river', mood.water, true)}</defs>` +
    `<rect y="232" width="${r1(s.w)}" height="88" fill="url(#river)"/>` +
    boat +
    `<path d="M${cx - 60} 288h150M${cx - 20} 300h90M${cx - 180} 252h50M${cx + 130} 258h50" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".45"/>` +
    (mood.night ? '' : birds(cx - 120, 110, 2, '#334155')) +
    weather(s)
  );
}

/** Hyderabad: the Charminar before the city's towers. */
function charminar(stone: readonly [string, string]): string {
  const [body, shade] = stone;
  const minaret = (x: number) =>
    `<rect x="${x - 8}" y="-170" width="16" height="170" fill="${body}"/>` +
    `<rect x="${x - 12}" y="-118" width="24" height="6" fill="${shade}"/>` +
    `<rect x="${x - 12}" y="-150" width="24" height="6" fill="${shade}"/>` +
    `<path d="M${x - 9}-170Q${x - 9}-186 ${x}-194Q${x + 9}-186 ${x + 9}-170Z" fill="${body}" stroke="${shade}" stroke-width="2"/>` +
    `<path d="M${x}-194v-8" stroke="${shade}" stroke-width="2"/>`;
  return (
    minaret(-58) +
    minaret(58) +
    `<rect x="-50" y="-128" width="100" height="128" fill="${body}"/>` +
    `<path d="M-30 0V-62Q-30-94 0-104Q30-94 30-62V0Z" fill="${shade}" opacity=".75"/>` +
    `<rect x="-50" y="-144" width="100" height="16" fill="${body}" stroke="${shade}" stroke-width="2"/>` +
    `<path d="M-40-130v-6a5 5 0 0 1 10 0v6zM-22-130v-6a5 5 0 0 1 10 0v6zM-5-130v-6a5 5 0 0 1 10 0v6zM12-130v-6a5 5 0 0 1 10 0v6zM30-130v-6a5 5 0 0 1 10 0v6z" fill="${shade}"/>` +
    `<path d="M-50-112H50" stroke="${shade}" stroke-width="3"/>`
  );
}

function skyline(s: Scene, base: number, colour: string, lit: boolean): string {
  let blocks = '';
  let windows = '';
  for (let x = s.cx - 230; x < s.cx + 230; x += 34) {
    const height = s.random.int(50, 130);
    const width = s.random.int(24, 34);
    blocks += `M${x} ${base}V${base - height}h${width}V${base}Z`;
    if (lit)
      for (let y = base - height + 10; y < base - 8; y += 16)
        windows += `M${x + 6} ${y}h${width - 12}`;
  }
  return (
    `<path d="${blocks}" fill="${colour}"/>` +
    (windows
      ? `<path d="${windows}" stroke="#fde68a" stroke-width="3" stroke-dasharray="3 5" opacity=".8"/>`
      : '')
  );
}

function city(s: Scene): string {
  const { cx, mood } = s;
  const stone = STONES[s.layout === 1 ? 2 : 0]!;
  const shift = [0, -60, 60][s.layout]!;
  return (
    sky(s) +
    skyline(s, 252, mood.land[0], Boolean(mood.night)) +
    at(cx + shift, 252, 1.02, charminar(stone)) +
    // The road sits high enough that both lanes' cars stay clear of a 16:9 crop.
    `<rect y="252" width="${r1(s.w)}" height="68" fill="#475569"/>` +
    `<path d="M0 276H${r1(s.w)}" stroke="#f8fafc" stroke-width="3" stroke-dasharray="20 14"/>` +
    at(cx - shift - 110, 270, 0.8, miniCar(s.paint[0])) +
    at(cx - shift + 120, 288, 0.8, miniCar('#facc15'), true) +
    weather(s)
  );
}

/** Amaravati: a great white stupa with its railing and gateway. */
function stupa(s: Scene): string {
  const { cx, mood } = s;
  const stone = STONES[1]!;
  let posts = '';
  for (let x = -120; x <= 120; x += 15) if (Math.abs(x) > 34) posts += `M${x} 0v-20`;
  const body =
    `<rect x="-100" y="-30" width="200" height="30" fill="${stone[0]}"/>` +
    `<path d="M-86-30A86 76 0 0 1 86-30Z" fill="#fafaf9"/>` +
    `<path d="M-78-52Q0-34 78-52" fill="none" stroke="${s.paint[0]}" stroke-width="4" opacity=".7"/>` +
    `<path d="M0-106A86 76 0 0 1 86-30H0Z" fill="#000" opacity=".05"/>` +
    `<rect x="-15" y="-120" width="30" height="16" fill="${stone[1]}"/>` +
    `<path d="M0-120V-146" stroke="${stone[1]}" stroke-width="3"/>` +
    `<ellipse cx="0" cy="-130" rx="16" ry="3" fill="${stone[1]}"/><ellipse cx="0" cy="-140" rx="11" ry="3" fill="${stone[1]}"/>` +
    `<path d="${posts}M-124-6H-34M34-6H124M-124-16H-34M34-16H124" stroke="${stone[1]}" stroke-width="4"/>` +
    `<path d="M-26 0V-64M26 0V-64" stroke="#a16207" stroke-width="7"/>` +
    `<path d="M-40-48Q0-42 40-48M-40-58Q0-52 40-58M-40-68Q0-62 40-68" fill="none" stroke="#a16207" stroke-width="5"/>`;
  const tree = s.layout === 0 ? roundTree : pine;
  return (
    sky(s) +
    ridge(s, 170, 30, mood.land[0]) +
    ground(s, 250, mood.land[1]) +
    at(cx, 262, 1.24, body) +
    tree(cx - 178, 266, 80, mood.land[2]) +
    tree(cx + 180, 268, 70, mood.land[2]) +
    ground(s, 268, mood.land[2]) +
    weather(s)
  );
}

/** Warangal: the Kakatiya gateway (Kala Thoranam) before the fort's walls. */
function fort(s: Scene): string {
  const { cx, mood } = s;
  const stone = STONES[s.layout === 0 ? 2 : 0]!;
  const [body, shade] = stone;
  const gate =
    `<rect x="-76" y="-150" width="20" height="150" fill="${body}"/><rect x="56" y="-150" width="20" height="150" fill="${body}"/>` +
    `<rect x="-82" y="-160" width="32" height="10" fill="${shade}"/><rect x="50" y="-160" width="32" height="10" fill="${shade}"/>` +
    `<rect x="-90" y="-172" width="180" height="12" fill="${body}" stroke="${shade}" stroke-width="2"/>` +
    `<path d="M-80-172C-80-204-34-212 0-222C34-212 80-204 80-172Z" fill="${body}" stroke="${shade}" stroke-width="2"/>` +
    `<path d="M-50-180Q0-214 50-180" fill="none" stroke="${shade}" stroke-width="4"/>` +
    `<circle cx="-90" cy="-180" r="8" fill="${body}" stroke="${shade}" stroke-width="2"/><circle cx="90" cy="-180" r="8" fill="${body}" stroke="${shade}" stroke-width="2"/>` +
    `<rect x="-56" y="-124" width="112" height="9" fill="${body}"/>` +
    `<path d="M-56-115l14 14v-14ZM56-115l-14 14v-14Z" fill="${body}"/>` +
    `<path d="M-66-140v100M66-140v100" stroke="${shade}" stroke-width="4" stroke-dasharray="8 8"/>`;
  let merlons = '';
  for (let x = cx - 240; x < cx + 240; x += 20) merlons += `M${x} 196v-10h10v10z`;
  return (
    sky(s) +
    ridge(s, 150, 30, mood.land[0]) +
    `<rect x="${cx - 240}" y="196" width="480" height="40" fill="${mood.rock[0]}"/>` +
    `<path d="${merlons}" fill="${mood.rock[0]}"/>` +
    `<path d="M${cx - 180} 236V176h34v60ZM${cx + 150} 236V170h34v66Z" fill="${mood.rock[1]}"/>` +
    ground(s, 236, mood.land[1]) +
    (s.layout === 1 ? at(cx + 150, 256, 0.45, gate) : '') +
    at(cx, 262, 1, gate) +
    `<path d="M${cx - 150} 282h30v-10h-30ZM${cx + 110} 290h40v-12h-40ZM${cx - 60} 300h24v-8h-24Z" fill="${shade}" opacity=".8"/>` +
    ground(s, 300, mood.land[2]) +
    weather(s)
  );
}

/** Gandikota: a red gorge with the river far below and a tent on the rim. */
function canyon(s: Scene): string {
  const { cx, mood } = s;
  const left = `M-20 320V120L${cx - 150} 110L${cx - 110} 128L${cx - 86} 170L${cx - 58} 226L${cx - 40} 320Z`;
  const right = `M${r1(s.w + 20)} 320V130L${cx + 170} 124L${cx + 120} 136L${cx + 90} 184L${cx + 60} 240L${cx + 44} 320Z`;
  let strata = '';
  for (let y = 140; y < 320; y += 22) strata += `M-20 ${y}H${r1(s.w + 20)}`;
  const fire =
    `<path d="M-10 0L10-4M-10-4L10 0" stroke="#7c2d12" stroke-width="4"/>` +
    `<path d="M0-4Q-10-14-2-30Q2-20 8-18Q10-8 0-4Z" fill="#f97316"/><path d="M0-4Q-4-10 0-18Q4-10 0-4Z" fill="#fde047"/>`;
  return (
    sky(s) +
    ridge(s, 150, 30, mood.land[0]) +
    `<defs>${linearGradient('river', mood.water, true)}</defs>` +
    `<path d="M${cx - 60} 320Q${cx - 30} 260 ${cx + 10} 240Q${cx + 40} 270 ${cx + 70} 320Z" fill="url(#river)"/>` +
    `<defs><clipPath id="rock"><path d="${left}"/><path d="${right}"/></clipPath></defs>` +
    `<path d="${left}" fill="#c2410c"/><path d="${right}" fill="#b43c0c"/>` +
    `<path d="${strata}" stroke="#7c2d12" stroke-width="7" opacity=".35" clip-path="url(#rock)"/>` +
    at(
      cx + 130,
      126,
      1,
      `<path d="M-26 0L0-36L26 0Z" fill="${s.paint[0]}"/><path d="M-8 0L0-14L8 0Z" fill="#1f2937"/>`,
      s.layout === 1,
    ) +
    at(cx + 80, 132, 1, fire) +
    at(cx - 150, 112, 0.8, `<path d="M-10 0l10-30l10 30Z" fill="#15803d"/>`) +
    weather(s)
  );
}

/** Ramoji Film City: a clapperboard and a film reel under studio lights. */
function film(s: Scene): string {
  const { cx, mood } = s;
  const board =
    `<rect x="-70" y="-96" width="140" height="96" rx="6" fill="#1f2937"/>` +
    `<path d="M-56-70h112M-56-46h70M-56-24h90" stroke="#f8fafc" stroke-width="4" stroke-linecap="round" opacity=".7"/>` +
    `<g transform="rotate(-14 -70 -100)"><rect x="-70" y="-122" width="140" height="22" rx="3" fill="#f8fafc"/>` +
    `<path d="M-60-122l16 22h14l-16-22ZM-24-122l16 22h14l-16-22ZM12-122l16 22h14l-16-22Z" fill="#1f2937"/></g>` +
    `<rect x="-70" y="-100" width="140" height="8" fill="#f8fafc"/>`;
  let holes = '';
  for (let i = 0; i < 5; i += 1) {
    const angle = (i * 2 * Math.PI) / 5;
    holes += `<circle cx="${r1(Math.cos(angle) * 30)}" cy="${r1(Math.sin(angle) * 30 - 56)}" r="11" fill="${s.paint[1]}"/>`;
  }
  const reel =
    `<path d="M40-10Q90 0 120 0" stroke="#1f2937" stroke-width="14"/>` +
    `<circle cx="0" cy="-56" r="54" fill="#334155"/>${holes}<circle cx="0" cy="-56" r="8" fill="#94a3b8"/>`;
  const castle = `M${cx - 200} 250V190h20v-14h12v14h20v-30h14v-10h14v10h14v30h20v60Z`;
  return (
    sky(s) +
    `<path d="M${cx - 200} 262L${cx - 90} 40H${cx - 50}ZM${cx + 200} 262L${cx + 60} 40H${cx + 100}Z" fill="#fef9c3" opacity=".3"/>` +
    `<path d="${castle}" fill="${mood.land[0]}"/>` +
    ridge(s, 220, 20, mood.land[1]) +
    ground(s, 262, mood.land[2]) +
    at(cx - 60 + s.layout * 20, 266, 1.05, board) +
    at(cx + 110, 266, 1, reel) +
    weather(s)
  );
}

/** An open road running to the hills: outstation trips and anything without a better match. */
function road(s: Scene): string {
  const { cx, mood } = s;
  let dashes = '';
  for (const [y, h] of [
    [206, 6],
    [222, 10],
    [246, 16],
    [280, 26],
  ] as const) {
    const half = r1(1 + (y - 200) / 40);
    dashes += `M${r1(cx - half)} ${y}h${r1(half * 2)}l1 ${h}h-${r1(half * 2 + 2)}Z`;
  }
  let trees = '';
  for (const [dx, y, h] of [
    [-60, 206, 18],
    [-100, 226, 34],
    [-170, 262, 62],
    [70, 210, 22],
    [120, 234, 40],
  ] as const) {
    trees += roundTree(cx + dx, y, h, mood.land[2]);
  }
  const milestone =
    `<path d="M-14 0V-30Q-14-44 0-44Q14-44 14-30V0Z" fill="#f8fafc"/>` +
    `<path d="M-14-30Q-14-44 0-44Q14-44 14-30Z" fill="#facc15"/>`;
  // A green direction board over the road, its arrow drawn rather than written.
  const board =
    `<path d="M-70 0V-96M70 0V-96" stroke="#64748b" stroke-width="6"/>` +
    `<rect x="-84" y="-136" width="168" height="50" rx="6" fill="#15803d" stroke="#f8fafc" stroke-width="3"/>` +
    `<path d="M-50-111H40M24-124L42-111L24-98" fill="none" stroke="#f8fafc" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
  return (
    sky(s) +
    ridge(s, 150, 40, mood.land[0]) +
    mist(s, 176) +
    ground(s, 200, mood.land[1]) +
    `<path d="M${cx - 150} 320L${cx - 10} 200H${cx + 10}L${cx + 150} 320Z" fill="#475569"/>` +
    `<path d="M${cx - 140} 320L${cx - 9} 201M${cx + 140} 320L${cx + 9} 201" stroke="#f8fafc" stroke-width="3"/>` +
    `<path d="${dashes}" fill="#f8fafc"/>` +
    trees +
    at(cx + 164, 290, 1.3, milestone) +
    (s.layout === 0 ? at(cx + 30, 262, 0.9, carRear(carColour(s))) : at(cx, 236, 0.7, board)) +
    weather(s)
  );
}

// ---- Things: offers, car washes, mechanics, driving schools, blogs --------------------------

/** A car seen from behind, for roads that run away from the viewer. Wheels on y = 0. */
function carRear(colour: string): string {
  return (
    `<rect x="-30" y="-8" width="12" height="10" rx="3" fill="#1f2937"/><rect x="18" y="-8" width="12" height="10" rx="3" fill="#1f2937"/>` +
    `<path d="M-32-6V-22Q-32-28-26-30L-20-44Q-18-48-12-48H12Q18-48 20-44L26-30Q32-28 32-22V-6Z" fill="${colour}"/>` +
    `<path d="M-18-32L-13-43H13L18-32Z" fill="#1e293b"/>` +
    `<rect x="-30" y="-24" width="10" height="6" rx="2" fill="#dc2626"/><rect x="20" y="-24" width="10" height="6" rx="2" fill="#dc2626"/>` +
    `<rect x="-10" y="-20" width="20" height="7" rx="1" fill="#f8fafc"/>`
  );
}

/** A plane climbing to the right, about 190 long, centred on (0, 0). */
function plane(colour: string): string {
  return (
    `<path d="M-4-6L20-34H32L24-6Z" fill="#cbd5e1"/>` +
    `<path d="M-90-8Q-90-16-78-16H56Q84-16 94-2Q88 8 66 8H-76Q-90 8-90-8Z" fill="#f8fafc" stroke="#94a3b8" stroke-width="2"/>` +
    `<path d="M-84-14L-100-52H-82L-52-14Z" fill="${colour}"/>` +
    `<path d="M-64-6H44" stroke="${colour}" stroke-width="4" stroke-dasharray="4 6"/>` +
    `<path d="M70-12Q82-12 88-4H72Z" fill="#1e293b"/>` +
    `<path d="M-14 2L-46 40H-28L22 2Z" fill="#e2e8f0" stroke="#94a3b8" stroke-width="2"/>` +
    `<rect x="-30" y="12" width="26" height="10" rx="5" fill="#94a3b8"/>` +
    `<path d="M-88 2H60" stroke="${colour}" stroke-width="3" opacity=".6"/>`
  );
}

function airport(s: Scene): string {
  const { cx, mood } = s;
  const climb = s.layout === 0;
  const tower =
    `<rect x="-6" y="-110" width="12" height="110" fill="#e2e8f0"/>` +
    `<path d="M-24-110L-18-132H18L24-110Z" fill="#334155"/><path d="M-18-128H18L20-114H-20Z" fill="#7dd3fc"/>` +
    `<rect x="-14" y="-142" width="28" height="10" rx="2" fill="#e2e8f0"/><path d="M0-142v-12" stroke="#e2e8f0" stroke-width="2"/>`;
  let lights = '';
  for (let i = 0; i < 6; i += 1) {
    const t = i / 5;
    lights += `M${r1(cx - 36 - t * 168)} ${r1(238 + t * 80)}h0M${r1(cx + 36 + t * 168)} ${r1(238 + t * 80)}h0`;
  }
  return (
    sky(s) +
    ground(s, 232, mood.land[1]) +
    `<rect x="${cx + 40}" y="212" width="150" height="22" fill="#cbd5e1"/><rect x="${cx + 46}" y="216" width="138" height="8" fill="#7dd3fc"/>` +
    `<path d="M${cx - 200} 320L${cx - 30} 236H${cx + 30}L${cx + 200} 320Z" fill="#334155"/>` +
    `<path d="M${cx} 244V252M${cx} 262V276M${cx} 290V312" stroke="#f8fafc" stroke-width="4"/>` +
    `<path d="${lights}" stroke="#fde047" stroke-width="6" stroke-linecap="round"/>` +
    at(cx - 150, 236, 1, tower) +
    `<path d="M${cx - 150} ${climb ? 200 : 130}Q${cx - 60} ${climb ? 170 : 128} ${cx - 20} ${climb ? 148 : 124}" fill="none" stroke="#fff" stroke-width="4" opacity=".6"/>` +
    `<g transform="translate(${cx + 50} ${climb ? 126 : 118}) rotate(${climb ? -14 : -4})">${plane(s.paint[0])}</g>` +
    weather(s)
  );
}

/** Stacks of coins and a big rupee coin: money off. */
function coins(s: Scene): string {
  const { cx } = s;
  const stack = (x: number, count: number) => {
    const h = count * 9;
    let lines = '';
    for (let i = 1; i < count; i += 1) lines += `M${x - 34} ${262 - i * 9}h68`;
    return (
      `<rect x="${x - 34}" y="${262 - h}" width="68" height="${h}" fill="#d97706"/>` +
      `<ellipse cx="${x}" cy="262" rx="34" ry="9" fill="#d97706"/>` +
      `<path d="${lines}" stroke="#92400e" stroke-width="2"/>` +
      `<ellipse cx="${x}" cy="${262 - h}" rx="34" ry="9" fill="#fbbf24" stroke="#b45309" stroke-width="2"/>`
    );
  };
  const coin =
    `<circle r="62" fill="#f59e0b"/><circle r="52" fill="#fbbf24" stroke="#b45309" stroke-width="3"/>` +
    `<g transform="scale(1.3)">${rupee('#92400e', 9)}</g>`;
  // Three arrangements: the big coin right of the stacks, left of them, or between them.
  const side = s.layout === 1 ? -1 : 1;
  const piles =
    s.layout === 2
      ? stack(cx - 130, 7) + stack(cx + 130, 5) + at(cx, 190, 1.05, coin)
      : stack(cx - side * 120, 6) +
        stack(cx - side * 60, 9) +
        stack(cx + side * 130, 4) +
        at(cx + side * 36, 182, 1, coin);
  return (
    studio(s) +
    shadow(cx, 264, 160) +
    piles +
    glint(cx + side * 100, 110, 14) +
    glint(cx - side * 20, 84, 9) +
    at(cx - side * 120, 86, 1, priceTag(s.paint[0]))
  );
}

/** A decorated wedding car under strings of marigolds. */
function wedding(s: Scene): string {
  const { cx } = s;
  let strings = '';
  for (let x = cx - 180; x <= cx + 180; x += 40) {
    const length = 44 + ((x - cx + 180) % 80 === 0 ? 24 : 0);
    strings += `M${x} 0V${length}`;
  }
  // Marigolds as round dots along the bonnet: a dotted stroke keeps the file small.
  const curve = `M${cx - 60} 190Q${cx + 15} 234 ${cx + 90} 190`;
  const garland =
    `<path d="${curve}" fill="none" stroke="#f97316" stroke-width="13" stroke-linecap="round" stroke-dasharray="0 15"/>` +
    `<path d="${curve}" fill="none" stroke="#facc15" stroke-width="9" stroke-linecap="round" stroke-dasharray="0 15" stroke-dashoffset="7.5"/>`;
  const colour = ['#f8fafc', '#7f1d1d', '#1e293b', '#fde68a'][s.layout]!;
  return (
    studio(s) +
    `<path d="${strings}" stroke="#f97316" stroke-width="10" stroke-dasharray="7 3"/>` +
    `<path d="M${cx - 200} 8Q${cx} 60 ${cx + 200} 8" fill="none" stroke="#16a34a" stroke-width="6"/>` +
    carAt(cx, 268, 0.82, 'luxury_sedan', colour) +
    garland +
    `<circle cx="${cx + 100}" cy="180" r="12" fill="#e11d48"/><circle cx="${cx + 100}" cy="180" r="5" fill="#fde047"/>`
  );
}

/** A person standing, feet on y = 0, about 90 tall at size 1. */
function person(
  x: number,
  size: number,
  colour: string,
  options: { stick?: boolean; bag?: boolean; hair?: string } = {},
): string {
  const body =
    (options.bag ? `<rect x="-20" y="-56" width="14" height="26" rx="4" fill="#1e3a8a"/>` : '') +
    `<path d="M-16 0V-40Q-16-60 0-60Q16-60 16-40V0Z" fill="${colour}"/>` +
    `<circle cy="-74" r="13" fill="#b07a52"/>` +
    // Trousers and hair in one path when the hair is dark, to keep a group's file small.
    (options.hair
      ? `<path d="M-12 0v-14h24v14Z" fill="#1f2937"/><path d="M-13-76Q-13-90 0-90Q13-90 13-76Q6-84-13-76Z" fill="${options.hair}"/>`
      : `<path d="M-12 0v-14h24v14ZM-13-76Q-13-90 0-90Q13-90 13-76Q6-84-13-76Z" fill="#1f2937"/>`) +
    (options.stick
      ? `<path d="M20-42L28 0" stroke="#78350f" stroke-width="4" stroke-linecap="round"/>`
      : '');
  return at(x, 262, size, body);
}

/** Who travels: a family with children, seniors (white hair, a walking stick) or students. */
const GROUPS = {
  family: { sizes: [1.1, 1, 0.72, 0.6], cars: ['muv', 'suv'] },
  seniors: { sizes: [1.05, 1, 0.95], cars: ['sedan', 'muv'] },
  students: { sizes: [0.95, 0.9, 1, 0.92, 0.88], cars: ['van', 'muv'] },
} as const;

/** A group standing before their car; the second layout changes the car and the order. */
function people(s: Scene, who: keyof typeof GROUPS): string {
  const { cx, paint } = s;
  const colours = [paint[0], '#f59e0b', '#10b981', '#ec4899', '#6366f1'];
  const group = GROUPS[who];
  const sizes = s.layout === 0 ? group.sizes : [...group.sizes].reverse();
  let figures = '';
  sizes.forEach((size, i) => {
    const x = cx - ((sizes.length - 1) * 46) / 2 + i * 46;
    figures += person(x, size, colours[(i + s.layout) % colours.length]!, {
      stick: who === 'seniors' && i === s.layout,
      bag: who === 'students' || size < 0.8,
      hair: who === 'seniors' && i < 2 ? '#e5e7eb' : undefined,
    });
  });
  return (
    studio(s) +
    carAt(cx + 40, 236, 0.7, group.cars[s.layout]!, carColour(s)) +
    shadow(cx, 264, 150) +
    figures
  );
}

/** A month planner with booked days, before office towers: monthly and corporate rentals. */
function office(s: Scene): string {
  const { cx, mood } = s;
  const [strong, light] = s.paint;
  let cells = '';
  let booked = '';
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      const d = `M${-62 + col * 26} ${-104 + row * 24}h18v14h-18Z`;
      if ((row * 5 + col + s.index) % 3 === 0) booked += d;
      else cells += d;
    }
  }
  const planner =
    `<rect x="-76" y="-150" width="152" height="150" rx="10" fill="#fff"/>` +
    `<path d="M-76-140Q-76-150-66-150H66Q76-150 76-140V-118H-76Z" fill="${strong}"/>` +
    `<rect x="-44" y="-160" width="8" height="20" rx="4" fill="#334155"/><rect x="36" y="-160" width="8" height="20" rx="4" fill="#334155"/>` +
    `<path d="${cells}" fill="#e2e8f0"/><path d="${booked}" fill="${light}"/>`;
  const briefcase =
    `<rect x="-14" y="-70" width="28" height="16" rx="5" fill="none" stroke="#78350f" stroke-width="6"/>` +
    `<rect x="-44" y="-58" width="88" height="58" rx="8" fill="#92400e"/><rect x="-44" y="-36" width="88" height="6" fill="#78350f"/>` +
    `<rect x="-8" y="-40" width="16" height="12" rx="2" fill="#fbbf24"/>`;
  return (
    sky(s) +
    skyline(s, 262, mood.land[0], Boolean(mood.night)) +
    ground(s, 250, mood.land[2]) +
    at(cx + [-40, 40, -110][s.layout]!, 262, 1.1, planner) +
    at(cx + [120, -120, 60][s.layout]!, 266, 1, briefcase) +
    (s.layout === 2 ? at(cx + 150, 266, 0.8, briefcase) : '') +
    weather(s)
  );
}

/** Sankranti: kites over the rooftops. */
function kites(s: Scene): string {
  const { cx, mood, random } = s;
  const colours = [s.paint[0], '#f59e0b', '#ef4444', '#22c55e'];
  let out = '';
  const spots =
    s.layout === 0
      ? [
          [-110, 90],
          [10, 70],
          [120, 110],
          [-30, 150],
        ]
      : [
          [-130, 130],
          [-40, 76],
          [70, 140],
          [140, 70],
        ];
  spots.forEach(([dx, y], i) => {
    const x = cx + dx! + random.int(-10, 10);
    const colour = colours[(i + s.index) % colours.length]!;
    out +=
      `<path d="M${x} ${y}Q${x - 40} ${y! + 90} ${cx - 170 + i * 40} 240" fill="none" stroke="#334155" stroke-width="1.5" opacity=".6"/>` +
      `<g transform="translate(${x} ${y}) rotate(${random.int(-20, 20)})">` +
      `<path d="M0-30L22 0L0 34L-22 0Z" fill="${colour}"/><path d="M0-30V34M-22 0H22" stroke="#fff" stroke-width="2" opacity=".7"/>` +
      `<path d="M0 34q-8 10 0 18t0 18" fill="none" stroke="${colour}" stroke-width="3"/></g>`;
  });
  let roofs = '';
  for (let x = cx - 240; x < cx + 240; x += 60) {
    const h = random.int(30, 60);
    roofs += `M${x} 320V${262 - h}h52V320Z`;
  }
  return (
    sky(s) +
    out +
    `<path d="${roofs}" fill="${mood.land[2]}"/>` +
    `<path d="M${cx - 200} 250h400" stroke="${mood.land[1]}" stroke-width="6" stroke-dasharray="40 20"/>` +
    ground(s, 290, mood.land[2]) +
    weather(s)
  );
}

/** Dasara and other festivals: clay lamps, bunting and fireworks. */
function lamps(s: Scene): string {
  const { cx } = s;
  const colours = ['#f43f5e', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7'];
  let flags = '';
  for (let i = 0; i < 9; i += 1) {
    const x = cx - 180 + i * 45;
    const y = 52 + Math.sin((i / 8) * Math.PI) * 24;
    flags += `<path d="M${x} ${r1(y)}h30l-15 24Z" fill="${colours[i % colours.length]}"/>`;
  }
  const burst = (x: number, y: number, colour: string) => {
    let d = '';
    for (let i = 0; i < 12; i += 1) {
      const a = (i * Math.PI) / 6;
      d += `M${r1(x + Math.cos(a) * 14)} ${r1(y + Math.sin(a) * 14)}L${r1(x + Math.cos(a) * 36)} ${r1(y + Math.sin(a) * 36)}`;
    }
    return `<path d="${d}" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>`;
  };
  let diyas = '';
  for (let i = 0; i < 5; i += 1) {
    const x = cx - 140 + i * 70;
    diyas +=
      `<circle cx="${x}" cy="228" r="22" fill="#fde047" opacity=".25"/>` +
      `<path d="M${x - 24} 240Q${x - 20} 258 ${x} 258Q${x + 20} 258 ${x + 24} 240Z" fill="#c2410c"/>` +
      `<path d="M${x} 238Q${x - 8} 228 ${x} 210Q${x + 8} 228 ${x} 238Z" fill="#fbbf24"/>`;
  }
  return (
    `<defs>${linearGradient('sky', ['#1e1b4b', '#7c2d12'], true)}</defs>` +
    `<rect width="${r1(s.w)}" height="320" fill="url(#sky)"/>` +
    burst(cx - 110 + s.layout * 40, 124 - s.layout * 30, '#fde047') +
    burst(cx + 110, 106, s.paint[1]) +
    `<path d="M${cx - 190} 50Q${cx} 100 ${cx + 190} 50" fill="none" stroke="#fde68a" stroke-width="2"/>` +
    flags +
    `<rect y="258" width="${r1(s.w)}" height="62" fill="#451a03"/>` +
    `<ellipse cx="${cx}" cy="274" rx="120" ry="11" fill="none" stroke="#f472b6" stroke-width="5" stroke-dasharray="10 6"/>` +
    diyas
  );
}

/** An alarm clock at sunrise with a bird on top: early bookings. */
function clock(s: Scene): string {
  const { cx } = s;
  const hour = [-2, -1, 1.6][s.layout]!;
  const face =
    `<path d="M-52-122A26 26 0 0 1-20-150L-44-126ZM52-122A26 26 0 0 0 20-150L44-126Z" fill="${s.paint[0]}"/>` +
    `<path d="M-40-14L-52 0M40-14L52 0" stroke="#334155" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cy="-80" r="68" fill="${s.paint[0]}"/><circle cy="-80" r="54" fill="#fff"/>` +
    `<path d="M0-126v10M0-44v10M-46-80h10M36-80h10" stroke="#334155" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M0-80L${r1(Math.sin(hour) * 26)} ${r1(-80 - Math.cos(hour) * 26)}M0-80L30-96" stroke="#1e293b" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cy="-80" r="6" fill="#dc2626"/>`;
  const bird =
    `<path d="M-14 0Q-16-16 0-18Q14-18 16-8L24-6L16-2Q12 6 0 6Q-10 6-14 0Z" fill="#0ea5e9"/>` +
    `<path d="M-4-6Q6-12 10 0" fill="none" stroke="#0369a1" stroke-width="3"/><circle cx="8" cy="-11" r="2" fill="#1e293b"/>`;
  const x = cx + [0, -70, 70][s.layout]!;
  return (
    studio(s) +
    `<circle cx="${x}" cy="262" r="120" fill="#fde68a" opacity=".55"/>` +
    shadow(x, 264, 80) +
    at(x, 262, 1.2, face) +
    at(x + 40, 82, 1.2, bird) +
    (s.layout === 0 ? '' : birds(cx - x + cx - 20, 100, 2, '#334155'))
  );
}

/** A car with its lights on at night and a safety shield. */
function nightRide(s: Scene): string {
  const { cx } = s;
  const night = MOODS.find((mood) => mood.night)!;
  // The moon hangs on the left, clear of the shield.
  const dark: Scene = { ...s, mood: night, sunSide: -1 };
  return (
    sky(dark) +
    skyline(dark, 250, night.land[1], true) +
    `<rect y="250" width="${r1(s.w)}" height="70" fill="#1e293b"/>` +
    `<path d="M0 292H${r1(s.w)}" stroke="#facc15" stroke-width="3" stroke-dasharray="20 14"/>` +
    `<path d="M${cx + 86} 226L${cx + 190} 192V264Z" fill="#fef08a" opacity=".3"/>` +
    carAt(cx - 40, 276, 0.62, s.layout === 0 ? 'sedan' : 'suv', carColour(s)) +
    at(cx + 130, 112, 1, shieldTick('#16a34a'))
  );
}

/** A child's car seat with its harness. */
function childSeat(s: Scene): string {
  const { cx } = s;
  // The second layout swaps the seat's two shades and moves the shield across.
  const [strong, light] = s.layout === 0 ? s.paint : [s.paint[1], s.paint[0]];
  const side = s.layout === 0 ? -1 : 1;
  const seat =
    `<path d="M-70-190Q-70-206-54-206H54Q70-206 70-190V-130Q70-116 58-112V-60H-58V-112Q-70-116-70-130Z" fill="${strong}"/>` +
    `<path d="M-44-190H44V-120Q44-70 0-70Q-44-70-44-120Z" fill="${light}"/>` +
    `<path d="M-66-40Q-66-64-42-64H42Q66-64 66-40V-14Q66 0 52 0H-52Q-66 0-66-14Z" fill="${strong}"/>` +
    `<path d="M-26-150L-6-92M26-150L6-92M0-92V-50" stroke="#334155" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="-12" y="-100" width="24" height="18" rx="4" fill="#cbd5e1"/>` +
    `<rect x="-80" y="-2" width="160" height="8" rx="4" fill="#334155"/>`;
  return (
    studio(s) +
    shadow(cx, 266, 100) +
    at(cx, 262, 1.05, seat) +
    glint(cx - side * 110, 90, 16) +
    glint(cx + side * 120, 150, 11) +
    at(cx + side * 130, 80, 0.6, shieldTick('#16a34a'))
  );
}

/** An electric car at a charging post. */
function electric(s: Scene): string {
  const { cx } = s;
  const post =
    `<rect x="-22" y="-140" width="44" height="140" rx="8" fill="#f8fafc" stroke="#334155" stroke-width="3"/>` +
    `<rect x="-14" y="-128" width="28" height="32" rx="4" fill="#0f766e"/>` +
    `<path d="M4-124L-6-110H2L-4-98L8-114H0Z" fill="#fde047"/>`;
  return (
    studio(s) +
    shadow(cx, 264, 190) +
    at(cx - 150, 262, 1, post) +
    `<path d="M${cx - 140} 190Q${cx - 110} 250 ${cx - 80} 190" fill="none" stroke="#334155" stroke-width="5"/>` +
    carAt(cx + 40, 262, 0.62, s.layout === 0 ? 'hatchback' : 'suv', carColour(s, 3)) +
    at(cx + 120, 76, 1.4, `<path d="M6-24L-14 4H0L-8 26L16-4H2Z" fill="#16a34a"/>`)
  );
}

/** A hospital with its red cross, a car pulling up. */
function hospital(s: Scene): string {
  const { cx, mood } = s;
  // A low block with three floors, or a tower of four.
  const rows = 3 + s.layout;
  const top = 92 - s.layout * 30;
  let windows = '';
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < 6; col += 1) {
      if (!(row === rows - 1 && (col === 2 || col === 3)))
        windows += `M${cx - 94 + col * 32} ${top + 18 + row * 38}h20v22h-20Z`;
    }
  }
  return (
    sky(s) +
    ridge(s, 170, 30, mood.land[0]) +
    `<rect x="${cx - 110}" y="${top}" width="220" height="${262 - top}" fill="#f8fafc"/>` +
    `<rect x="${cx - 116}" y="${top - 6}" width="232" height="10" fill="#cbd5e1"/>` +
    `<path d="${windows}" fill="#7dd3fc"/>` +
    `<rect x="${cx - 30}" y="212" width="60" height="50" fill="#94a3b8"/><rect x="${cx - 40}" y="204" width="80" height="10" fill="${s.paint[0]}"/>` +
    at(
      cx - 150 * s.layout,
      60 + 40 * s.layout,
      1,
      `<circle r="24" fill="#fff"/><path d="M-6-16h12v10h10v12h-10v10h-12v-10h-10v-12h10Z" fill="#dc2626"/>`,
    ) +
    ground(s, 262, mood.land[2]) +
    at(cx + 120, 286, 1, miniCar(s.paint[0]), true) +
    roundTree(cx - 160, 290, 70, mood.land[1]) +
    weather(s)
  );
}

/** A wrapped gift with confetti: referral bonuses. */
function gift(s: Scene): string {
  const { cx, random } = s;
  const [strong, light] = s.paint;
  const box =
    `<rect x="-62" y="-96" width="124" height="96" rx="4" fill="${strong}"/>` +
    `<rect x="-70" y="-118" width="140" height="26" rx="4" fill="${light}"/>` +
    `<rect x="-10" y="-118" width="20" height="118" fill="#fde047"/>` +
    `<path d="M0-118Q-44-160-50-130Q-48-114 0-118Q44-160 50-130Q48-114 0-118Z" fill="#fde047" stroke="#ca8a04" stroke-width="3"/>`;
  let confetti = '';
  const colours = ['#f43f5e', '#22c55e', '#3b82f6', '#f59e0b'];
  for (let i = 0; i < 10; i += 1) {
    const x = cx - 170 + i * 36 + random.int(-8, 8);
    const y = random.int(50, 130);
    confetti += `<rect x="${x}" y="${y}" width="10" height="5" fill="${colours[i % 4]}" transform="rotate(${random.int(0, 90)} ${x} ${y})"/>`;
  }
  // The box sits between the two friends, or beside them.
  const x = cx + [0, -110, 110][s.layout]!;
  const friends = [
    [-140, 140],
    [40, 130],
    [-130, -40],
  ][s.layout]!;
  return (
    studio(s) +
    confetti +
    shadow(x, 264, 90) +
    at(x, 262, 1.2, box) +
    person(cx + friends[0]!, 0.9, '#f59e0b') +
    person(cx + friends[1]!, 0.9, '#6366f1')
  );
}

/** A new car with a price tag hanging over it. */
function carWithTag(s: Scene): string {
  const { cx } = s;
  const bodies: readonly BodyType[] = ['suv', 'sedan', 'hatchback', 'muv'];
  return (
    studio(s) +
    carAt(cx, 266, 0.86, bodies[s.layout]!, carColour(s)) +
    `<path d="M${cx + 40} 40L${cx + 60} 70" stroke="#334155" stroke-width="2"/>` +
    `<g transform="translate(${cx + 50} 80) rotate(24) scale(1.3)">${priceTag(s.paint[0])}</g>` +
    glint(cx - 140, 80, 14)
  );
}

/** Per-km fares: a meter dial, a route with km posts and a stack of coins. */
function fare(s: Scene): string {
  const { cx } = s;
  let ticks = '';
  for (let i = 0; i <= 8; i += 1) {
    const a = Math.PI + (i * Math.PI) / 8;
    ticks += `M${r1(Math.cos(a) * 70)} ${r1(Math.sin(a) * 70)}L${r1(Math.cos(a) * 82)} ${r1(Math.sin(a) * 82)}`;
  }
  const dial =
    `<path d="M-100 0A100 100 0 0 1 100 0Z" fill="#1e293b"/>` +
    `<path d="M-88 0A88 88 0 0 1-44-76" fill="none" stroke="#22c55e" stroke-width="10"/>` +
    `<path d="M-44-76A88 88 0 0 1 44-76" fill="none" stroke="#facc15" stroke-width="10"/>` +
    `<path d="M44-76A88 88 0 0 1 88 0" fill="none" stroke="#ef4444" stroke-width="10"/>` +
    `<path d="${ticks}" stroke="#f8fafc" stroke-width="3"/>` +
    `<path d="M0 0L-40-50" stroke="#f8fafc" stroke-width="6" stroke-linecap="round"/><circle r="10" fill="#f8fafc"/>`;
  const coin = `<circle r="40" fill="#f59e0b"/><circle r="32" fill="#fbbf24"/><g transform="scale(.8)">${rupee('#92400e', 7)}</g>`;
  return (
    studio(s) +
    `<path d="M${cx - 180} 80Q${cx - 60} 40 ${cx + 40} 80T${cx + 180} 70" fill="none" stroke="${s.paint[0]}" stroke-width="5" stroke-dasharray="10 8"/>` +
    `<circle cx="${cx - 180}" cy="80" r="9" fill="${s.paint[0]}"/><circle cx="${cx + 180}" cy="70" r="9" fill="${s.paint[0]}"/>` +
    at(cx - 50, 256, 1, dial) +
    `<rect x="${cx - 170}" y="256" width="240" height="10" rx="5" fill="#334155"/>` +
    at(cx + 120, 200, 1.1, coin) +
    glint(cx + 168, 150, 12)
  );
}

/** A folded road map with a route between two pins, and a suitcase: trip planning. */
function tripMap(s: Scene): string {
  const { cx } = s;
  // Three panels folded in a zigzag: each edge alternates 12 units up and down.
  const panels = [0, 1, 2]
    .map((i) => {
      const x = cx - 170 + i * 90;
      const [left, right] = i % 2 === 0 ? [0, 12] : [12, 0];
      return `<path d="M${x} ${100 + left}L${x + 90} ${100 + right}V${240 + right}L${x} ${240 + left}Z" fill="${i % 2 === 0 ? '#fef3c7' : '#fde68a'}"/>`;
    })
    .join('');
  const pin = (x: number, y: number, colour: string) =>
    `<path d="M${x} ${y}q-16-18-16-30a16 16 0 0 1 32 0q0 12-16 30Z" fill="${colour}"/><circle cx="${x}" cy="${y - 30}" r="6" fill="#fff"/>`;
  const suitcase =
    `<rect x="-14" y="-108" width="28" height="14" rx="5" fill="none" stroke="#334155" stroke-width="6"/>` +
    `<rect x="-40" y="-96" width="80" height="86" rx="10" fill="${s.paint[0]}"/>` +
    `<path d="M-20-96V-10M20-96V-10" stroke="${s.paint[1]}" stroke-width="6"/>` +
    `<circle cx="-26" cy="-4" r="6" fill="#334155"/><circle cx="26" cy="-4" r="6" fill="#334155"/>`;
  return (
    studio(s) +
    panels +
    `<path d="M${cx - 170} 200Q${cx - 90} 170 ${cx - 40} 210T${cx + 100} 180" fill="none" stroke="#93c5fd" stroke-width="8"/>` +
    `<path d="M${cx - 150} 130L${cx + 90} 240M${cx - 120} 250L${cx - 30} 104" stroke="#fff" stroke-width="5"/>` +
    `<path d="M${cx - 130} 220Q${cx - 60} 120 ${cx + 40} 150" fill="none" stroke="#dc2626" stroke-width="4" stroke-dasharray="8 6"/>` +
    pin(cx - 130, 220, '#dc2626') +
    pin(cx + 40, 150, s.paint[0]) +
    shadow(cx + 140, 266, 50) +
    at(cx + 140, 262, 1, suitcase)
  );
}

/** A phone showing a hidden code under a lock, and a shield: never share the OTP. */
function phoneSafety(s: Scene): string {
  const { cx } = s;
  let boxes = '';
  for (let i = 0; i < 4; i += 1)
    boxes += `<rect x="${-44 + i * 23}" y="-96" width="18" height="24" rx="3" fill="#fff"/><circle cx="${-35 + i * 23}" cy="-84" r="4" fill="#1e293b"/>`;
  const phone =
    `<rect x="-62" y="-220" width="124" height="220" rx="16" fill="#0f172a"/>` +
    `<rect x="-54" y="-206" width="108" height="192" rx="8" fill="${s.paint[1]}"/>` +
    `<path d="M-16-150V-164a16 16 0 0 1 32 0V-150" fill="none" stroke="#1e293b" stroke-width="7"/>` +
    `<rect x="-24" y="-152" width="48" height="36" rx="6" fill="#1e293b"/><circle cy="-136" r="5" fill="#fde047"/>` +
    boxes +
    `<rect x="-40" y="-54" width="80" height="16" rx="8" fill="#fff" opacity=".6"/>`;
  return (
    studio(s) +
    shadow(cx - 50, 272, 80) +
    at(cx - 50, 270, 1, phone) +
    at(cx + 110, 150, 1.3, shieldTick('#16a34a')) +
    glint(cx + 170, 80, 12)
  );
}

/** A help-desk headset and a chat bubble: support at any hour. */
function support(s: Scene): string {
  const { cx } = s;
  const headset =
    `<path d="M-60 0V-20A60 60 0 0 1 60-20V0" fill="none" stroke="#334155" stroke-width="12"/>` +
    `<rect x="-76" y="-24" width="30" height="56" rx="12" fill="${s.paint[0]}"/><rect x="46" y="-24" width="30" height="56" rx="12" fill="${s.paint[0]}"/>` +
    `<path d="M-60 30Q-56 64-10 64" fill="none" stroke="#334155" stroke-width="6"/><rect x="-16" y="56" width="20" height="14" rx="6" fill="#334155"/>`;
  const bubble =
    `<path d="M-50-30Q-50-46-34-46H34Q50-46 50-30V6Q50 22 34 22H-10L-30 40V22H-34Q-50 22-50 6Z" fill="#fff"/>` +
    `<path d="M-24-12h0M0-12h0M24-12h0" stroke="${s.paint[0]}" stroke-width="10" stroke-linecap="round"/>`;
  return (
    studio(s) +
    at(cx - 50, 170, 1.1, headset) +
    at(cx + 110, 100, 1, bubble) +
    shadow(cx - 50, 264, 80)
  );
}

/** A driver's ID card with a photo and a verified tick. */
function badge(s: Scene): string {
  const { cx } = s;
  const card =
    `<rect x="-110" y="-80" width="220" height="140" rx="14" fill="#fff"/>` +
    `<path d="M-110-66Q-110-80-96-80H96Q110-80 110-66V-50H-110Z" fill="${s.paint[0]}"/>` +
    `<rect x="-90" y="-34" width="70" height="80" rx="8" fill="${s.paint[1]}"/>` +
    `<circle cx="-55" cy="-8" r="16" fill="#b07a52"/><path d="M-82 46Q-82 16-55 16Q-28 16-28 46Z" fill="#334155"/>` +
    `<path d="M0-20h80M0 4h60M0 28h70" stroke="#cbd5e1" stroke-width="10" stroke-linecap="round"/>`;
  return (
    studio(s) +
    shadow(cx, 262, 120) +
    at(cx, 170, 1.15, card) +
    `<circle cx="${cx + 120}" cy="92" r="30" fill="#16a34a"/><path d="M${cx + 106} 92l10 10l18-18" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

// ---- Car washes -----------------------------------------------------------------------------

function washCar(s: Scene, body: BodyType = 'sedan', y = 270, scale = 0.8): string {
  return carAt(s.cx, y, scale, body, carColour(s));
}

function bubbles(s: Scene, count: number, top: number, bottom: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = s.cx - 170 + ((i + s.random.next()) * 340) / count;
    const r = s.random.int(6, 16);
    const y = s.random.int(top, bottom);
    out += `<circle cx="${r1(x)}" cy="${y}" r="${r}" fill="#fff" fill-opacity=".55" stroke="#7dd3fc" stroke-width="2"/>`;
  }
  return out;
}

/** A car under a blanket of foam. */
function foam(s: Scene): string {
  const { cx } = s;
  // Along the sedan's roof, bonnet and boot, at 0.8 scale around the picture's centre.
  const spots = [
    [-60, 162, 20],
    [-34, 158, 24],
    [-6, 158, 22],
    [20, 162, 18],
    [60, 190, 16],
    [84, 192, 18],
    [110, 196, 14],
    [-110, 196, 16],
    [-132, 198, 14],
    [-86, 194, 14],
  ];
  const suds = spots.map(([dx, y, r]) => `<circle cx="${cx + dx!}" cy="${y}" r="${r}"/>`).join('');
  // The second layout leaves a soapy sponge on the bonnet's side of the floor.
  const sponge =
    s.layout === 1
      ? `<rect x="${cx + 120}" y="250" width="56" height="26" rx="9" fill="#facc15"/><circle cx="${cx + 150}" cy="246" r="12" fill="#fff"/>`
      : '';
  return (
    studio(s) +
    shadow(cx, 270, 170) +
    washCar(s) +
    `<g fill="#fff" stroke="#bae6fd" stroke-width="2">${suds}</g>` +
    sponge +
    bubbles(s, s.layout === 1 ? 4 : 7, 50, 130)
  );
}

/** A car shining after its wash, with glints. */
function sparkle(s: Scene): string {
  const { cx } = s;
  const bodies: readonly BodyType[] = ['suv', 'hatchback', 'luxury_sedan', 'sedan'];
  return (
    studio(s) +
    shadow(cx, 270, 170) +
    washCar(s, bodies[s.layout]!) +
    glint(cx - 120, 90, 22, '#facc15') +
    glint(cx + 130, 70, 16, '#facc15') +
    glint(cx + 40, 110, 12, '#fff') +
    glint(cx - 20, 60, 10, '#facc15') +
    `<path d="M${cx - 90} 210l40-40M${cx - 72} 214l30-30" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".8"/>`
  );
}

/** Big water drops: waterless and drop-named washes. */
function drops(s: Scene): string {
  const { cx } = s;
  const drop = (colour: string) =>
    `<path d="M0-60C20-30 34-12 34 8A34 34 0 0 1-34 8C-34-12-20-30 0-60Z" fill="${colour}"/>` +
    `<path d="M-18 6Q-18-10-8-22" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"/>`;
  return (
    studio(s) +
    (s.layout === 0
      ? at(cx - 20, 200, 1.9, drop('#0ea5e9')) +
        at(cx + 120, 130, 1.1, drop('#38bdf8')) +
        at(cx - 150, 110, 0.8, drop('#7dd3fc')) +
        at(cx + 100, 250, 0.6, drop('#0284c7'))
      : at(cx - 110, 210, 1.4, drop('#0ea5e9')) +
        at(cx + 70, 190, 1.7, drop('#38bdf8')) +
        at(cx - 10, 100, 0.7, drop('#0284c7')) +
        `<ellipse cx="${cx}" cy="262" rx="170" ry="10" fill="#7dd3fc" opacity=".5"/>`) +
    glint(cx + 40, 90, 12)
  );
}

/** A car with steam rising off it. */
function steam(s: Scene): string {
  const { cx } = s;
  let wisps = '';
  for (let i = 0; i < 5; i += 1) {
    const x = cx - 100 + i * 50;
    wisps += `M${x} 150q-14-16 0-32t0-32t0-32`;
  }
  return (
    studio(s) +
    shadow(cx, 270, 170) +
    washCar(s, s.layout === 0 ? 'suv' : 'muv') +
    `<path d="${wisps}" fill="none" stroke="#94a3b8" stroke-width="7" stroke-linecap="round" opacity=".55"/>`
  );
}

/** A spray bottle and a polishing cloth: detailing. */
function polish(s: Scene): string {
  const { cx } = s;
  const [strong, light] = s.paint;
  const bottle =
    `<path d="M-30-150H20L36-134H8V-120H-22V-134H-30Z" fill="#334155"/>` +
    `<path d="M-22-120H8L4-136H-18Z" fill="#334155"/>` +
    `<path d="M-34-110Q-34-120-24-120H14Q24-120 24-110L30-10Q30 0 20 0H-30Q-40 0-40-10Z" fill="${strong}"/>` +
    `<rect x="-26" y="-80" width="42" height="40" rx="6" fill="#fff" opacity=".8"/>` +
    `<path d="M-16-66h22M-16-54h14" stroke="${strong}" stroke-width="4" stroke-linecap="round"/>`;
  const cloth = `<path d="M-70 0Q-60-40-20-36Q10-50 40-30Q70-36 70 0Z" fill="${light}"/><path d="M-40-10Q0-30 40-10" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/>`;
  let mist = '';
  // Bottle left and cloth right, or the other way round.
  const side = s.layout === 0 ? -1 : 1;
  for (let i = 0; i < 8; i += 1) {
    mist += `M${cx + side * 50 + 60 + (i % 4) * 14} ${86 + Math.floor(i / 4) * 14 + (i % 2) * 6}h0`;
  }
  return (
    studio(s) +
    shadow(cx, 264, 150) +
    at(cx + side * 50, 262, 1.1, bottle) +
    `<path d="${mist}" stroke="#38bdf8" stroke-width="6" stroke-linecap="round"/>` +
    at(cx - side * 100, 262, 1.2, cloth) +
    glint(cx + 130, 130, 18, '#facc15') +
    glint(cx + 70, 170, 10, '#facc15')
  );
}

/** A pressure washer's jet fanning onto a car. */
function jet(s: Scene): string {
  const { cx } = s;
  const gun =
    `<path d="M0 0H70V12H14L6 34H-8L0 12Z" fill="#facc15"/><path d="M70 2H120V10H70Z" fill="#334155"/>` +
    `<path d="M8 12l4 14" stroke="#334155" stroke-width="4"/>`;
  let spray = '';
  for (let i = 0; i < 5; i += 1) spray += `M${cx - 50} 96L${cx - 10 + i * 22} ${180 + i * 4}`;
  return (
    studio(s) +
    shadow(cx + 20, 272, 160) +
    carAt(cx + 30, 272, 0.74, s.layout === 0 ? 'hatchback' : 'sedan', carColour(s)) +
    `<path d="${spray}" stroke="#38bdf8" stroke-width="4" stroke-linecap="round" stroke-dasharray="10 6" opacity=".85"/>` +
    `<g transform="translate(${cx - 190} 62) rotate(24)">${gun}</g>` +
    bubbles(s, 4, 220, 250)
  );
}

/** A bucket of suds and a sponge. */
function bucket(s: Scene): string {
  const { cx } = s;
  const [strong] = s.paint;
  const pail =
    `<path d="M-60-120Q0-190 60-120" fill="none" stroke="#334155" stroke-width="6"/>` +
    `<path d="M-66-120H66L54 0H-54Z" fill="${strong}"/><rect x="-70" y="-126" width="140" height="12" rx="6" fill="${strong}"/>` +
    `<path d="M-60-100H60" stroke="#fff" stroke-width="4" opacity=".4"/>` +
    `<path d="M-60-126a16 16 0 0 1 26-14a20 20 0 0 1 34-6a18 18 0 0 1 30 4a16 16 0 0 1 30 16Z" fill="#fff"/>`;
  const sponge = `<rect x="-40" y="-40" width="80" height="40" rx="12" fill="#facc15"/><path d="M-24-26h0M-6-14h0M14-28h0M26-12h0" stroke="#ca8a04" stroke-width="6" stroke-linecap="round"/>`;
  return (
    studio(s) +
    shadow(cx, 264, 150) +
    at(cx + [-40, 50][s.layout]!, 262, 1.05, pail) +
    at(cx + [120, -120][s.layout]!, 262, 1, sponge) +
    bubbles(s, 6, 40, 110)
  );
}

/** An automatic wash: a car under a gantry of spinning brushes. */
function rollers(s: Scene): string {
  const { cx } = s;
  const brush = (x: number) =>
    `<rect x="${x - 16}" y="110" width="32" height="150" rx="14" fill="#3b82f6"/>` +
    `<path d="M${x - 16} 130h32M${x - 16} 150h32M${x - 16} 170h32M${x - 16} 190h32M${x - 16} 210h32M${x - 16} 230h32" stroke="#93c5fd" stroke-width="5"/>`;
  return (
    studio(s) +
    shadow(cx, 270, 170) +
    `<path d="M${cx - 186} 262V64H${cx + 186}V262" fill="none" stroke="#475569" stroke-width="14"/>` +
    `<rect x="${cx - 150}" y="80" width="300" height="26" rx="13" fill="#60a5fa"/>` +
    washCar(s, s.layout === 0 ? 'hatchback' : 'sedan', 270, 0.7) +
    brush(cx - 150) +
    brush(cx + 150) +
    `<path d="M${cx - 100} 106v16M${cx - 40} 106v22M${cx + 20} 106v14M${cx + 80} 106v20" stroke="#38bdf8" stroke-width="4" stroke-linecap="round" stroke-dasharray="6 6"/>`
  );
}

// ---- Mechanics ------------------------------------------------------------------------------

/** A gear wheel with `teeth` teeth around (0, 0) and a hole in the middle. */
function gear(radius: number, teeth: number, colour: string): string {
  let d = '';
  for (let i = 0; i < teeth; i += 1) {
    const a = (i * 2 * Math.PI) / teeth;
    const step = Math.PI / teeth;
    const points = [
      [radius * 0.82, a - step * 0.55],
      [radius, a - step * 0.35],
      [radius, a + step * 0.35],
      [radius * 0.82, a + step * 0.55],
    ];
    for (const [r, angle] of points)
      d += `${d ? 'L' : 'M'}${r1(Math.cos(angle!) * r!)} ${r1(Math.sin(angle!) * r!)}`;
  }
  const hole = radius * 0.34;
  return `<path d="${d}ZM${r1(hole)} 0A${r1(hole)} ${r1(hole)} 0 1 0 ${r1(-hole)} 0A${r1(hole)} ${r1(hole)} 0 1 0 ${r1(hole)} 0Z" fill="${colour}" fill-rule="evenodd"/>`;
}

/** An open-ended spanner about 180 long, lying along the x axis. */
function spanner(colour: string): string {
  return `<path d="M-70-8H60V8H-70ZM-92-26A28 28 0 1 0-92 26L-80 10H-70V-10H-80ZM84-22A24 24 0 1 1 84 22L72 8H60V-8H72Z" fill="${colour}"/>`;
}

function wrench(s: Scene): string {
  const { cx } = s;
  const screwdriver = `<rect x="-90" y="-10" width="70" height="20" rx="8" fill="${s.paint[0]}"/><rect x="-20" y="-4" width="90" height="8" fill="#94a3b8"/><path d="M70-4h12l6 4l-6 4h-12Z" fill="#94a3b8"/>`;
  return (
    studio(s) +
    at(cx + [0, -60][s.layout]!, 160, 1, gear(92, s.layout === 0 ? 10 : 12, s.paint[1])) +
    (s.layout === 1 ? at(cx + 110, 110, 1, gear(48, 8, s.paint[0])) : '') +
    `<g transform="translate(${cx} 160) rotate(-38)">${spanner('#475569')}</g>` +
    `<g transform="translate(${cx} 160) rotate(38)">${screwdriver}</g>`
  );
}

function jack(s: Scene): string {
  const { cx } = s;
  const lift =
    `<rect x="-40" y="-6" width="80" height="6" fill="#334155"/>` +
    `<path d="M-30-6L0-30L30-6M-30-54L0-30L30-54" fill="none" stroke="#dc2626" stroke-width="7"/>` +
    `<rect x="-22" y="-62" width="44" height="8" fill="#334155"/><path d="M-44-30H60" stroke="#94a3b8" stroke-width="4"/>`;
  return (
    studio(s) +
    shadow(cx, 270, 170) +
    // The rear lifted on a scissor jack under the sill, the wheel brace on the floor.
    `<g transform="rotate(-4 ${cx + 120} 266)">${carAt(cx, 266, 0.72, s.layout === 0 ? 'sedan' : 'hatchback', carColour(s))}</g>` +
    at(cx - 22, 274, 0.62, lift) +
    at(cx + 140, 280, 0.45, spanner('#475569'))
  );
}

function tyre(s: Scene): string {
  const { cx } = s;
  let lugs = '';
  for (let i = 0; i < 5; i += 1) {
    const a = (i * 2 * Math.PI) / 5;
    lugs += `<circle cx="${r1(Math.cos(a) * 22)}" cy="${r1(Math.sin(a) * 22)}" r="5" fill="#475569"/>`;
  }
  const wheelBody =
    `<circle r="96" fill="#1f2937"/><circle r="96" fill="none" stroke="#374151" stroke-width="10" stroke-dasharray="12 8"/>` +
    `<circle r="58" fill="#cbd5e1"/><circle r="46" fill="#e2e8f0"/>${lugs}<circle r="10" fill="#64748b"/>`;
  const cross = `<path d="M-70 0H70M0-70V70" stroke="#64748b" stroke-width="12" stroke-linecap="round"/><circle r="10" fill="#475569"/>`;
  // A tyre standing with the wheel brace beside it, or two tyres stacked flat behind it.
  const stacked =
    s.layout === 1
      ? `<ellipse cx="${cx + 110}" cy="246" rx="70" ry="20" fill="#1f2937"/><ellipse cx="${cx + 110}" cy="226" rx="70" ry="20" fill="#374151"/><ellipse cx="${cx + 110}" cy="224" rx="34" ry="9" fill="#111827"/>`
      : `<g transform="translate(${cx + 120} 190) rotate(30)">${cross}</g>`;
  return studio(s) + shadow(cx - 40, 264, 110) + stacked + at(cx - 40, 166, 1, wheelBody);
}

function battery(s: Scene): string {
  const { cx } = s;
  const box =
    `<rect x="-44" y="-150" width="22" height="16" fill="#64748b"/><rect x="22" y="-150" width="22" height="16" fill="#64748b"/>` +
    `<rect x="-110" y="-136" width="220" height="136" rx="12" fill="#1f2937"/>` +
    `<rect x="-110" y="-136" width="220" height="30" rx="12" fill="${s.paint[0]}"/>` +
    `<path d="M-62-70h36M-44-88v36M26-70h36" stroke="#f8fafc" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M6-60L-12-28H2L-6 0L18-36H4Z" fill="#facc15" transform="translate(0 -10)"/>`;
  // Jump leads: one red lead, or a red and a black one clamped on.
  const leads =
    `<path d="M${cx - 33} 112Q${cx - 120} 60 ${cx - 170} 110" fill="none" stroke="#dc2626" stroke-width="6"/>` +
    (s.layout === 1
      ? `<path d="M${cx + 33} 112Q${cx + 120} 60 ${cx + 170} 110" fill="none" stroke="#1f2937" stroke-width="6"/>`
      : '');
  return studio(s) + shadow(cx, 264, 130) + at(cx, 262, 1, box) + leads;
}

function oilCan(s: Scene): string {
  const { cx } = s;
  const can =
    `<path d="M-70 0V-90Q-70-100-60-100H40Q50-100 50-90V0Z" fill="${s.paint[0]}"/>` +
    `<path d="M-50-100V-124H10V-100" fill="none" stroke="#334155" stroke-width="8"/>` +
    `<path d="M50-80L120-124L126-116L60-62Z" fill="#94a3b8"/>` +
    `<rect x="-54" y="-70" width="88" height="44" rx="6" fill="#fff" opacity=".85"/>` +
    `<path d="M-10-62Q-24-44-10-36Q4-44-10-62Z" fill="#ca8a04"/>`;
  const drip = `<path d="M0-20C8-8 12 0 12 6A12 12 0 0 1-12 6C-12 0-8-8 0-20Z" fill="#ca8a04"/>`;
  return (
    studio(s) +
    shadow(cx, 264, 120) +
    at(cx - 30, 262, 1.15, can) +
    at(cx + 120, 160, 1, drip) +
    at(cx + 128, 220, 0.7, drip) +
    at(cx + [-140, 140][s.layout]!, [90, 80][s.layout]!, 0.8, gear(40, 8, s.paint[1]))
  );
}

function toolbox(s: Scene): string {
  const { cx } = s;
  const box =
    `<g transform="translate(-40 -150) rotate(-70) scale(.5)">${spanner('#64748b')}</g>` +
    `<rect x="26" y="-196" width="12" height="90" rx="4" fill="#a16207" transform="rotate(12 32-150)"/>` +
    `<rect x="8" y="-204" width="52" height="20" rx="4" fill="#475569" transform="rotate(12 32-150)"/>` +
    `<path d="M-40-120V-140H40V-120" fill="none" stroke="#334155" stroke-width="8"/>` +
    `<rect x="-120" y="-120" width="240" height="120" rx="10" fill="${s.layout === 0 ? '#dc2626' : '#2563eb'}"/>` +
    `<rect x="-120" y="-120" width="240" height="30" rx="10" fill="#000" opacity=".18"/>` +
    `<rect x="-20" y="-96" width="40" height="14" rx="3" fill="#e5e7eb"/>`;
  return studio(s) + shadow(cx, 264, 140) + at(cx, 262, 1, box);
}

// ---- Driving schools ------------------------------------------------------------------------

/** A learner's L plate: a red L on white, drawn from rectangles. */
function lPlate(): string {
  return `<rect x="-40" y="-40" width="80" height="80" rx="8" fill="#fff" stroke="#e2e8f0" stroke-width="3"/><path d="M-16-26H0V10H20V26H-16Z" fill="#dc2626"/>`;
}

function steeringWheel(colour: string): string {
  return (
    `<circle r="86" fill="none" stroke="#1f2937" stroke-width="22"/>` +
    `<path d="M-80-6Q0-30 80-6M-14 20L-8 78M14 20L8 78" stroke="#1f2937" stroke-width="18" stroke-linecap="round" fill="none"/>` +
    `<circle r="28" fill="${colour}"/><circle r="12" fill="#f8fafc" opacity=".6"/>`
  );
}

function wheelAndPlate(s: Scene): string {
  const { cx } = s;
  // The wheel left, right or in the middle, with the L plate beside it.
  const wheelX = cx + [-40, 40, 0][s.layout]!;
  const plate = [
    [130, 100],
    [-130, 100],
    [130, 220],
  ][s.layout]!;
  return (
    studio(s) +
    at(wheelX, 160, 1, steeringWheel(s.paint[0])) +
    at(cx + plate[0]!, plate[1]!, s.layout === 2 ? 0.7 : 1, lPlate()) +
    glint(cx - plate[0]! * 1.1, 80, 12, s.paint[0])
  );
}

function learnerCar(s: Scene): string {
  const { cx } = s;
  return (
    studio(s) +
    shadow(cx, 270, 170) +
    carAt(cx, 270, 0.8, (['hatchback', 'sedan', 'suv'] as const)[s.layout]!, carColour(s)) +
    at(
      cx - 10,
      142,
      0.5,
      `<rect x="-6" y="40" width="12" height="26" fill="#334155"/>${lPlate()}`,
    ) +
    at(cx + 140, 90, 0.7, lPlate())
  );
}

function trafficSignal(s: Scene): string {
  const { cx, mood } = s;
  const signal =
    `<rect x="-8" y="-90" width="16" height="90" fill="#334155"/>` +
    `<rect x="-34" y="-230" width="68" height="150" rx="14" fill="#1f2937"/>` +
    `<circle cy="-200" r="18" fill="#7f1d1d"/><circle cy="-155" r="18" fill="#78350f"/>` +
    `<circle cy="-110" r="30" fill="#22c55e" opacity=".3"/><circle cy="-110" r="18" fill="#22c55e"/>`;
  let zebra = '';
  for (let x = cx - 20; x < cx + 200; x += 28) zebra += `M${x} 276h16v30h-16Z`;
  const side = [-1, 1, -1][s.layout]!;
  return (
    sky(s) +
    ridge(s, 190, 30, mood.land[0]) +
    `<rect y="262" width="${r1(s.w)}" height="58" fill="#475569"/>` +
    `<path d="${zebra}" fill="#f8fafc"/>` +
    at(cx + side * 120, 268, 1, signal) +
    carAt(
      cx - side * 60,
      270,
      0.5,
      (['hatchback', 'sedan', 'suv'] as const)[s.layout]!,
      carColour(s, 1),
    ) +
    at(cx - side * 60, 150, 0.5, lPlate()) +
    weather(s)
  );
}

function cones(s: Scene): string {
  const { cx } = s;
  const cone = `<path d="M-16 0L-4-50H4L16 0Z" fill="#f97316"/><path d="M-10-22H10M-7-36H7" stroke="#fff" stroke-width="6"/><rect x="-22" y="-4" width="44" height="6" rx="2" fill="#ea580c"/>`;
  let row = '';
  const count = 3 + s.layout;
  for (let i = 0; i < count; i += 1) {
    const x = cx - 165 + (i * 330) / (count - 1);
    row += at(x, 276 - (i % 2) * 10, 0.9 + (i % 2) * 0.1, cone);
  }
  return (
    studio(s, 250) +
    `<path d="M${cx - 200} 300Q${cx - 100} 230 ${cx} 290T${cx + 200} 280" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="16 10" opacity=".9"/>` +
    carAt(cx, 244, 0.6, (['hatchback', 'sedan', 'suv'] as const)[s.layout]!, carColour(s, 2)) +
    at(cx - 8, 116, 0.4, lPlate()) +
    row
  );
}

function roadSigns(s: Scene): string {
  const { cx, mood } = s;
  const post = (body: string) =>
    `<rect x="-4" y="-100" width="8" height="100" fill="#64748b"/>${body}`;
  const warning = post(
    `<path d="M0-190L44-114H-44Z" fill="#fff" stroke="#dc2626" stroke-width="9" stroke-linejoin="round"/><rect x="-5" y="-168" width="10" height="30" rx="4" fill="#1f2937"/><circle cy="-128" r="5" fill="#1f2937"/>`,
  );
  const noEntry = post(
    `<circle cy="-140" r="40" fill="#dc2626"/><rect x="-26" y="-148" width="52" height="16" rx="3" fill="#fff"/>`,
  );
  const stop = post(
    `<path d="M-17-182H17L41-158V-124L17-100H-17L-41-124V-158Z" fill="#dc2626" stroke="#fff" stroke-width="4"/>`,
  );
  return (
    sky(s) +
    ridge(s, 180, 30, mood.land[0]) +
    ground(s, 262, mood.land[2]) +
    // The same three signs, in another order on each layout.
    [warning, noEntry, stop, warning, noEntry]
      .slice(s.layout, s.layout + 3)
      .map((sign, i) => at(cx + (i - 1) * 120, 270, i === 1 ? 1.05 : 1, sign))
      .join('') +
    weather(s)
  );
}

function highwayLesson(s: Scene): string {
  const { cx, mood } = s;
  let dashes = '';
  for (const [y, h] of [
    [206, 6],
    [222, 10],
    [246, 16],
    [280, 26],
  ] as const) {
    const half = r1(1 + (y - 200) / 40);
    dashes += `M${r1(cx - half)} ${y}h${r1(half * 2)}l1 ${h}h-${r1(half * 2 + 2)}Z`;
  }
  const learner =
    carRear(carColour(s)) + `<g transform="translate(0 -62) scale(.3)">${lPlate()}</g>`;
  return (
    sky(s) +
    ridge(s, 150, 40, mood.land[0]) +
    ground(s, 200, mood.land[1]) +
    `<path d="M${cx - 170} 320L${cx - 10} 200H${cx + 10}L${cx + 170} 320Z" fill="#475569"/>` +
    `<path d="M${cx - 160} 320L${cx - 9} 201M${cx + 160} 320L${cx + 9} 201" stroke="#f8fafc" stroke-width="3"/>` +
    `<path d="${dashes}" fill="#f8fafc"/>` +
    roundTree(cx - 170, 262, 70, mood.land[2]) +
    roundTree(cx + 150, 240, 50, mood.land[2]) +
    at(cx + [-40, 40, -40][s.layout]!, 284, 1.3, learner) +
    at(cx + [120, -120, 120][s.layout]!, 110, 0.8, lPlate()) +
    weather(s)
  );
}

// ---- Goods carriers -------------------------------------------------------------------------

/** What a carrier carries, on a bed whose floor is y = -62 and which runs x = -150…94. */
const LOADS = {
  boxes: () =>
    `<path d="M-140-62V-120H-80V-62ZM-74-62V-110H-14V-62ZM-8-62V-124H52V-62ZM-110-120V-160H-54V-120Z" fill="#d6a36b" stroke="#92602f" stroke-width="3"/>` +
    `<path d="M-110-120V-62M-44-110V-62M22-124V-62M-82-160V-120" stroke="#f5deb3" stroke-width="6"/>`,
  crates: () => {
    // Mangoes, limes and bananas heaped over the crates.
    const colours = ['#f59e0b', '#65a30d', '#facc15', '#ea580c'];
    let fruit = '';
    for (let i = 0; i < 14; i += 1) {
      fruit += `<circle cx="${-132 + i * 16}" cy="${-106 - (i % 3) * 3}" r="9" fill="${colours[i % 4]}"/>`;
    }
    return (
      fruit +
      `<path d="M-140-62V-100H84V-62Z" fill="#b45309"/><path d="M-140-88H84M-140-74H84M-64-100V-62M10-100V-62" stroke="#78350f" stroke-width="3"/>`
    );
  },
  furniture: (paint) =>
    `<path d="M-140-62V-120Q-140-134-126-134H-20Q-6-134-6-120V-62Z" fill="${paint[0]}"/>` +
    `<path d="M-130-92H-16M-73-130V-92" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>` +
    `<path d="M-150-62V-100H-130V-62ZM-16-62V-100H4V-62Z" fill="${paint[0]}" stroke="#334155" stroke-width="2"/>` +
    `<rect x="20" y="-150" width="60" height="88" rx="4" fill="#a16207"/><path d="M50-150V-62" stroke="#78350f" stroke-width="3"/>`,
  sacks: () => {
    const sack = (x: number, y: number) =>
      `<path d="M${x - 30} ${y}Q${x - 34} ${y - 34} ${x} ${y - 36}Q${x + 34} ${y - 34} ${x + 30} ${y}Z"/>`;
    return `<g fill="#e7d3a8" stroke="#a8875a" stroke-width="3">${sack(-110, -62)}${sack(-50, -62)}${sack(10, -62)}${sack(66, -62)}${sack(-80, -96)}${sack(-20, -96)}${sack(40, -96)}</g>`;
  },
  appliances: () =>
    `<rect x="-136" y="-190" width="64" height="128" rx="6" fill="#e2e8f0" stroke="#94a3b8" stroke-width="3"/><path d="M-136-140H-72M-82-176V-150M-82-130V-100" stroke="#94a3b8" stroke-width="4"/>` +
    `<rect x="-60" y="-140" width="76" height="78" rx="6" fill="#f8fafc" stroke="#94a3b8" stroke-width="3"/><circle cx="-22" cy="-98" r="22" fill="#bae6fd" stroke="#94a3b8" stroke-width="4"/>` +
    `<rect x="26" y="-112" width="60" height="50" fill="#d6a36b" stroke="#92602f" stroke-width="3"/>`,
  plants: () => {
    let pots = '';
    for (const [x, h] of [
      [-120, 50],
      [-60, 70],
      [0, 44],
      [56, 62],
    ] as const) {
      pots +=
        `<circle cx="${x}" cy="${-86 - h / 2}" r="${h / 2}" fill="#16a34a"/><circle cx="${x - 14}" cy="${-80 - h / 3}" r="${h / 3}" fill="#22c55e"/>` +
        `<path d="M${x - 20}-62L${x - 24}-90H${x + 24}L${x + 20}-62Z" fill="#c2410c"/>`;
    }
    return pots;
  },
  container: (paint) =>
    `<rect x="-152" y="-176" width="248" height="150" rx="4" fill="${paint[1]}"/>` +
    `<path d="M-120-170V-32M-80-170V-32M-40-170V-32M0-170V-32M40-170V-32M80-170V-32" stroke="#fff" stroke-width="4" opacity=".45"/>`,
  tarp: () =>
    `<path d="M-146-62V-120Q-140-160-90-160H50Q90-160 92-120V-62Z" fill="#2563eb"/>` +
    `<path d="M-110-158L-120-62M-40-160L-44-62M30-160L34-62" stroke="#fde047" stroke-width="3"/>`,
} satisfies Record<string, (paint: readonly [string, string]) => string>;

/** A goods carrier, side on, nose to the right, wheels on y = 0. */
/**
 * Three cabs: a flat-nosed mini truck, a pickup with a bonnet, and a taller cab with a roof
 * deflector. Each gives its window and its headlamp's place.
 */
const CABS = [
  {
    body: 'M100-22V-112Q100-120 108-120H150Q160-120 165-112L186-70Q190-62 190-54V-22Z',
    glass: 'M112-110H148L170-70H112Z',
    lamp: 176,
  },
  {
    body: 'M100-22V-112Q100-120 108-120H140Q148-120 152-112L164-78H188Q196-78 196-68V-22Z',
    glass: 'M112-110H138L152-78H112Z',
    lamp: 182,
  },
  {
    body: 'M100-22V-126Q100-134 108-134H148Q158-134 162-126L186-70Q190-62 190-54V-22ZM106-134L114-148H148L154-134Z',
    glass: 'M112-122H146L170-70H112Z',
    lamp: 176,
  },
] as const;

function truck(cab: string, load: string, container: boolean, style: number): string {
  const shape = CABS[style % CABS.length]!;
  const bed = container
    ? ''
    : `<rect x="-150" y="-62" width="244" height="40" fill="#94a3b8"/><path d="M-110-62V-22M-70-62V-22M-30-62V-22M10-62V-22M50-62V-22" stroke="#64748b" stroke-width="3"/>`;
  return (
    `<rect x="-156" y="-30" width="340" height="12" fill="#1f2937"/>` +
    load +
    bed +
    `<path d="${shape.body}" fill="${cab}"/>` +
    `<path d="${shape.glass}" fill="#bae6fd" stroke="#1f2937" stroke-width="2"/>` +
    `<path d="M100-62H188" stroke="#1f2937" stroke-opacity=".25" stroke-width="3"/>` +
    `<rect x="${shape.lamp}" y="-56" width="14" height="10" rx="2" fill="#fef3c7"/>` +
    `<rect x="178" y="-30" width="16" height="12" rx="3" fill="#334155"/>` +
    wheel(-100, -2, 24, 5) +
    wheel(140, -2, 24, 5)
  );
}

/** A goods carrier on the road with its load, the town or hills behind. */
function carrier(s: Scene, load: keyof typeof LOADS): string {
  const { cx, mood, random } = s;
  const behind = s.layout;
  const backdrop =
    behind === 0
      ? skyline(s, 250, mood.land[0], Boolean(mood.night))
      : behind === 1
        ? ridge(s, 170, 40, mood.land[0]) + ridge(s, 210, 20, mood.land[1])
        : `<path d="M${cx - 220} 250V180L${cx - 150} 150L${cx - 80} 180V250Z" fill="${mood.land[0]}"/>` +
          `<rect x="${cx - 190}" y="200" width="80" height="50" fill="${mood.land[1]}"/>` +
          roundTree(cx + 170, 250, 90, mood.land[1]) +
          pine(cx + 120, 250, 60, mood.land[2]);
  const cab = carColour(s, random.int(0, 5));
  return (
    sky(s) +
    backdrop +
    `<rect y="250" width="${r1(s.w)}" height="70" fill="#475569"/>` +
    `<path d="M0 300H${r1(s.w)}" stroke="#f8fafc" stroke-width="3" stroke-dasharray="24 16"/>` +
    at(cx - 19, 276, 1, truck(cab, LOADS[load](s.paint), load === 'container', s.layout)) +
    weather(s)
  );
}

// ---- Choosing a picture ---------------------------------------------------------------------

/**
 * Every motif with its number of layouts (0 … n-1), and `fixed` when mirroring would make a
 * drawn sign read wrongly (a rupee sign, a clock face, an L plate). The blog and home-strip
 * only motifs are drawn once each and have one layout.
 */
const MOTIFS = {
  temple: { draw: temple, layouts: 3 },
  hills: { draw: hills, layouts: 2 },
  beach: { draw: beach, layouts: 3 },
  waterfall: { draw: waterfall, layouts: 2 },
  caves: { draw: caves, layouts: 3 },
  river: { draw: river, layouts: 2 },
  city: { draw: city, layouts: 3 },
  stupa: { draw: stupa, layouts: 2 },
  fort: { draw: fort, layouts: 2 },
  canyon: { draw: canyon, layouts: 2 },
  film: { draw: film, layouts: 2 },
  road: { draw: road, layouts: 2 },
  airport: { draw: airport, layouts: 2 },
  coins: { draw: coins, layouts: 3, fixed: true },
  wedding: { draw: wedding, layouts: 4 },
  family: { draw: (s: Scene) => people(s, 'family'), layouts: 2 },
  seniors: { draw: (s: Scene) => people(s, 'seniors'), layouts: 2 },
  students: { draw: (s: Scene) => people(s, 'students'), layouts: 2 },
  office: { draw: office, layouts: 3, fixed: true },
  kites: { draw: kites, layouts: 2 },
  lamps: { draw: lamps, layouts: 2 },
  clock: { draw: clock, layouts: 3, fixed: true },
  night: { draw: nightRide, layouts: 2 },
  childSeat: { draw: childSeat, layouts: 2 },
  electric: { draw: electric, layouts: 2 },
  hospital: { draw: hospital, layouts: 2 },
  gift: { draw: gift, layouts: 3, fixed: true },
  carWithTag: { draw: carWithTag, layouts: 4, fixed: true },
  fare: { draw: fare, layouts: 1, fixed: true },
  tripMap: { draw: tripMap, layouts: 1, fixed: true },
  phone: { draw: phoneSafety, layouts: 1, fixed: true },
  support: { draw: support, layouts: 1, fixed: true },
  badge: { draw: badge, layouts: 1, fixed: true },
  foam: { draw: foam, layouts: 2 },
  sparkle: { draw: sparkle, layouts: 4 },
  drops: { draw: drops, layouts: 2 },
  steam: { draw: steam, layouts: 2 },
  polish: { draw: polish, layouts: 2 },
  jet: { draw: jet, layouts: 2 },
  bucket: { draw: bucket, layouts: 2 },
  rollers: { draw: rollers, layouts: 2 },
  wrench: { draw: wrench, layouts: 2 },
  jack: { draw: jack, layouts: 2 },
  tyre: { draw: tyre, layouts: 2 },
  battery: { draw: battery, layouts: 2 },
  oilCan: { draw: oilCan, layouts: 2 },
  toolbox: { draw: toolbox, layouts: 2 },
  wheelAndPlate: { draw: wheelAndPlate, layouts: 3, fixed: true },
  learnerCar: { draw: learnerCar, layouts: 3, fixed: true },
  trafficSignal: { draw: trafficSignal, layouts: 3, fixed: true },
  cones: { draw: cones, layouts: 3, fixed: true },
  roadSigns: { draw: roadSigns, layouts: 3, fixed: true },
  highwayLesson: { draw: highwayLesson, layouts: 3, fixed: true },
  // Goods carriers, one motif per load.
  carrierBoxes: { draw: (s: Scene) => carrier(s, 'boxes'), layouts: 3 },
  carrierCrates: { draw: (s: Scene) => carrier(s, 'crates'), layouts: 3 },
  carrierFurniture: { draw: (s: Scene) => carrier(s, 'furniture'), layouts: 3 },
  carrierSacks: { draw: (s: Scene) => carrier(s, 'sacks'), layouts: 3 },
  carrierAppliances: { draw: (s: Scene) => carrier(s, 'appliances'), layouts: 3 },
  carrierPlants: { draw: (s: Scene) => carrier(s, 'plants'), layouts: 3 },
  carrierContainer: { draw: (s: Scene) => carrier(s, 'container'), layouts: 3 },
  carrierTarp: { draw: (s: Scene) => carrier(s, 'tarp'), layouts: 3 },
} satisfies Record<string, { draw: (s: Scene) => string; layouts: number; fixed?: boolean }>;

export type Motif = keyof typeof MOTIFS;

type Rules = readonly (readonly [RegExp, Motif])[];

/** Places, most specific first: a "Temple & Caves" tour is a cave picture, not one more temple. */
const PLACE_WORDS: Rules = [
  [/waterfall|\bfalls\b|talakona|ethipothala/i, 'waterfall'],
  [/\bcaves?\b|borra|belum|undavalli/i, 'caves'],
  [/\bboat|cruise|godavari|papikondalu|\briver\b/i, 'river'],
  [/\bbeach|suryalanka|\bcoast|seaside/i, 'beach'],
  [/buddhist|stupa|amaravati/i, 'stupa'],
  [/kakatiya|warangal|\bfort\b|golconda/i, 'fort'],
  [/canyon|gandikota|camping/i, 'canyon'],
  [/\bfilm\b|ramoji/i, 'film'],
  [/airport|\bflight/i, 'airport'],
  [/hyderabad|charminar|\bcity\b/i, 'city'],
  [
    /temple|tirumala|tirupati|srisailam|darshan|yatra|kshetra|jyotirlinga|bhadrachalam|annavaram|srikalahasti|simhachalam/i,
    'temple',
  ],
  [/araku|\bhills?\b|lambasingi|valley|\bghat|monsoon|vanajangi|forest/i, 'hills'],
];

/** Offers by what they give; money words come last, as most offers mention a price. */
const OFFER_WORDS: Rules = [
  [/airport|\bflight/i, 'airport'],
  [/wedding|marriage/i, 'wedding'],
  [/sankranti|\bkites?\b/i, 'kites'],
  [/dasara|diwali|festive|festival/i, 'lamps'],
  [/\brefer|\bfriends?\b|\bgift/i, 'gift'],
  [/senior|elder/i, 'seniors'],
  [/student|\bgroup/i, 'students'],
  [/family|families/i, 'family'],
  [/\bearly\b|\bhours?\b/i, 'clock'],
  [/\bnight|safety/i, 'night'],
  [/\bchild|\bbaby|\bkids?\b/i, 'childSeat'],
  [/electric|\bev\b|charging/i, 'electric'],
  [/hospital|clinic|medical/i, 'hospital'],
  [/corporate|monthly|business|office/i, 'office'],
  [/outstation|round trip|hometown|highway/i, 'road'],
  ...PLACE_WORDS,
  [/₹|\boff\b|\bsav(e|ing)|discount|bonus|cashback/i, 'coins'],
];

const BLOG_WORDS: Rules = [
  [/\botp\b|fraud|scam|\bsafe/i, 'phone'],
  [/\bpric|\bfare|per-km|\bcost|estimate/i, 'fare'],
  [/elder|senior/i, 'seniors'],
  [/family|\bkids?\b/i, 'family'],
  [/getaway|weekend|\bplan|itinerar/i, 'tripMap'],
  ...PLACE_WORDS,
];

/** The home strips' reasons come first; featured drives and offers read like offers. */
const BANNER_WORDS: Rules = [
  [/verified|licen[cs]e|background/i, 'badge'],
  [/per-km|pricing|surge/i, 'fare'],
  [/help desk|support|24[×x]7/i, 'support'],
  [/\bclean|sanitised|well-kept/i, 'sparkle'],
  [/\broutes?\b|local drivers/i, 'tripMap'],
  ...OFFER_WORDS,
];

const CAR_WASH_WORDS: Rules = [
  [/foam|bubble/i, 'foam'],
  [/steam/i, 'steam'],
  [/drop|aqua|water/i, 'drops'],
  [/detail/i, 'polish'],
  [/shine|sparkle|gloss|mirror|crystal/i, 'sparkle'],
];

const SCHOOL_WORDS: Rules = [
  [/signal/i, 'trafficSignal'],
  [/highway/i, 'highwayLesson'],
  [/\bsafe/i, 'roadSigns'],
];

/** A carrier's load follows its make: small pickups carry produce, big trucks a container. */
const VAN_WORDS: Rules = [
  [/\bace\b/i, 'carrierBoxes'],
  [/bolero|pickup/i, 'carrierCrates'],
  [/dost/i, 'carrierFurniture'],
  [/intra/i, 'carrierSacks'],
  [/supro/i, 'carrierAppliances'],
  [/carry/i, 'carrierPlants'],
  [/eicher|container/i, 'carrierContainer'],
  [/\b407\b/i, 'carrierTarp'],
];

const WORDS: Record<ListingKind, Rules> = {
  tour: PLACE_WORDS,
  offer: OFFER_WORDS,
  carwash: CAR_WASH_WORDS,
  school: SCHOOL_WORDS,
  mechanic: [],
  van: VAN_WORDS,
};

/**
 * What a kind falls back to when no word matches. A mechanic's or a wash's name says nothing
 * about the picture, so these take turns down the list and neighbours never share one.
 */
const FALLBACKS: Record<ListingKind, readonly Motif[]> = {
  tour: ['road'],
  offer: ['carWithTag'],
  carwash: ['jet', 'bucket', 'rollers'],
  school: ['wheelAndPlate', 'learnerCar', 'cones', 'trafficSignal', 'roadSigns', 'highwayLesson'],
  mechanic: ['wrench', 'jack', 'tyre', 'battery', 'oilCan', 'toolbox'],
  van: ['carrierBoxes', 'carrierSacks', 'carrierTarp'],
};

function motifFor(rules: Rules, words: string, fallbacks: readonly Motif[], index: number): Motif {
  return (
    rules.find(([pattern]) => pattern.test(words))?.[1] ?? fallbacks[index % fallbacks.length]!
  );
}

/** The subject of a listing's picture, from its title and any other words about it. */
export function listingMotif(kind: ListingKind, title: string, about = '', index = 0): Motif {
  return motifFor(WORDS[kind], `${title} ${about}`, FALLBACKS[kind], index);
}

export function blogMotif(title: string): Motif {
  return motifFor(BLOG_WORDS, title, ['road'], 0);
}

export function bannerMotif(title: string, subtitle: string): Motif {
  return motifFor(BANNER_WORDS, `${title} ${subtitle}`, ['carWithTag'], 0);
}

/** Words that name the weather, which wins over the light the item's position would give. */
const MOOD_WORDS: readonly (readonly [RegExp, number])[] = [
  [/monsoon|\brain/i, MOODS.findIndex((mood) => mood.rain)],
  [/\bnight/i, MOODS.findIndex((mood) => mood.night)],
  [/winter|\bmist/i, MOODS.findIndex((mood) => mood.mist)],
];

/** Everything that sets one picture apart from the others of its kind. */
export interface Look {
  motif: Motif;
  /** Index into the lights: sky, land and water colours. */
  mood: number;
  layout: number;
  mirrored: boolean;
}

/**
 * The light follows the item's position, so neighbours on a page never share it (unless the
 * item names its weather). `repeat` counts the earlier items of the same list with the same
 * motif: each repeat takes the next layout, then the same layouts mirrored, so a list shows a
 * motif up to twice its layouts (once per layout if it may not be mirrored) without any two
 * pictures alike.
 */
export function lookOf(motif: Motif, words: string, index: number, repeat: number): Look {
  const { layouts, fixed } = MOTIFS[motif] as { layouts: number; fixed?: boolean };
  return {
    motif,
    // A mirrored repeat also moves the light on three steps, as a mirrored symmetric subject
    // (a gopuram, a stupa) would otherwise look the same.
    mood:
      MOOD_WORDS.find(([pattern]) => pattern.test(words))?.[1] ??
      (index + 3 * Math.floor(repeat / layouts)) % MOODS.length,
    layout: repeat % layouts,
    mirrored: !fixed && Math.floor(repeat / layouts) % 2 === 1,
  };
}

/** Draws a look into a design-unit box of width `w` (and height 320). */
function drawLook(
  look: Look,
  words: string,
  index: number,
  w: number,
  keepTopRightClear: boolean,
): string {
  const scene: Scene = {
    w,
    // A whole-number centre keeps every coordinate short.
    cx: Math.round(w / 2),
    mood: MOODS[look.mood]!,
    random: createRandom(hashWords(words)),
    hue: hashWords(words),
    paint: palette(index),
    studio: STUDIO_BACKDROPS[index % STUDIO_BACKDROPS.length]!,
    index,
    layout: look.layout,
    // Tours keep the top right clear, where the page lays the price over the picture; a
    // mirrored scene draws its sun on the right, to land on the left.
    sunSide: keepTopRightClear ? (look.mirrored ? 1 : -1) : 0,
  };
  const body = MOTIFS[look.motif].draw(scene);
  // Mirroring the whole scene keeps it inside the safe area, which is centred.
  return look.mirrored ? `<g transform="matrix(-1 0 0 1 ${r1(w)} 0)">${body}</g>` : body;
}

/**
 * A listing's picture (480×320, 3:2 like the cards): a scene chosen from its title and `about`
 * (more words on the item, such as a tour's destination or a van's make), never its words.
 */
export function listingSvg(options: {
  kind: ListingKind;
  title: string;
  about?: string;
  index: number;
  /** How many earlier items of the list have the same motif (see `lookOf`). */
  repeat?: number;
}): string {
  const words = `${options.title} ${options.about ?? ''}`;
  const motif = listingMotif(options.kind, options.title, options.about, options.index);
  const look = lookOf(motif, words, options.index, options.repeat ?? 0);
  return (
    svgOpen(480, SCENE_HEIGHT, options.title) +
    drawLook(look, words, options.index, 480, options.kind === 'tour') +
    `</svg>`
  );
}

/** A blog's picture, 16:9 like the frames it is shown in; the scene follows the title. */
export function blogSvg(options: { title: string; index: number; repeat?: number }): string {
  const scale = 540 / SCENE_HEIGHT;
  const look = lookOf(blogMotif(options.title), options.title, options.index, options.repeat ?? 0);
  return (
    svgOpen(960, 540, options.title) +
    `<g transform="scale(${scale})">${drawLook(look, options.title, options.index, 960 / scale, false)}</g>` +
    `</svg>`
  );
}

export type BannerKind = 'featured' | 'offer' | 'reason';

const BANNER_LABELS: Record<BannerKind, string> = {
  featured: 'FEATURED',
  offer: 'OFFER',
  reason: 'WHY SAARTHI',
};

/**
 * Roughly how wide a line of bold system-ui text is. It errs wide (the widest common system
 * font is DejaVu Sans), so a line measured to fit does fit.
 */
function textWidth(text: string, size: number): number {
  let ems = 0;
  for (const char of text) {
    if (/[\s.,:;'|!il]/.test(char)) ems += 0.36;
    else if (/[mwMW@]/.test(char)) ems += 1;
    else if (/[A-Z0-9₹%&?]/.test(char)) ems += 0.78;
    else ems += 0.66;
  }
  return ems * size;
}

/** The largest of `sizes` at which `text` wraps into at most `maxLines` lines of `width`. */
export function fitText(
  text: string,
  width: number,
  sizes: readonly number[],
  maxLines: number,
): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines: string[] = [];
    let fits = true;
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const last = lines[lines.length - 1];
      if (last !== undefined && textWidth(`${last} ${word}`, size) <= width) {
        lines[lines.length - 1] = `${last} ${word}`;
      } else {
        if (textWidth(word, size) > width) fits = false;
        lines.push(word);
      }
    }
    if (fits && lines.length <= maxLines) return { size, lines };
  }
  // Past the smallest size the text is simply too long; cut it at a word and mark the cut.
  const size = sizes[sizes.length - 1]!;
  const kept = wrapText(text, Math.floor(width / (size * 0.78)), maxLines);
  return { size, lines: kept };
}

/** The home strips' wide cards (1200×600, 2:1): the title, Saarthi's name and a scene. */
export function bannerSvg(options: {
  kind: BannerKind;
  title: string;
  subtitle: string;
  colourIndex: number;
  repeat?: number;
}): string {
  const [from, to] = palette(options.colourIndex);
  const label = BANNER_LABELS[options.kind];
  // The words stay in the left column, clear of the scene's window on the right.
  const column = 520;
  const title = fitText(options.title, column, [60, 56, 52, 48, 44, 40], 3);
  const subtitle = fitText(options.subtitle, column, [28, 26, 24, 22], 2);
  const titleLead = Math.round(title.size * 1.14);
  const blockHeight = (title.lines.length - 1) * titleLead + 24 + subtitle.lines.length * 32;
  const titleY = Math.round(232 + title.size * 0.8 + (300 - blockHeight - title.size) / 2);
  const subtitleY = titleY + (title.lines.length - 1) * titleLead + 24 + subtitle.size;
  const words = `${options.title} ${options.subtitle}`;
  const motif = bannerMotif(options.title, options.subtitle);
  const look = lookOf(motif, words, options.colourIndex, options.repeat ?? 0);
  const scale = 420 / SCENE_HEIGHT;
  return (
    svgOpen(1200, 600, options.title) +
    `<defs>${linearGradient('banner', [from, to])}<clipPath id="window"><rect x="620" y="90" width="540" height="420" rx="28"/></clipPath></defs>` +
    `<rect width="1200" height="600" fill="url(#banner)"/>` +
    `<g clip-path="url(#window)"><g transform="translate(620 90) scale(${scale})">` +
    drawLook(look, words, options.colourIndex, 540 / scale, false) +
    `</g></g>` +
    `<rect x="620" y="90" width="540" height="420" rx="28" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="6"/>` +
    `<circle cx="92" cy="82" r="24" fill="#fff"/><path d="M80 82L90 92L106 72" fill="none" stroke="${from}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="68" y="150" width="${Math.round(textWidth(label, 20) + label.length * 2 + 36)}" height="44" rx="22" fill="#fff" opacity=".2"/>` +
    `<g font-family="${FONT}" fill="#fff">` +
    `<text x="128" y="94" font-size="34" font-weight="800">Saarthi</text>` +
    `<text x="86" y="180" font-size="20" font-weight="700" letter-spacing="2">${label}</text>` +
    textLines(title.lines, {
      x: 68,
      y: titleY,
      size: title.size,
      lineHeight: titleLead,
      weight: 800,
    }) +
    textLines(subtitle.lines, {
      x: 68,
      y: subtitleY,
      size: subtitle.size,
      lineHeight: 32,
      weight: 500,
    }) +
    `<text x="68" y="560" font-size="20" font-weight="600" opacity=".8">Cars with professional drivers · Andhra Pradesh &amp; Telangana</text>` +
    `</g></svg>`
  );
}
