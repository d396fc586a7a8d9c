/**
 * A page's description written into the built web app's index.html: its `<html lang>`, title,
 * description, canonical and language alternates, Open Graph and Twitter card tags, and its
 * JSON-LD. Everything that comes from data (a car's name, a company's, a blog's words) is escaped
 * for HTML, and JSON-LD for a `<script>` (no `</script>` can end it early).
 */
import {
  LANGUAGE_TAGS,
  LANGUAGES,
  PRODUCT_NAME,
  type Language,
} from '../../../shared/constants.js';
import { escapeHtml } from '../../locales/catalogue.js';
import { absolute, type PageDescription } from './describe-page.js';

/** An address in a language: English is the address itself, the others add `lang`. */
function inLanguage(publicUrl: string, path: string, language: Language): string {
  if (language === 'en') return `${publicUrl}${path}`;
  return `${publicUrl}${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}

/** Open Graph names locales with an underscore (`te_IN`). */
const ogLocale = (language: Language) => LANGUAGE_TAGS[language].replace('-', '_');

/** JSON for inside a `<script>` element: `<`, `>` and `&` as escapes, which JSON reads the same. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function headTags(page: PageDescription, publicUrl: string): string {
  const attribute = escapeHtml;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attribute(content)}" />`;
  const picture = absolute(publicUrl, page.picture.url);
  const url = page.path === null ? null : inLanguage(publicUrl, page.path, page.language);
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
  ];
  if (url === null || page.status !== 200) {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push(`<link rel="canonical" href="${attribute(url)}" />`);
    for (const language of LANGUAGES)
      tags.push(
        `<link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${attribute(inLanguage(publicUrl, page.path!, language))}" />`,
      );
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${attribute(inLanguage(publicUrl, page.path!, 'en'))}" />`,
    );
  }
  tags.push(
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta(
      'property',
      'og:type',
      page.kind === 'article' ? 'article' : page.kind === 'product' ? 'product' : 'website',
    ),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:locale', ogLocale(page.language)),
    ...LANGUAGES.filter((language) => language !== page.language).map((language) =>
      meta('property', 'og:locale:alternate', ogLocale(language)),
    ),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', picture),
    meta('property', 'og:image:alt', page.picture.alt),
    ...(page.picture.width && page.picture.height
      ? [
          meta('property', 'og:image:width', String(page.picture.width)),
          meta('property', 'og:image:height', String(page.picture.height)),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', picture),
    meta('name', 'twitter:image:alt', page.picture.alt),
  );
  for (const data of page.structuredData)
    tags.push(
      `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...data })}</script>`,
    );
  return tags.join('\n    ');
}

/** The inside of a server-rendered `#root`, and the data the browser takes the page over with. */
export interface PageBody {
  html: string;
  served: unknown;
  servedPageId: string;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The built index.html as a template: its own title and description (the home page's, for a
 * browser that runs the app without the server) taken out, so each page writes its own, and its
 * empty `#root` filled when the page was rendered.
 */
export function pageTemplate(indexHtml: string) {
  const bare = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  const headEnd = bare.search(/<\/head>/i);
  const rootAt = bare.indexOf(EMPTY_ROOT);
  if (headEnd < 0 || rootAt < headEnd)
    throw new Error('index.html has no </head> before an empty #root');
  const head = bare.slice(0, headEnd);
  const middle = bare.slice(headEnd, rootAt);
  const end = bare.slice(rootAt + EMPTY_ROOT.length);
  return (page: PageDescription, publicUrl: string, body: PageBody | null = null) => {
    const root = body
      ? `<div id="root">${body.html}</div><script type="application/json" id="${body.servedPageId}">${scriptJson(body.served)}</script>`
      : EMPTY_ROOT;
    return `${head.replace(/<html[^>]*>/i, `<html lang="${LANGUAGE_TAGS[page.language]}">`)}  ${headTags(page, publicUrl)}\n  ${middle}${root}${end}`;
  };
}
