import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Notification, NotificationAudience } from '@shared/contracts/notifications';
import { useFormat } from '../../lib/i18n/format';
import { paths } from '../../paths';
import { BellIcon } from '../icons';
import { useNotifications, useUnreadCount } from './notifications-api';
import { usePopoverDismiss } from '../../lib/use-popover-dismiss';

/** What an area gives its bell: whose notifications, and how it words and links each. */
export interface BellSide {
  audience: NotificationAudience;
  /** One notification in the reader's language (each area words its own side). */
  Text: ComponentType<{ notification: Notification }>;
  /** Where a notification leads. */
  linkOf: (notification: Notification) => string;
  /** What the list says while there is nothing yet. */
  empty: ReactNode;
}

/**
 * A top bar's notifications (docs/product/trips-and-money.md#notifications-and-e-mails): the
 * unread count, read every minute and on coming back to the page, and the list it opens, newest
 * first; opening it marks what it shows read (notifications-api.ts). One bell per side: the
 * storefront's shows the reader's own trips (`customer`, TripsBell below), the partner portal's
 * its company's bookings and papers (`partner`, partner/layout). Each side brings its own wording,
 * so the storefront's bell, loaded on every page of a signed-in reader, carries none of the
 * company's.
 */
export function NotificationBell(side: BellSide) {
  const { t } = useLingui();
  const unread = useUnreadCount(side.audience);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const count = unread.data ?? 0;
  // The badge and the button's name say the same number, so that what is seen can be said
  // (voice control): up to 99, then "99+".
  const shown = count > 99 ? '99+' : String(count);

  usePopoverDismiss(open, close, rootRef, buttonRef);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={count > 0 ? t`Notifications, ${shown} unread` : t`Notifications`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="relative grid h-10 w-10 place-items-center rounded-full text-xl text-brand-900 hover:bg-brand-50"
      >
        <BellIcon />
        {count > 0 ? (
          <span
            className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-[11px] font-bold leading-5 text-white"
            aria-hidden="true"
          >
            {shown}
          </span>
        ) : null}
      </button>
      {open ? (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className="card fixed inset-x-4 top-16 z-50 overflow-hidden ring-1 ring-black/5 sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
        >
          <h2
            id={headingId}
            className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-brand-900"
          >
            <Trans>Notifications</Trans>
          </h2>
          <NotificationList side={side} onFollow={close} />
        </section>
      ) : null}
    </div>
  );
}

function NotificationList({
  side: { audience, Text, linkOf, empty },
  onFollow,
}: {
  side: BellSide;
  onFollow: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const list = useNotifications(audience);

  if (list.isPending) {
    return (
      <p role="status" className="px-4 py-6 text-center text-sm text-muted">
        <Trans>Loading notifications…</Trans>
      </p>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="px-4 py-6 text-center text-sm text-danger">
        <p>
          <Trans>Notifications could not be loaded.</Trans>
        </p>
        <button
          type="button"
          className="btn-outline mt-3"
          onClick={() => void list.refetch()}
          disabled={list.isRefetching}
        >
          {list.isRefetching ? <Trans>Trying again…</Trans> : <Trans>Try again</Trans>}
        </button>
      </div>
    );
  }
  if (list.data.length === 0) {
    return <p className="px-4 py-6 text-center text-sm text-muted">{empty}</p>;
  }
  return (
    <ul className="max-h-[min(24rem,70vh)] divide-y divide-slate-100 overflow-y-auto">
      {list.data.map((notification) => {
        const isNew = notification.readAt === null;
        return (
          <li key={notification._id}>
            <Link
              to={linkOf(notification)}
              onClick={onFollow}
              className={`flex gap-3 px-4 py-3 text-sm hover:bg-brand-50 focus:bg-brand-50 focus:outline-none ${isNew ? 'bg-accent-300/15' : ''}`}
            >
              <span
                className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${isNew ? 'bg-accent-500' : 'bg-transparent'}`}
                aria-hidden="true"
              />
              <span className="min-w-0 flex-1">
                <span className="block text-ink">
                  {isNew ? <span className="sr-only">{t`New:`} </span> : null}
                  <Text notification={notification} />
                </span>
                <time dateTime={notification.createdAt} className="mt-0.5 block text-xs text-muted">
                  {format.date(notification.createdAt, {
                    day: 'numeric',
                    month: 'short',
                    hour: 'numeric',
                    minute: '2-digit',
                  })}
                </time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The storefront's bell: the reader's own trips only (`audience=customer`). A partner's company
 * notices are in the partner portal's bell (partner/layout/partner-bell.tsx). Here, beside the
 * frame, so that the storefront loads the bell as one small chunk.
 */
export function TripsBell() {
  return (
    <NotificationBell
      audience="customer"
      Text={TripNotice}
      linkOf={(notification) =>
        notification.bookingId ? paths.trip(notification.bookingId) : paths.trips
      }
      empty={<Trans>No notifications yet. News about your trips shows here.</Trans>}
    />
  );
}

/** A trip's news, worded from the booking's new state: a case per state. */
function TripNotice({ notification }: { notification: Notification }) {
  const { t } = useLingui();
  // A booking's notice always has both; the names stay, as the message's placeholders.
  const reference = notification.reference ?? '';
  const status = notification.status ?? 'other';
  const code = notification.startCode;
  if (code) return t`Your trip ${reference} is confirmed. Your start code for the driver: ${code}`;
  return t`${select(status, {
    requested: `Your booking request ${reference} was sent to the travel company.`,
    confirmed: `Your trip ${reference} is confirmed.`,
    declined: `The travel company could not take your trip ${reference}.`,
    expired: `Your request ${reference} lapsed: the travel company did not answer in time.`,
    in_progress: `Your trip ${reference} has started.`,
    completed: `Your trip ${reference} is complete. Thank you for travelling with Saarthi!`,
    cancelled: `Your trip ${reference} was cancelled.`,
    other: `Your trip ${reference} was recorded as a no-show.`,
  })}`;
}
