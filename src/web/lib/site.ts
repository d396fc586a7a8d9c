import { queryOptions, useQuery } from '@tanstack/react-query';
import { SiteConfigSchema, type SiteConfig } from '@shared/contracts/site';
import { apiRequest } from './api-client';

/** Shown until /api/site answers, so the phone number is never blank. */
export const SITE_FALLBACK: SiteConfig = {
  supportPhone: '+91 90000 12345',
  supportEmail: 'support@saarthi.in',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a postal address is written as it is
  officeAddress: 'Saarthi Mobility Pvt. Ltd., MG Road, Labbipet, Vijayawada, Andhra Pradesh 520010',
  social: { facebook: '', instagram: '', twitter: '', youtube: '', linkedin: '' },
  googleClientId: null,
};

export const getSiteConfig = () => apiRequest('/api/site', { schema: SiteConfigSchema });

export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: getSiteConfig,
  staleTime: 10 * 60_000,
});

/** Support phone, e-mail, address and social links from server configuration. */
export function useSiteConfig(): SiteConfig {
  const { data } = useQuery(siteConfigQueryOptions);
  return data ?? SITE_FALLBACK;
}

/** `tel:` form of a display number: digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
