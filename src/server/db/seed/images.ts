/**
 * Demo images drawn as small SVG files (DESIGN "Demo data": the machines have no internet, so
 * nothing is downloaded). Each function returns a complete SVG document of a few kilobytes.
 */

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

export type CarBody = 'sedan' | 'suv';

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

/** A side view of a car, drawn in a 480×320 box with its front to the right. */
function carShape(body: CarBody, colour: string): string {
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="232" r="31" fill="#1f2937"/><circle cx="${cx}" cy="232" r="15" fill="#d1d5db"/>` +
    `<circle cx="${cx}" cy="232" r="5" fill="#6b7280"/>`;
  if (body === 'sedan') {
    return (
      `<ellipse cx="252" cy="262" rx="205" ry="10" fill="#000" opacity=".15"/>` +
      `<path d="M62 222Q58 196 84 188L142 180Q178 142 222 134L300 132Q336 134 366 174L420 182Q442 188 442 208L442 222Q442 232 432 232L72 232Q62 232 62 222Z" fill="${colour}" stroke="#0f172a" stroke-opacity=".3" stroke-width="2"/>` +
      `<path d="M164 178Q190 148 224 144L256 144L256 178ZM266 144L298 144Q324 148 346 178L266 178Z" fill="#dbeafe" opacity=".92"/>` +
      `<path d="M70 204L440 204" stroke="#000" stroke-opacity=".14" stroke-width="4"/>` +
      `<path d="M260 182L260 228" stroke="#000" stroke-opacity=".18" stroke-width="2"/>` +
      `<ellipse cx="433" cy="196" rx="8" ry="5" fill="#fde68a"/><rect x="62" y="192" width="9" height="9" rx="2" fill="#ef4444"/>` +
      wheel(142) +
      wheel(362)
    );
  }
  return (
    `<ellipse cx="250" cy="262" rx="210" ry="10" fill="#000" opacity=".15"/>` +
    `<path d="M56 222L56 132Q58 112 80 110L318 110Q336 110 348 124L378 162Q430 166 438 186L440 222Q440 232 430 232L66 232Q56 232 56 222Z" fill="${colour}" stroke="#0f172a" stroke-opacity=".3" stroke-width="2"/>` +
    `<path d="M74 124L140 124L140 160L74 160ZM150 124L240 124L240 160L150 160ZM250 124L316 124Q328 124 336 134L356 160L250 160Z" fill="#dbeafe" opacity=".92"/>` +
    `<path d="M60 196L438 196" stroke="#000" stroke-opacity=".14" stroke-width="4"/>` +
    `<path d="M245 166L245 226" stroke="#000" stroke-opacity=".18" stroke-width="2"/>` +
    `<rect x="66" y="102" width="250" height="6" rx="3" fill="#374151"/>` +
    `<ellipse cx="432" cy="190" rx="8" ry="5" fill="#fde68a"/><rect x="56" y="176" width="9" height="10" rx="2" fill="#ef4444"/>` +
    wheel(140) +
    wheel(360)
  );
}

export function carSvg(options: {
  name: string;
  variant: string;
  colour: string;
  body: CarBody;
  backdrop: number;
}): string {
  const backdrop = LIGHT_BACKDROPS[options.backdrop % LIGHT_BACKDROPS.length]!;
  return (
    svgOpen(480, 320, options.name) +
    `<defs>${linearGradient('bg', backdrop, true)}</defs>` +
    `<rect width="480" height="320" fill="url(#bg)"/>` +
    `<rect y="262" width="480" height="58" fill="#cbd5e1" opacity=".55"/>` +
    `<path d="M20 292H110M170 292H260M320 292H410" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
    carShape(options.body, options.colour) +
    textLines(wrapText(options.name, 30, 1), {
      x: 24,
      y: 44,
      size: 24,
      lineHeight: 28,
      fill: '#0f172a',
    }) +
    textLines([options.variant], {
      x: 24,
      y: 70,
      size: 15,
      lineHeight: 18,
      fill: '#475569',
      weight: 500,
    }) +
    `<text x="456" y="42" font-family="${FONT}" font-size="14" font-weight="800" fill="#0f766e" text-anchor="end">SAARTHI</text>` +
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
