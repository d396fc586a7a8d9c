import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BOOKING_LIMITS } from '@shared/booking-constants';
import type { BookingListView } from '@shared/contracts/bookings';
import type { PartnerCompany } from '@shared/contracts/partner';
import { CalendarIcon, CheckCircleIcon } from '../../components/icons';
import { portalPaths } from '../portal-paths';
import { CompanyPageFrame } from '../components/company-page-frame';
import { FilterButtons } from '../../components/console/filter-buttons';
import { InboxIcon } from '../components/icons';
import { ListSkeleton, LoadMore } from '../../components/console/list-parts';
import {
  CouldNotLoad,
  Notice,
  PageTitle,
  SuspendedNote,
} from '../../components/console/page-parts';
import { bookingsOf, useBookings } from './api';
import { BookingCard } from './booking-card';
import { useNow } from './parts';

/** The inbox's tabs under "Needs action": each one view of GET /api/partner/bookings. */
const TABS = ['upcoming', 'past', 'cancelled', 'all'] as const satisfies BookingListView[];
type BookingTab = (typeof TABS)[number];

const isTab = (value: string | null): value is BookingTab =>
  (TABS as readonly (string | null)[]).includes(value);

/**
 * /partner/bookings (docs/product/trips-and-money.md#bookings: the inbox with action needed first): the requests
 * to answer before they expire and the trips to start or complete, then every booking by tab.
 */
export function BookingsPage() {
  const { t } = useLingui();
  return (
    <CompanyPageFrame
      title={t`Bookings`}
      loadingLabel={t`Loading your bookings…`}
      noCompany={
        <Trans>
          Register your travel company first; the bookings customers make for your cars appear here.
        </Trans>
      }
    >
      {(company) => <Bookings company={company} />}
    </CompanyPageFrame>
  );
}

function Bookings({ company }: { company: PartnerCompany }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const view = params.get('view');
  // The tab lives in the address, so a reload or the way back from a booking opens the same one.
  const tab: BookingTab = isTab(view) ? view : 'upcoming';
  const now = useNow();

  return (
    <>
      <PageTitle
        title={t`Bookings`}
        subtitle={t`Answer each request before its time runs out, then start and complete the trip.`}
      >
        <Link to={portalPaths.bookingsCalendar} className="btn-outline">
          <CalendarIcon aria-hidden="true" />
          <Trans>Calendar</Trans>
        </Link>
      </PageTitle>
      <div className="space-y-8">
        {company.status === 'suspended' ? (
          <SuspendedNote>
            <Trans>
              Your company is suspended: you can see your bookings and call your customers, but not
              accept or move a booking until Saarthi restores your company.
            </Trans>
          </SuspendedNote>
        ) : null}
        <NeedsAction now={now} />
        <AllBookings
          tab={tab}
          now={now}
          onShow={(next) => setParams(next === 'upcoming' ? {} : { view: next }, { replace: true })}
        />
      </div>
    </>
  );
}

/** Requests to answer (the soonest to expire first), then trips to start and to complete. */
function NeedsAction({ now }: { now: number }) {
  const { t } = useLingui();
  const titleId = useId();
  const bookings = useBookings('action');
  const total = bookings.data?.pages[0]?.total ?? 0;

  let content;
  if (bookings.isPending) {
    content = (
      <ListSkeleton label={<Trans>Loading the bookings that need you…</Trans>} cardHeight="h-56" />
    );
  } else if (!bookings.data) {
    content = (
      <CouldNotLoad query={bookings} title={t`We could not load the bookings that need you`} />
    );
  } else {
    const list = bookingsOf(bookings.data.pages);
    content =
      list.length === 0 ? (
        <p className="card flex items-start gap-3 p-4 text-sm text-muted sm:p-5">
          <CheckCircleIcon className="mt-0.5 shrink-0 text-lg text-success" aria-hidden="true" />
          <span>
            <Trans>
              Nothing needs you right now. New requests, and trips to start or complete, appear
              here.
            </Trans>
          </span>
        </p>
      ) : (
        <div className="space-y-4">
          <ul
            className="space-y-3"
            aria-label={t`Bookings that need your action, most urgent first`}
          >
            {list.map((booking) => (
              <li key={booking._id}>
                <BookingCard booking={booking} now={now} showNeed />
              </li>
            ))}
          </ul>
          <LoadMore
            query={bookings}
            label={<Trans>Load more</Trans>}
            failed={(reason) => <Trans>More bookings could not be loaded: {reason}</Trans>}
          />
        </div>
      );
  }

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 flex items-center gap-2 text-xl font-bold text-brand-900">
        <Trans>Needs action</Trans>
        {total > 0 ? (
          <span className="rounded-full bg-accent-500 px-2.5 py-0.5 text-sm font-bold text-white">
            {total}
            <span className="sr-only">
              {' '}
              <Plural value={total} one="booking" other="bookings" />
            </span>
          </span>
        ) : null}
      </h2>
      {content}
    </section>
  );
}

function AllBookings({
  tab,
  now,
  onShow,
}: {
  tab: BookingTab;
  now: number;
  onShow: (tab: BookingTab) => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const options: { value: BookingTab; label: string }[] = [
    { value: 'upcoming', label: t({ message: 'Upcoming', comment: 'Bookings tab' }) },
    // With a context of their own: the words of a block in the past and of a booking's status
    // read differently in Telugu and Hindi than the names of these lists.
    {
      value: 'past',
      label: t({
        message: 'Past',
        context: 'bookings tab',
        comment: 'Bookings tab: completed trips and no-shows',
      }),
    },
    {
      value: 'cancelled',
      label: t({
        message: 'Cancelled',
        context: 'bookings tab',
        comment: 'Bookings tab: cancelled, declined and expired bookings',
      }),
    },
    { value: 'all', label: t({ message: 'All', comment: 'Bookings tab: every booking' }) },
  ];
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-xl font-bold text-brand-900">
        <Trans>Your bookings</Trans>
      </h2>
      <FilterButtons
        label={t`Show bookings`}
        options={options}
        value={tab}
        onChange={onShow}
        // One row that scrolls sideways on a narrow phone rather than wrap into a block of chips.
        className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:px-0"
      />
      <TabList key={tab} tab={tab} now={now} onShowAll={() => onShow('all')} />
    </section>
  );
}

function TabList({ tab, now, onShowAll }: { tab: BookingTab; now: number; onShowAll: () => void }) {
  const { t } = useLingui();
  const bookings = useBookings(tab);

  if (bookings.isPending) {
    return <ListSkeleton label={<Trans>Loading bookings…</Trans>} cardHeight="h-56" />;
  }
  if (!bookings.data) {
    return <CouldNotLoad query={bookings} title={t`We could not load your bookings`} />;
  }

  const list = bookingsOf(bookings.data.pages);
  if (list.length === 0) return <EmptyTab tab={tab} onShowAll={onShowAll} />;

  const labels: Record<BookingTab, string> = {
    upcoming: t`Upcoming bookings, soonest pickup first`,
    past: t`Past trips, latest first`,
    cancelled: t`Cancelled, declined and expired bookings, latest first`,
    all: t`All bookings, latest pickup first`,
  };
  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label={labels[tab]}>
        {list.map((booking) => (
          <li key={booking._id}>
            <BookingCard booking={booking} now={now} />
          </li>
        ))}
      </ul>
      <LoadMore
        query={bookings}
        label={<Trans>Load more bookings</Trans>}
        failed={(reason) => <Trans>More bookings could not be loaded: {reason}</Trans>}
      />
    </div>
  );
}

function EmptyTab({ tab, onShowAll }: { tab: BookingTab; onShowAll: () => void }) {
  const { t } = useLingui();
  const hours = BOOKING_LIMITS.respondWithinHours;
  if (tab === 'all') {
    return (
      <Notice icon={<InboxIcon />} title={t`No bookings yet`}>
        <Trans>
          When a customer books one of your live cars, the request appears here. Accept it with a
          driver within {hours} hours, or it expires.
        </Trans>
      </Notice>
    );
  }
  const titles: Record<Exclude<BookingTab, 'all'>, string> = {
    upcoming: t`No upcoming bookings`,
    past: t`No past trips yet`,
    cancelled: t`No cancelled bookings`,
  };
  return (
    <Notice
      icon={<InboxIcon />}
      title={titles[tab]}
      actions={
        <button type="button" className="btn-outline" onClick={onShowAll}>
          <Trans>Show all bookings</Trans>
        </button>
      }
    />
  );
}
