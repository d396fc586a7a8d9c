import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../modal';

/**
 * Where a click on this link would take the reader inside the app, or null when the click is not
 * an in-app move away from this page: another site, a new tab or window, a download, a jump
 * within the page, or a click the page already handled.
 */
function inAppDestination(event: MouseEvent, here: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}`;
  return to === here ? null : `${to}${url.hash}`;
}

/** React Router's place of an entry in the tab's history (it keeps it in `history.state`). */
const entryIndex = (state: unknown): unknown => (state as { idx?: unknown } | null)?.idx;

/** The mark of the copy of the page's entry the guard puts on top of it (see below). */
const HOLD = 'unsavedChangesHold';
const isHold = (state: unknown) => (state as Record<string, unknown> | null)?.[HOLD] === true;
/** The copy of the page's own entry, pushed over it: same address, same router state. */
const pushHold = () =>
  window.history.pushState({ ...(window.history.state as object | null), [HOLD]: true }, '');

/**
 * Asks before a form's unsaved changes are lost (docs/product/marketplace.md#unsaved-changes):
 * while `when` holds, a link to another page of the app or the browser's Back button opens
 * "Leave without saving?" (Stay / Leave), and closing or reloading the tab gets the browser's own
 * question (`beforeunload`).
 *
 * React Router's `useBlocker` needs a data router, whose code would not fit the home page's
 * budget (the app uses a `BrowserRouter`): so the link's click is stopped before the router sees
 * it (a capturing listener, and `Link` leaves a click whose default is prevented alone), and
 * "Leave" makes the move itself, in place of the copy below.
 *
 * Back cannot be stopped: the router hears `popstate` first (browsers call a window's listeners
 * in the order they were added, capturing or not) and shows the page it lands on at once. So once
 * there is something to lose the guard pushes a copy of this page's entry over it (same address,
 * same router state, marked): Back then only steps off the copy, the router sees the page it
 * already shows, and the guard puts the copy back (a second Back asks again, never leaves) and
 * asks. "Leave" goes two steps back, past the copy, for the router to see; once the changes are
 * saved or gone the guard steps off its copy itself, so no extra entry stays behind. Forward has
 * nothing to reach: the copy, like any new page, ends the entries after it.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<{ to: string } | { back: true } | null>(null);
  const here = `${location.pathname}${location.search}`;
  // "Leave" by Back: the router is to see the move, and the copy is left behind on purpose.
  const letThrough = useRef(false);
  // The guard stepped off its copy and the browser has not done it yet (a quick new change).
  const steppingOff = useRef(false);

  useEffect(() => {
    if (!when) return;
    letThrough.current = false;
    // On the copy already, or stepping off it (the step lands below and puts it back).
    if (!isHold(window.history.state)) {
      steppingOff.current = false;
      pushHold();
    }
    const at = entryIndex(window.history.state);
    function onClick(event: MouseEvent) {
      const to = inAppDestination(event, here);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving({ to });
    }
    function onPopState(event: PopStateEvent) {
      // Forward onto the copy, or a jump past it (the history menu) the router has shown.
      if (letThrough.current || isHold(event.state) || entryIndex(event.state) !== at) return;
      pushHold();
      if (steppingOff.current) steppingOff.current = false;
      else setLeaving({ back: true });
    }
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = '';
    }
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Saved or undone while on the copy: back onto the page's own entry.
      if (!letThrough.current && isHold(window.history.state)) {
        steppingOff.current = true;
        window.history.back();
      }
    };
  }, [when, here]);

  if (leaving === null) return null;
  return (
    <LeaveDialog
      onStay={() => setLeaving(null)}
      onLeave={() => {
        setLeaving(null);
        if ('to' in leaving) {
          // In place of the copy, so Back from there comes to this page once.
          void navigate(leaving.to, { replace: isHold(window.history.state) });
        } else {
          letThrough.current = true;
          window.history.go(-2);
        }
      }}
    />
  );
}

function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Leave without saving?`} onClose={onStay}>
      <p className="text-sm text-ink">
        <Trans>Your changes on this page are not saved yet. If you leave now, they are lost.</Trans>
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" onClick={onLeave}>
          <Trans>Leave</Trans>
        </button>
        <button type="button" className="btn-primary" onClick={onStay} data-autofocus>
          <Trans>Stay</Trans>
        </button>
      </div>
    </Modal>
  );
}
