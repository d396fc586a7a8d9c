import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { MailIcon, PhoneIcon } from '../../components/icons';
import { AreaTopBar, FrameStart, useAreaLogout } from '../../layout/page-frame';
import { SectionRow } from '../../layout/section-row';
import { useLanguagePreferenceSync } from '../../lib/i18n/language-preference';
import { useAuth } from '../../lib/use-auth';
import { paths } from '../../paths';
import { portalPaths } from '../portal-paths';
import { SignedOutNotice } from '../../components/console/signed-out';
import { partnerKeys, useSupportContact } from '../api';
import { telHref } from '../../lib/site';
import { StorefrontIcon } from '../components/icons';
import { MessageTables } from '../../lib/i18n/server-messages';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { PARTNER_NAV } from './partner-nav';
import { CompanyBell } from './partner-bell';
import { useWaitingRequests } from '../bookings/api';

/**
 * docs/product/marketplace.md#partner-portal: the travel companies' own frame around /partner pages. A top bar
 * with the portal's sections from tablets up; on phones, where partners mostly work, the sections
 * sit in a bar at the bottom within thumb reach. Signed-out visitors are asked to log in here,
 * once, so no page inside has to.
 *
 * Each portal page renders it around itself, rather than the route table loading it as a layout
 * route: a lazy chunk that routes.tsx loads and that is not a page counts, for the bundle check
 * (scripts/check-bundle-size.ts), as a deferred part of the home page. In the pages' chunks it is
 * loaded with the first portal page and shared by the others.
 */
export function PartnerLayout({ children }: { children: ReactNode }) {
  useLanguagePreferenceSync();
  const { isSignedIn } = useAuth();
  return (
    <MessageTables tables={PARTNER_AREA_MESSAGES}>
      <div className="flex min-h-screen flex-col">
        <FrameStart />
        <PartnerTopBar signedIn={isSignedIn} />
        {/* Room at the bottom on phones, so the bottom bar never covers a page's last button. */}
        <main id="main" className="flex-1 pb-28 pt-6 sm:pt-8 md:pb-16">
          <div className="container-page max-w-5xl">{isSignedIn ? children : <SignedOut />}</div>
        </main>
        <PartnerFooter />
        {isSignedIn ? <BottomNav /> : null}
      </div>
    </MessageTables>
  );
}

function PartnerTopBar({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  const logout = useAreaLogout(partnerKeys.all);

  return (
    <AreaTopBar
      home={portalPaths.home}
      borderClassName="border-slate-100"
      rowClassName="container-page max-w-5xl"
      badge={{
        text: t({
          message: 'Partner',
          comment: 'Badge beside the Saarthi logo in the partner portal',
        }),
        className:
          'rounded-md bg-accent-300/50 px-1.5 py-0.5 text-[0.7rem] font-bold uppercase tracking-wider text-accent-700',
      }}
      // The company's own notifications (its bookings and papers): the storefront's bell shows
      // only the account's trips.
      account={signedIn ? <CompanyBell /> : undefined}
      siteIcon={<StorefrontIcon className="md:text-base" />}
      signedIn={signedIn}
      onLogout={logout}
    >
      {signedIn ? (
        // From tablets up the sections sit in a row of their own under the brand: eight of them
        // and the account's controls do not fit one row beside the logo.
        <SectionRow
          label={t`Partner portal`}
          entries={PARTNER_NAV}
          className="hidden border-t border-slate-100 md:block"
          listClassName="container-page flex max-w-5xl items-center gap-1 overflow-x-auto py-1.5"
          linkClassName="flex shrink-0 items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold transition-colors"
          idleClassName="text-slate-600 hover:bg-slate-50 hover:text-brand-700"
          after={{ [portalPaths.bookings]: <WaitingCount /> }}
        />
      ) : null}
    </AreaTopBar>
  );
}

/**
 * How many booking requests wait for the company's answer, beside Bookings in both menus; nothing
 * while there are none or the count cannot be read.
 */
function WaitingCount({ show = 'both' }: { show?: 'both' | 'badge' | 'words' }) {
  const waiting = useWaitingRequests();
  const count = waiting.data?.total ?? 0;
  if (count === 0) return null;
  return (
    <>
      {show !== 'words' ? (
        <span
          aria-hidden="true"
          className={`min-w-5 rounded-full bg-danger px-1 text-center text-[11px] font-bold leading-5 text-white ${show === 'badge' ? 'absolute -right-1 -top-1' : ''}`}
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
      {/* Read after the section's name, so its accessible name starts with what it shows. */}
      {show !== 'badge' ? (
        <span className="sr-only">
          {' '}
          <Plural value={count} one="(# request waiting)" other="(# requests waiting)" />
        </span>
      ) : null}
    </>
  );
}

const bottomItem =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-xs font-semibold leading-tight';

/** Phones: the portal's sections, always within thumb reach. */
function BottomNav() {
  const { t, i18n } = useLingui();
  return (
    <nav
      aria-label={t`Partner portal`}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_12px_rgb(16_24_40/0.06)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md">
        {PARTNER_NAV.filter((entry) => !entry.notOnPhones).map(({ label, to, end, Icon }) => (
          <li key={to} className="flex flex-1">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `${bottomItem} ${isActive ? 'text-brand-700' : 'text-muted hover:text-brand-700'}`
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={`relative grid h-7 w-12 place-items-center rounded-full text-xl transition-colors ${isActive ? 'bg-brand-50' : ''}`}
                  >
                    <Icon />
                    {to === portalPaths.bookings ? <WaitingCount show="badge" /> : null}
                  </span>
                  {i18n._(label)}
                  {to === portalPaths.bookings ? <WaitingCount show="words" /> : null}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PartnerFooter() {
  const support = useSupportContact();
  return (
    <footer className="hidden border-t border-slate-200 bg-white md:block">
      <div className="container-page flex max-w-5xl flex-wrap items-center justify-between gap-3 py-5 text-sm text-muted">
        <p>
          <Trans>Saarthi for travel companies</Trans>
        </p>
        {support ? (
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span>
              <Trans>Partner support:</Trans>
            </span>
            <a
              href={telHref(support.phone)}
              className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
            >
              <PhoneIcon />
              {support.phone}
            </a>
            <a
              href={`mailto:${support.email}`}
              className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
            >
              <MailIcon />
              {support.email}
            </a>
          </p>
        ) : null}
      </div>
    </footer>
  );
}

/**
 * The portal needs an account. The login page takes no return address (it goes home after
 * signing in), so this says where to find the portal again.
 */
function SignedOut() {
  const { t } = useLingui();
  return (
    <SignedOutNotice
      areaTitle={t`Partner portal`}
      loginLabel={<Trans>Log in or sign up</Trans>}
      otherActions={
        // On phones the top bar has no room for the way back, and no bottom bar yet.
        <Link to={paths.home} className="btn-ghost">
          <Trans>Back to Saarthi</Trans>
        </Link>
      }
    >
      <p>
        <Trans>
          The partner portal is where travel companies register with Saarthi and manage their
          company. Log in with your Saarthi account, or sign up for one.
        </Trans>
      </p>
      <p className="mt-3 text-sm">
        <Trans>
          After logging in, open “For travel companies” in the account menu to come back.
        </Trans>
      </p>
    </SignedOutNotice>
  );
}
