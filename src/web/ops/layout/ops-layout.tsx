import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { CouldNotLoad, LoadingCards, Notice } from '../../components/console/page-parts';
import { AreaTopBar, FrameStart, useAreaLogout } from '../../layout/page-frame';
import { SectionRow } from '../../layout/section-row';
import { useLanguagePreferenceSync } from '../../lib/i18n/language-preference';
import { useAuth } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { isNotOperator, isSessionEnded, opsKeys, useOperator } from '../api';
import { AlertIcon, StorefrontIcon } from '../components/icons';
import { opsPaths } from '../ops-paths';
import { SignedOutNotice } from '../../components/console/signed-out';
import { MessageTables } from '../../lib/i18n/server-messages';
import { OPS_AREA_MESSAGES } from '../server-messages';
import { OPS_NAV } from './ops-nav';
import { SosAlerts } from '../sos/sos-alerts';

/**
 * docs/product/marketplace.md#operator-console: the Saarthi team's frame around /ops pages. Operators work at a
 * desk, so from laptops up the sections stand in a column at the left, always in sight; on a
 * phone they scroll in a row under the top bar. The server decides who may see the console
 * (GET /api/admin/me): signed-out visitors are asked to log in, other accounts are told it is not
 * theirs, and no page inside asks again.
 *
 * Each console page renders it around itself, as the partner portal's pages do, so that the route
 * table loads one chunk per area (see partner-layout.tsx).
 */
export function OpsLayout({ children }: { children: ReactNode }) {
  useLanguagePreferenceSync();
  const { t } = useLingui();
  const { isSignedIn } = useAuth();
  const operator = useOperator();
  const admitted = isSignedIn && operator.isSuccess;
  return (
    <MessageTables tables={OPS_AREA_MESSAGES}>
      <div className="flex min-h-screen flex-col bg-slate-50">
        <FrameStart />
        <OpsTopBar signedIn={isSignedIn} name={admitted ? operator.data.name : undefined} />
        <div className="mx-auto flex w-full max-w-7xl flex-1 gap-6 px-4 sm:px-6 lg:px-8">
          {admitted ? <SideNav /> : null}
          <main id="main" className="min-w-0 flex-1 pb-16 pt-6 sm:pt-8">
            {!isSignedIn ? (
              <SignedOut />
            ) : operator.isPending ? (
              <LoadingCards label={t`Opening the console…`} />
            ) : operator.isError ? (
              isNotOperator(operator.error) ? (
                <NotAnOperator />
              ) : isSessionEnded(operator.error) ? (
                <SignedOut />
              ) : (
                <CouldNotLoad query={operator} />
              )
            ) : (
              <>
                <SosAlerts />
                {children}
              </>
            )}
          </main>
        </div>
      </div>
    </MessageTables>
  );
}

function OpsTopBar({ signedIn, name }: { signedIn: boolean; name: string | undefined }) {
  const { t } = useLingui();
  const logout = useAreaLogout(opsKeys.all);

  return (
    <AreaTopBar
      home={opsPaths.home}
      borderClassName="border-slate-200"
      rowClassName="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
      badge={{
        text: t({
          message: 'Ops',
          comment: 'Badge beside the Saarthi logo in the operator console',
        }),
        className:
          'rounded-md bg-brand-900 px-1.5 py-0.5 text-[0.7rem] font-bold uppercase tracking-wider text-white',
      }}
      account={
        name ? (
          <span className="hidden max-w-48 truncate text-sm text-muted lg:inline">{name}</span>
        ) : null
      }
      siteIcon={<StorefrontIcon className="md:text-base" />}
      signedIn={signedIn}
      onLogout={logout}
    >
      {name ? (
        // Phones and tablets: the sections scroll in a row of their own.
        <SectionRow
          label={t`Operator console`}
          entries={OPS_NAV}
          className="border-t border-slate-100 lg:hidden"
          listClassName="flex items-center gap-1 overflow-x-auto px-4 py-1.5"
          linkClassName="flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold"
          idleClassName="text-slate-600 hover:text-brand-700"
        />
      ) : null}
    </AreaTopBar>
  );
}

/** Laptops and up: the sections in a column at the left, in sight while the page scrolls. */
function SideNav() {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Operator console`} className="hidden w-52 shrink-0 pt-8 lg:block">
      <ul className="sticky top-24 flex flex-col gap-1">
        {OPS_NAV.map(({ label, to, end, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold transition-colors ${
                  isActive
                    ? 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-200'
                    : 'text-slate-600 hover:bg-white hover:text-brand-700'
                }`
              }
            >
              <Icon className="text-lg" />
              {i18n._(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The console needs an operator's account; the login page returns home, so say how to come back. */
function SignedOut() {
  const { t } = useLingui();
  return (
    <SignedOutNotice areaTitle={t`Operator console`} loginLabel={<Trans>Log in</Trans>}>
      <p>
        <Trans>
          The operator console is where the Saarthi team checks companies, moderates reviews and
          keeps the site's content. Log in with your operator account, then open /ops again.
        </Trans>
      </p>
    </SignedOutNotice>
  );
}

/** A customer or a partner who found the address: nothing of the console is theirs to see. */
function NotAnOperator() {
  const { t } = useLingui();
  useDocumentTitle(t`Operator console`);
  return (
    <Notice
      icon={<AlertIcon />}
      title={t`This area is for the Saarthi team`}
      actions={
        <Link to={paths.home} className="btn-primary">
          <Trans>Back to Saarthi</Trans>
        </Link>
      }
    >
      <p>
        <Trans>
          Your account is not an operator's. If you run a travel company, your tools are in the
          partner portal.
        </Trans>
      </p>
    </Notice>
  );
}
