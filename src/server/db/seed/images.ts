/**
 * Demo images drawn as small SVG files (DESIGN "Demo data": the machines have no internet, so
 * nothing is downloaded). Each function returns a complete SVG document of a few kilobytes.
 */
import type { BodyType } from '../../../shared/partner-constants.js';

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

function textLines(
  lines: readonly string[],
  options: {
    x: number;
    y: number;
    size: number;
    lineHeight: number;
    fill: string;
    weight?: number;
    anchor?: string;
  },
): string {
  const anchor = options.anchor ? ` text-anchor="${options.anchor}"` : '';
  const spans = lines
    .map(
      (line, index) =>
        `<tspan x="${options.x}" dy="${index === 0 ? 0 : options.lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return (
    `<text x="${options.x}" y="${options.y}" font-family="${FONT}" font-size="${options.size}" ` +
    `font-weight="${options.weight ?? 700}" fill="${options.fill}"${anchor}>${spans}</text>`
  );
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

/** Simple white pictograms, each drawn in a box of about 200×130 around (0, 0). */
const ICONS: Record<ListingKind, string> = {
  offer:
    `<path d="M20 10H110L160 60L110 110H20Q10 110 10 100V20Q10 10 20 10Z" fill="#fff"/>` +
    `<circle cx="38" cy="60" r="9" fill="#0f172a" opacity=".25"/>` +
    `<text x="92" y="78" font-family="${FONT}" font-size="52" font-weight="800" fill="#be123c" text-anchor="middle">%</text>`,
  van:
    `<path d="M0 30H110V100H0Z" fill="#fff"/><path d="M116 50H160L190 78V100H116Z" fill="#fff"/>` +
    `<path d="M128 58H156L176 78H128Z" fill="#0f172a" opacity=".3"/>` +
    `<circle cx="36" cy="106" r="17" fill="#1f2937"/><circle cx="36" cy="106" r="7" fill="#d1d5db"/>` +
    `<circle cx="156" cy="106" r="17" fill="#1f2937"/><circle cx="156" cy="106" r="7" fill="#d1d5db"/>`,
  tour:
    `<circle cx="150" cy="22" r="20" fill="#fde68a"/>` +
    `<path d="M0 110L60 30L100 80L130 50L200 110Z" fill="#fff"/>` +
    `<path d="M60 30L74 48L60 44L48 48Z" fill="#e2e8f0"/>` +
    `<path d="M0 122H200" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".6"/>`,
  carwash:
    `<path d="M14 92Q12 76 30 72L54 68Q70 48 92 44L132 44Q150 46 162 66L184 70Q196 74 196 88V96H14Z" fill="#fff"/>` +
    `<circle cx="56" cy="98" r="14" fill="#1f2937"/><circle cx="156" cy="98" r="14" fill="#1f2937"/>` +
    `<circle cx="40" cy="20" r="12" fill="#fff" opacity=".7"/><circle cx="70" cy="6" r="8" fill="#fff" opacity=".6"/>` +
    `<circle cx="150" cy="14" r="14" fill="#fff" opacity=".7"/><circle cx="118" cy="0" r="7" fill="#fff" opacity=".5"/>`,
  mechanic:
    `<circle cx="130" cy="62" r="40" fill="none" stroke="#fff" stroke-width="16" stroke-dasharray="14 10"/>` +
    `<circle cx="130" cy="62" r="20" fill="#fff"/>` +
    `<path d="M20 112L78 54Q70 30 90 18Q102 12 114 16L96 34L102 46L114 52L132 34Q136 46 130 58Q118 78 94 70L36 128Z" fill="#fff"/>`,
  school:
    `<circle cx="70" cy="64" r="54" fill="none" stroke="#fff" stroke-width="14"/>` +
    `<circle cx="70" cy="64" r="12" fill="#fff"/>` +
    `<path d="M22 72H118M70 76V118" stroke="#fff" stroke-width="12"/>` +
    `<rect x="140" y="24" width="60" height="70" rx="8" fill="#fff"/>` +
    `<text x="170" y="80" font-family="${FONT}" font-size="54" font-weight="800" fill="#dc2626" text-anchor="middle">L</text>`,
};

/** A listing card picture: a gradient scene with a pictogram and the listing title. */
export function listingSvg(options: {
  kind: ListingKind;
  title: string;
  subtitle: string;
  colourIndex: number;
}): string {
  const [from, to] = palette(options.colourIndex);
  return (
    svgOpen(480, 320, options.title) +
    `<defs>${linearGradient('bg', [from, to])}</defs>` +
    `<rect width="480" height="320" fill="url(#bg)"/>` +
    `<circle cx="420" cy="40" r="90" fill="#fff" opacity=".08"/><circle cx="40" cy="250" r="70" fill="#fff" opacity=".06"/>` +
    `<g transform="translate(140 36)">${ICONS[options.kind]}</g>` +
    `<rect y="208" width="480" height="112" fill="#0f172a" opacity=".35"/>` +
    textLines(wrapText(options.title, 34, 2), {
      x: 24,
      y: 244,
      size: 24,
      lineHeight: 28,
      fill: '#fff',
    }) +
    textLines(wrapText(options.subtitle, 48, 1), {
      x: 24,
      y: 302,
      size: 15,
      lineHeight: 18,
      fill: '#e2e8f0',
      weight: 500,
    }) +
    `</svg>`
  );
}

export type BannerKind = 'featured' | 'offer' | 'reason' | 'blog';

const BANNER_LABELS: Record<BannerKind, string> = {
  featured: 'FEATURED',
  offer: 'OFFER',
  reason: 'WHY SAARTHI',
  blog: 'SAARTHI BLOG',
};

/** The right-hand art of a banner: a car for featured/offers, a check badge for reasons. */
function bannerArt(kind: BannerKind): string {
  if (kind === 'reason') {
    return (
      `<g transform="translate(930 300)"><circle r="150" fill="#fff" opacity=".12"/><circle r="105" fill="#fff"/>` +
      `<path d="M-48 2L-14 36L52 -34" fill="none" stroke="#0f766e" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/></g>`
    );
  }
  if (kind === 'blog') {
    return (
      `<g transform="translate(760 170)" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round">` +
      `<path d="M0 300Q120 140 220 200T380 40" opacity=".5"/></g>` +
      `<g transform="translate(1100 150)"><path d="M0 -40Q-40 -40 -40 0Q-40 30 0 80Q40 30 40 0Q40 -40 0 -40Z" fill="#fff"/><circle cy="-2" r="14" fill="#be123c"/></g>`
    );
  }
  return `<g transform="translate(700 240) scale(1.05)">${carShape(kind === 'offer' ? 'sedan' : 'suv', '#ffffff')}</g>`;
}

/** A wide home-strip or blog banner (1200×600) with a big title and Saarthi branding. */
export function bannerSvg(options: {
  kind: BannerKind;
  title: string;
  subtitle: string;
  colourIndex: number;
}): string {
  const [from, to] = palette(options.colourIndex);
  const label = BANNER_LABELS[options.kind];
  const lines = wrapText(options.title, 18, 3);
  // Below the label pill, with the title block centred in the space above the footer.
  const titleY = 250 + (3 - lines.length) * 30;
  return (
    svgOpen(1200, 600, options.title) +
    `<defs>${linearGradient('bg', [from, to])}</defs>` +
    `<rect width="1200" height="600" fill="url(#bg)"/>` +
    `<circle cx="1080" cy="80" r="220" fill="#fff" opacity=".07"/><circle cx="120" cy="560" r="180" fill="#fff" opacity=".06"/>` +
    bannerArt(options.kind) +
    `<circle cx="92" cy="82" r="24" fill="#fff"/><path d="M80 82L90 92L106 72" fill="none" stroke="${from}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<text x="128" y="94" font-family="${FONT}" font-size="34" font-weight="800" fill="#fff">Saarthi</text>` +
    `<rect x="68" y="150" width="${label.length * 14 + 36}" height="44" rx="22" fill="#fff" opacity=".2"/>` +
    `<text x="86" y="180" font-family="${FONT}" font-size="20" font-weight="700" fill="#fff" letter-spacing="2">${label}</text>` +
    textLines(lines, { x: 68, y: titleY, size: 60, lineHeight: 70, fill: '#fff', weight: 800 }) +
    textLines(wrapText(options.subtitle, 52, 1), {
      x: 68,
      y: titleY + (lines.length - 1) * 70 + 62,
      size: 28,
      lineHeight: 32,
      fill: '#fff',
      weight: 500,
    }) +
    `<text x="68" y="560" font-family="${FONT}" font-size="20" font-weight="600" fill="#fff" opacity=".8">Cars with professional drivers · Andhra Pradesh &amp; Telangana</text>` +
    `</svg>`
  );
}
