import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
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

/**
 * Asks before a form's unsaved changes are lost (docs/product/marketplace.md#unsaved-changes):
 * while `when` holds, a link to another page of the app opens "Leave without saving?" (Stay /
 * Leave), and closing or reloading the tab gets the browser's own question (`beforeunload`).
 *
 * React Router's `useBlocker` needs a data router, whose code would not fit the home page's
 * budget (the app uses a `BrowserRouter`): so the link's click is stopped before the router sees
 * it (a capturing listener, and `Link` leaves a click whose default is prevented alone), and
 * "Leave" makes the move itself. The browser's Back button is not stopped.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!when) return;
    function onClick(event: MouseEvent) {
      const to = inAppDestination(event, here);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(to);
    }
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = '';
    }
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, here]);

  if (leavingTo === null) return null;
  return (
    <LeaveDialog
      onStay={() => setLeavingTo(null)}
      onLeave={() => {
        setLeavingTo(null);
        void navigate(leavingTo);
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
