import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import type { SiteConfig } from '@shared/contracts/site';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  TwitterIcon,
  YoutubeIcon,
} from '../components/icons';
import { telHref, useSiteConfig } from '../lib/site';
import { BrandHomeLink } from './brand-logo';
import { paths } from '../paths';
import { FOOTER_GROUPS } from './nav-links';

type SocialKey = keyof SiteConfig['social'];

const SOCIALS: { key: SocialKey; name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
  { key: 'twitter', name: 'Twitter', Icon: TwitterIcon },
  { key: 'youtube', name: 'YouTube', Icon: YoutubeIcon },
  { key: 'linkedin', name: 'LinkedIn', Icon: LinkedinIcon },
];

const linkClass =
  'rounded text-sm text-brand-100 transition-colors hover:text-white hover:underline underline-offset-4';

/** docs/product/storefront.md#pages-and-routes: the footer on every page: the sixteen links, support contact and social links. */
export function Footer() {
  const { t, i18n } = useLingui();
  const { supportPhone, supportEmail, officeAddress, social } = useSiteConfig();
  // A social account that is not configured is left out rather than shown as a dead link.
  const socials = SOCIALS.filter(({ key }) => social[key].trim() !== '');
  const year = new Date().getFullYear();

  return (
    <footer className="bg-brand-900 text-white">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8">
        <div className="sm:col-span-2 lg:col-span-4">
          <BrandHomeLink to={paths.home} tone="light" className="inline-block rounded-lg" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-100">
            <Trans>
              Cars with professional drivers from verified travel companies in Vijayawada, Guntur,
              Hyderabad, Visakhapatnam and Tirupati. Regular, prime and luxury, for a day in town or
              a trip out of it.
            </Trans>
          </p>
          {socials.length > 0 ? (
            <ul className="mt-6 flex flex-wrap gap-3" aria-label={t`Social media`}>
              {socials.map(({ key, name, Icon }) => (
                <li key={key}>
                  <a
                    href={social[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t`Saarthi on ${name}`}
                    className="grid h-10 w-10 place-items-center rounded-full bg-white/10 text-lg text-white transition-colors hover:bg-accent-400 hover:text-brand-900"
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav
          aria-label={t`Footer`}
          className="grid grid-cols-2 gap-8 sm:col-span-2 sm:grid-cols-3 lg:col-span-5"
        >
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title.id}>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-accent-300">
                {i18n._(group.title)}
              </h2>
              <ul className="mt-4 space-y-2.5">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {i18n._(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className="sm:col-span-2 lg:col-span-3">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-accent-300">
            <Trans>Talk to us</Trans>
          </h2>
          <ul className="mt-4 space-y-4 text-sm">
            <li className="flex gap-3">
              <PhoneIcon className="mt-0.5 shrink-0 text-base text-accent-400" />
              <span>
                <span className="block text-xs text-brand-200">
                  <Trans>Help desk</Trans>
                </span>
                <a
                  href={telHref(supportPhone)}
                  className="font-semibold text-white hover:underline"
                >
                  {supportPhone}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <MailIcon className="mt-0.5 shrink-0 text-base text-accent-400" />
              <span className="min-w-0">
                <span className="block text-xs text-brand-200">
                  <Trans>E-mail</Trans>
                </span>
                <a
                  href={`mailto:${supportEmail}`}
                  className="break-all font-semibold text-white hover:underline"
                >
                  {supportEmail}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <MapPinIcon className="mt-0.5 shrink-0 text-base text-accent-400" />
              <span>
                <span className="block text-xs text-brand-200">
                  <Trans>Office</Trans>
                </span>
                <address className="not-italic leading-relaxed text-brand-100">
                  {officeAddress}
                </address>
              </span>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        {/* Right padding keeps the line clear of the fixed Help Desk button on phones. */}
        <div className="container-page flex flex-col gap-2 py-5 pr-20 text-xs text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <Trans>© {year} Saarthi. All rights reserved.</Trans>
          </p>
          <p>
            <Trans>Every car comes with a professional driver · For adults 18+</Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
