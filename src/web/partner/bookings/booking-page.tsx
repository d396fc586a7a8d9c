import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import type { Booking } from '@shared/contracts/bookings';
import type { PartnerCompany } from '@shared/contracts/partner';
import { ChevronLeftIcon, PhoneIcon } from '../../components/icons';
import { isNotFound } from '../../lib/api-client';
import { portalPaths } from '../portal-paths';
import { isSessionEnded } from '../api';
import { telHref } from '../../lib/site';
import { CompanyPageFrame } from '../components/company-page-frame';
import { Section } from '../../components/form';
import { InboxIcon } from '../components/icons';
import { CouldNotLoad, LoadingCards, Notice, PageTitle } from '../../components/console/page-parts';
import { useBooking } from './api';
import { NextStep } from './booking-actions';
import { BillActions } from './payment-form';
import { BOOKING_ACTOR_LABELS } from './labels';
import { BookingStatusBadge, useNow, useWhen } from './parts';
import { BillSection } from '../../components/booking/bill-lines';
import { QuoteLines } from '../../components/booking/quote-lines';
import { BookingHistory } from '../../components/booking/booking-history';
import { OwedFeeRow } from '../../components/booking/staff-parts';
import { FactRow, TripFacts } from '../../components/booking/trip-facts';

/** /partner/bookings/:id: one booking, what to do with it now, its price and its history. */
export function BookingPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <CompanyPageFrame
      title={t`Booking`}
      loadingLabel={t`Loading the booking…`}
      noCompany={
        <Trans>
          Register your travel company first; the bookings customers make for your cars appear here.
        </Trans>
      }
    >
      {(company) => <BookingDetail id={id} company={company} />}
    </CompanyPageFrame>
  );
}

function BookingDetail({ id, company }: { id: string; company: PartnerCompany }) {
  const { t } = useLingui();
  const booking = useBooking(id);
  const now = useNow();

  if (booking.isPending) return <LoadingCards label={t`Loading the booking…`} />;
  if (booking.isError) {
    if (isNotFound(booking.error) && !isSessionEnded(booking.error)) {
      return (
        <Notice
          icon={<InboxIcon />}
          title={t`Booking not found`}
          actions={
            <Link to={portalPaths.bookings} className="btn-primary">
              <Trans>Back to bookings</Trans>
            </Link>
          }
        >
          <Trans>This booking is not one of your company's, or the link is wrong.</Trans>
        </Notice>
      );
    }
    return <CouldNotLoad query={booking} title={t`We could not load this booking`} />;
  }

  const shown = booking.data;
  const car = [shown.car.name, shown.car.model].filter(Boolean).join(' · ');
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={portalPaths.bookings}
        className="mb-3 inline-flex min-h-10 items-center gap-1 rounded-full pr-3 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeftIcon aria-hidden="true" />
        <Trans>Bookings</Trans>
      </Link>
      <PageTitle title={shown.reference} subtitle={car}>
        <BookingStatusBadge status={shown.status} />
      </PageTitle>
      <div className="space-y-5">
        <NextStep booking={shown} now={now} readOnly={company.status === 'suspended'} />
        <TripSection booking={shown} />
        <CustomerSection booking={shown} />
        <BillSection booking={shown} scope="partner">
          <BillActions booking={shown} readOnly={company.status === 'suspended'} />
        </BillSection>
        <PriceSection booking={shown} />
        <HistorySection booking={shown} />
      </div>
    </div>
  );
}

function TripSection({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const when = useWhen();
  return (
    <Section title={t`Trip`}>
      <TripFacts booking={booking} when={when}>
        <FactRow label={<Trans>Driver</Trans>}>
          {booking.driver ? (
            booking.driver.name
          ) : (
            <span className="text-muted">
              <Trans>Chosen when you accept</Trans>
            </span>
          )}
        </FactRow>
      </TripFacts>
    </Section>
  );
}

function CustomerSection({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const phone = booking.customer.phone.trim();
  const gstin = booking.gstin;
  return (
    <Section title={t`Customer`}>
      <p className="font-semibold text-ink">{booking.customer.name}</p>
      {phone ? (
        <a href={telHref(phone)} className="btn-primary mt-3 w-full sm:w-auto">
          <PhoneIcon aria-hidden="true" />
          <Trans>Call {phone}</Trans>
        </a>
      ) : null}
      {/* The customer's own words, as written. */}
      {booking.notes.trim() ? (
        <blockquote className="mt-4 whitespace-pre-line break-words rounded-lg bg-surface px-4 py-3 text-sm ring-1 ring-slate-200">
          <p className="mb-1 text-xs font-semibold uppercase tracking-wider text-muted">
            <Trans>Notes from the customer</Trans>
          </p>
          {booking.notes}
        </blockquote>
      ) : (
        <p className="mt-3 text-sm text-muted">
          <Trans>The customer left no notes.</Trans>
        </p>
      )}
      {gstin ? (
        <p className="mt-3 text-sm text-ink">
          <Trans>
            Business trip: the invoice carries the customer's GSTIN{' '}
            <span className="font-mono font-semibold">{gstin}</span>.
          </Trans>
        </p>
      ) : null}
    </Section>
  );
}

function PriceSection({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const fee = booking.cancellationFee;
  return (
    <Section
      title={t`Price`}
      note={t`As quoted when the customer booked; later changes to your rates do not change it.`}
    >
      <QuoteLines quote={booking.quote}>
        <OwedFeeRow fee={fee} />
      </QuoteLines>
    </Section>
  );
}

/** Every move of the booking, oldest first. */
function HistorySection({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const when = useWhen();
  return (
    <Section title={t`History`}>
      <BookingHistory history={booking.history} when={when} actors={BOOKING_ACTOR_LABELS} />
    </Section>
  );
}
