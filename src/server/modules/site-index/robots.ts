/**
 * Where a crawler may go. Everything of the storefront is open; what belongs to one person or
 * one company (their pages answer nothing without a login anyway) and the API are not for search
 * results, so crawlers are asked not to spend their visits there. This is a request to polite
 * crawlers, not protection: the guards of each route are.
 */
const PRIVATE_PREFIXES = [
  // The partner portal and the operator console.
  '/partner',
  '/ops',
  // A customer's own pages, and the login that leads to them.
  '/profile',
  '/trips',
  '/t/',
  '/quries',
  '/user',
  '/api/',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
