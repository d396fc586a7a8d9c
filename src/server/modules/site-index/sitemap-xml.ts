/**
 * The sitemaps protocol's documents (sitemaps.org/protocol.html) written as text: an index of
 * sitemaps, and a sitemap of page addresses, each with its alternates in the other languages
 * (Google's `xhtml:link rel="alternate" hreflang`). Pure: the routes give the addresses.
 */
import { LANGUAGES, LANGUAGE_TAGS } from '../../../shared/constants.js';

/** The protocol's limit of addresses in one sitemap file (and of sitemaps in one index). */
export const SITEMAP_MAX_URLS = 50_000;

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The opening of a sitemap of pages; its entries follow, then {@link URLSET_CLOSE}. */
export const URLSET_OPEN = `${HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const URLSET_CLOSE = '</urlset>\n';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe inside an element or an attribute: the protocol asks for entity-escaped URLs. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

export interface PageAddress {
  /** The absolute address of the page. */
  loc: string;
  /** When it last changed, as a W3C datetime; left out where nothing records it. */
  lastmod?: string;
  /** Whether to name the page's Telugu, Hindi and English versions (`?lang=`). */
  alternates?: boolean;
}

/** The page in each language the storefront speaks, plus `x-default`: the plain address. */
function alternatesOf(loc: string): string {
  const joiner = loc.includes('?') ? '&' : '?';
  const links = LANGUAGES.map(
    (language) =>
      `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${escapeXml(`${loc}${joiner}lang=${language}`)}"/>`,
  );
  links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(loc)}"/>`);
  return links.join('');
}

/** One `<url>` of a sitemap, on its own line. */
export function urlEntry({ loc, lastmod, alternates = false }: PageAddress): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${
    alternates ? alternatesOf(loc) : ''
  }</url>\n`;
}

/** A whole sitemap of a few pages. */
export function urlset(pages: Iterable<PageAddress>): string {
  let text = URLSET_OPEN;
  for (const page of pages) text += urlEntry(page);
  return text + URLSET_CLOSE;
}

/** The sitemap index: where each sitemap file is, and when its newest page changed if known. */
export function sitemapIndex(sitemaps: readonly { loc: string; lastmod?: string }[]): string {
  const entries = sitemaps.map(
    ({ loc, lastmod }) =>
      `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`,
  );
  return `${HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}
