import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Notification } from '@shared/contracts/notifications';
import { NotificationBell } from '../../components/booking/notification-bell';
import { useFormat } from '../../lib/i18n/format';
import { portalPaths } from '../portal-paths';

/**
 * The partner portal's bell: the company's notifications only (`audience=partner`), its
 * bookings' news and its papers' warnings, each leading into the portal
 * (docs/product/trips-and-money.md#notifications-and-e-mails).
 */
export function CompanyBell() {
  return (
    <NotificationBell
      audience="partner"
      Text={CompanyNotice}
      linkOf={(notification) =>
        notification.topic === 'paper' || notification.bookingId === null
          ? portalPaths.documents
          : portalPaths.booking(notification.bookingId)
      }
      empty={
        <Trans>
          No notifications yet. News about your company's bookings and documents shows here.
        </Trans>
      }
    />
  );
}

/** A booking's news worded from its new state, or a paper's warning. */
function CompanyNotice({ notification }: { notification: Notification }) {
  const { t } = useLingui();
  const format = useFormat();
  const { paper } = notification;
  if (paper) {
    const subject = paper.subjectName;
    const day = format.day(paper.expiresOn);
    return paper.event === 'expiring'
      ? t`A paper of ${subject} expires on ${day}: upload the renewed one in Documents.`
      : t`${subject} left the storefront: a paper of it expired on ${day}. Upload the renewed one in Documents.`;
  }
  const reference = notification.reference ?? '';
  const status = notification.status ?? 'other';
  return t`${select(status, {
    requested: `New booking request ${reference}: please answer it.`,
    confirmed: `Booking ${reference} is confirmed.`,
    declined: `Booking ${reference} was declined.`,
    expired: `Booking request ${reference} expired without an answer.`,
    in_progress: `Booking ${reference}: the trip has started.`,
    completed: `Booking ${reference}: the trip is complete.`,
    cancelled: `Booking ${reference} was cancelled.`,
    other: `Booking ${reference} was recorded as a no-show.`,
  })}`;
}
