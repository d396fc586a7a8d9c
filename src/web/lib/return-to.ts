import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../paths';
import { useAuth } from './use-auth';

/**
 * After a login that an action asked for (reveal a contact, write a review, book), the customer
 * comes back to the page they were on with that action ready, instead of the home page; a plain
 * login still goes home (docs/product/storefront.md#pages-and-routes). The page to come back to travels in `/user?next=`, the action
 * in that page's own `?then=`.
 */
export type LoginAction = 'contact' | 'review';

const NEXT_PARAM = 'next';
const ACTION_PARAM = 'then';

/**
 * Where a login sends the browser: `next` when it is a page of this site, home otherwise. Only a
 * path is taken (`/car/…`, never `//elsewhere.example` or a full address), so a link cannot
 * send a customer who just logged in to another site.
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home;
  if (next === paths.user || next.startsWith(`${paths.user}?`)) return paths.home;
  return next;
}

/** The login page's address that brings the customer back here, with `action` ready. */
export function useLoginPath(action?: LoginAction): string {
  const { pathname, search, hash } = useLocation();
  const query = new URLSearchParams(search);
  if (action) query.set(ACTION_PARAM, action);
  else query.delete(ACTION_PARAM);
  const here = `${pathname}${query.size > 0 ? `?${query}` : ''}${hash}`;
  return `${paths.user}?${new URLSearchParams({ [NEXT_PARAM]: here })}`;
}

/**
 * Runs `resume` once when the page was opened to finish `action` after a login, and takes the
 * action out of the address so that a reload or the back button does not run it again.
 */
export function useResumeAfterLogin(action: LoginAction, resume: () => void) {
  const { isSignedIn } = useAuth();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const resumed = useRef(false);
  const latest = useRef(resume);
  useEffect(() => {
    latest.current = resume;
  });
  const wanted = new URLSearchParams(search).get(ACTION_PARAM) === action;
  useEffect(() => {
    if (!wanted || !isSignedIn || resumed.current) return;
    resumed.current = true;
    const query = new URLSearchParams(search);
    query.delete(ACTION_PARAM);
    void navigate(`${pathname}${query.size > 0 ? `?${query}` : ''}${hash}`, {
      replace: true,
      preventScrollReset: true,
    });
    latest.current();
  }, [wanted, isSignedIn, navigate, pathname, search, hash]);
}
