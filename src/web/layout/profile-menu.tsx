import { Trans, useLingui } from '@lingui/react/macro';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronDownIcon, LoginIcon, LogoutIcon, UserIcon } from '../components/icons';
import { useLogout } from '../lib/session';
import { useAuth } from '../lib/use-auth';
import { paths } from '../paths';
import { accountNav } from './nav-links';
import { ProfilePhoto } from './profile-photo';
import { usePopoverDismiss } from '../lib/use-popover-dismiss';

const itemClass =
  'flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700 focus:bg-brand-50 focus:text-brand-700 focus:outline-none';

/**
 * docs/product/storefront.md#pages-and-routes: the profile-icon dropdown with My Profile, Queries (and My trips once signed in,
 * docs/product/trips-and-money.md#bookings) and Login or Logout. Follows the
 * WAI-ARIA menu button pattern: arrows move between entries, Escape and outside clicks close it.
 */
export function ProfileMenu() {
  const { t, i18n } = useLingui();
  const { isSignedIn, role } = useAuth();
  const navigate = useNavigate();
  const endSession = useLogout();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  usePopoverDismiss(open, close, rootRef, buttonRef);
  useEffect(() => {
    // An opened menu puts the focus on its first item.
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  function onMenuKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items.at((next + items.length) % items.length)?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  }

  function logout() {
    // docs/product/storefront.md#pages-and-routes: Logout removes the stored token and goes to the login page; the server ends the
    // account's sessions on every device meanwhile.
    void endSession();
    setOpen(false);
    navigate(paths.user);
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={t`Account menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-1.5 rounded-full border border-slate-200 bg-white py-1 pl-1 pr-2.5 text-brand-700 transition-colors hover:border-brand-200 hover:bg-brand-50"
      >
        <span className="relative grid h-8 w-8 place-items-center rounded-full bg-brand-50 text-lg">
          <UserIcon />
          {isSignedIn ? <ProfilePhoto /> : null}
          {isSignedIn ? (
            <span
              className="absolute -right-0.5 -top-0.5 h-2.5 w-2.5 rounded-full border-2 border-white bg-success"
              aria-hidden="true"
            />
          ) : null}
        </span>
        <ChevronDownIcon className={`text-sm transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>

      {open ? (
        <div className="card absolute right-0 z-50 mt-2 w-64 overflow-hidden py-2 ring-1 ring-black/5">
          <div className="border-b border-slate-100 px-4 pb-3 pt-1">
            <p className="text-sm font-semibold text-brand-900">
              {isSignedIn ? t`You are signed in` : t`Welcome to Saarthi`}
            </p>
            <p className="text-xs text-muted">
              {isSignedIn
                ? t`Your profile and the cars you asked about.`
                : t`Log in to see travel company contacts.`}
            </p>
          </div>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            onKeyDown={onMenuKeyDown}
            className="pt-1"
          >
            {accountNav(isSignedIn, role).map(({ Icon, ...entry }) => (
              <Link
                key={entry.to}
                to={entry.to}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => setOpen(false)}
              >
                <Icon className="text-lg text-brand-600" />
                {i18n._(entry.label)}
              </Link>
            ))}
            <div role="separator" className="my-1 border-t border-slate-100" />
            {isSignedIn ? (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={logout}
              >
                <LogoutIcon className="text-lg text-danger" />
                <Trans>Logout</Trans>
              </button>
            ) : (
              <Link
                to={paths.user}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => setOpen(false)}
              >
                <LoginIcon className="text-lg text-brand-600" />
                <Trans>Login</Trans>
              </Link>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
