import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import type { BookingStatus } from '@shared/booking-constants';
import {
  BookingMoveBodySchema,
  UnlockStartBodySchema,
  type AdminBooking,
} from '@shared/contracts/admin-bookings';
import { BillSection } from '../../components/booking/bill-lines';
import { QuoteLines } from '../../components/booking/quote-lines';
import { BookingHistory } from '../../components/booking/booking-history';
import { OwedFeeRow, ReasonGiven } from '../../components/booking/staff-parts';
import { FactRow, TripFacts } from '../../components/booking/trip-facts';
import { Section } from '../../components/form';
import { CouldNotLoad, LoadingCards, Notice, PageTitle } from '../../components/console/page-parts';
import { ChevronLeftIcon, PhoneIcon } from '../../components/icons';
import { isNotFound } from '../../lib/api-client';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isSessionEnded } from '../api';
import { BookingsIcon } from '../components/icons';
import { ReasonDialog } from '../components/reason-dialog';
import { OpsLayout } from '../layout/ops-layout';
import { opsPaths } from '../ops-paths';
import { useBooking, useMoveBooking, useUnlockStart } from './api';
import { BOOKING_ACTOR_LABELS, BOOKING_STATUS_LOOKS } from './labels';
import { BookingStatusBadge, useWhen } from './parts';

/** /ops/bookings/:id: one booking's facts, price and history, and the operator's move. */
export function BookingPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  useDocumentTitle(t`Booking`);
  return (
    <OpsLayout>
      <BookingDetail id={id} />
    </OpsLayout>
  );
}

/** Back to the search this booking was opened from, as it was; all bookings otherwise. */
function BackLink() {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const to =
    typeof from === 'string' && from.startsWith(opsPaths.bookings) ? from : opsPaths.bookings;
  return (
    <Link
      to={to}
      className="mb-3 inline-flex min-h-10 items-center gap-1 rounded-full pr-3 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ChevronLeftIcon aria-hidden="true" />
      <Trans>Back to the bookings</Trans>
    </Link>
  );
}

function BookingDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const booking = useBooking(id);
  const [moving, setMoving] = useState(false);

  if (booking.isPending) return <LoadingCards label={t`Loading the booking…`} />;
  if (booking.isError) {
    if (isNotFound(booking.error) && !isSessionEnded(booking.error)) {
      return (
        <Notice
          icon={<BookingsIcon />}
          title={t`Booking not found`}
          actions={
            <Link to={opsPaths.bookings} className="btn-primary">
              <Trans>Search the bookings</Trans>
            </Link>
          }
        >
          <Trans>No booking has this address: the link may be wrong.</Trans>
        </Notice>
      );
    }
    return <CouldNotLoad query={booking} title={t`We could not load this booking`} />;
  }

  const shown = booking.data;
  const car = [shown.car.name, shown.car.model].filter(Boolean).join(' ');
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink />
      <PageTitle
        title={shown.reference}
        subtitle={
          <span className="inline-flex flex-wrap items-center gap-2">
            <BookingStatusBadge status={shown.status} />
            <span>
              {car} · {shown.company.name}
            </span>
          </span>
        }
      >
        <button
          type="button"
          className="btn-primary"
          disabled={shown.moves.length === 0}
          onClick={() => setMoving(true)}
        >
          <Trans>Move booking</Trans>
        </button>
      </PageTitle>
      <div className="space-y-5">
        {shown.status === 'confirmed' && shown.start.triesLeft === 0 ? (
          <StartLocked booking={shown} />
        ) : null}
        <TripSection booking={shown} />
        <PeopleSection booking={shown} />
        <BillSection booking={shown} scope="ops">
          <InvoiceNumbers booking={shown} />
        </BillSection>
        <PriceSection booking={shown} />
        <HistorySection booking={shown} />
      </div>
      {moving ? <MoveDialog booking={shown} onClose={() => setMoving(false)} /> : null}
    </div>
  );
}

function TripSection({ booking }: { booking: AdminBooking }) {
  const { t } = useLingui();
  const when = useWhen();
  return (
    <Section title={t`Trip`}>
      <TripFacts
        booking={booking}
        when={when}
        after={
          booking.notes.trim() ? (
            // The customer's own words, as written.
            <FactRow label={<Trans>Customer's notes</Trans>}>
              <span className="whitespace-pre-line">{booking.notes}</span>
            </FactRow>
          ) : null
        }
      >
        <FactRow label={<Trans>Driver</Trans>}>
          {booking.driver ? (
            booking.driver.name
          ) : (
            <span className="text-muted">
              <Trans>Not assigned: the company chooses one when it accepts</Trans>
            </span>
          )}
        </FactRow>
        {booking.status === 'requested' ? (
          <FactRow label={<Trans>Company answers by</Trans>}>
            <time dateTime={booking.respondBy}>{when(booking.respondBy)}</time>
          </FactRow>
        ) : null}
      </TripFacts>
    </Section>
  );
}

/** The two parties, with the ways to reach them and to find the customer's account. */
function PeopleSection({ booking }: { booking: AdminBooking }) {
  const { t } = useLingui();
  const phone = booking.customer.phone.trim();
  const companyPhone = booking.company.phone.trim();
  const account = `${opsPaths.users}?${new URLSearchParams({ q: booking.customerAccount.email }).toString()}`;
  const companyBookings = `${opsPaths.bookings}?${new URLSearchParams({ companyId: booking.company._id }).toString()}`;
  return (
    <Section title={t`Customer and company`}>
      <dl className="divide-y divide-slate-100">
        <FactRow label={<Trans>Customer</Trans>}>
          <span className="font-semibold">{booking.customer.name}</span>
          <span className="block text-sm text-muted">{booking.customerAccount.email}</span>
          <span className="mt-2 flex flex-wrap gap-2">
            {phone ? (
              <a href={`tel:${phone}`} className="btn-outline">
                <PhoneIcon aria-hidden="true" />
                <Trans>Call {phone}</Trans>
              </a>
            ) : null}
            <Link to={account} className="btn-ghost">
              <Trans>Open the customer's account</Trans>
            </Link>
          </span>
        </FactRow>
        <FactRow label={<Trans>Company</Trans>}>
          <span className="font-semibold">{booking.company.name}</span>
          <span className="mt-2 flex flex-wrap gap-2">
            {companyPhone ? (
              <a href={`tel:${companyPhone}`} className="btn-outline">
                <PhoneIcon aria-hidden="true" />
                <Trans>Call {companyPhone}</Trans>
              </a>
            ) : null}
            <Link to={companyBookings} className="btn-ghost">
              <Trans>The company's bookings</Trans>
            </Link>
          </span>
        </FactRow>
      </dl>
    </Section>
  );
}

function PriceSection({ booking }: { booking: AdminBooking }) {
  const { t } = useLingui();
  const fee = booking.cancellationFee;
  const reason = booking.reason.trim();
  return (
    <Section title={t`Price`} note={t`As quoted when the customer booked.`}>
      <QuoteLines quote={booking.quote}>
        <OwedFeeRow fee={fee} />
      </QuoteLines>
      {reason ? (
        // The one both parties read under the booking.
        <ReasonGiven reason={reason} className="mt-4" />
      ) : null}
    </Section>
  );
}

/** Every move of the booking, oldest first. */
function HistorySection({ booking }: { booking: AdminBooking }) {
  const { t } = useLingui();
  const when = useWhen();
  return (
    <Section title={t`History`}>
      <BookingHistory
        history={booking.history}
        when={when}
        actors={BOOKING_ACTOR_LABELS}
        showFrom
      />
    </Section>
  );
}

/**
 * The operator's move: the statuses the server allows now (`moves`, from its policy), and the
 * reason both parties read. A refusal (the car was booked meanwhile) stays in the dialog, and the
 * booking is read again so its choices follow.
 */
function MoveDialog({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const translate = useTranslateMessage();
  const fieldId = useId();
  const [to, setTo] = useState<BookingStatus | ''>(booking.moves[0] ?? '');
  const move = useMoveBooking(booking._id, (answer) => {
    toast.success(translate(answer));
    onClose();
  });
  const reference = booking.reference;
  const chosen = to !== '' && booking.moves.includes(to) ? to : booking.moves[0];

  return (
    <ReasonDialog
      title={t`Move booking ${reference}`}
      explanation={
        <Trans>
          The customer and the company are told in the app and by e-mail, with your reason. The move
          and its reason stay in the booking's history and the audit log.
        </Trans>
      }
      confirmLabel={t`Move booking`}
      schema={BookingMoveBodySchema}
      body={{ to: chosen }}
      danger={false}
      pending={move.isPending}
      error={move.error}
      onConfirm={(reason) => {
        if (chosen) move.mutate({ to: chosen, reason });
      }}
      onClose={() => {
        // Closing stops a move on its way: it is never sent, or answered, later.
        move.abandon();
        onClose();
      }}
    >
      <div>
        <label htmlFor={fieldId} className="mb-1 block text-sm font-semibold text-ink">
          <Trans>New status</Trans>
        </label>
        <select
          id={fieldId}
          className="field-input"
          value={chosen ?? ''}
          disabled={move.isPending}
          onChange={(event) => setTo(event.target.value as BookingStatus)}
        >
          {booking.moves.map((status) => (
            <option key={status} value={status}>
              {i18n._(BOOKING_STATUS_LOOKS[status].label)}
            </option>
          ))}
        </select>
      </div>
    </ReasonDialog>
  );
}

/**
 * Starting is locked after the driver gave 5 wrong start codes: the operator hears both sides
 * (the customer may have read the code wrong, or the wrong driver came), then unlocks it.
 */
function StartLocked({ booking }: { booking: AdminBooking }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const [asking, setAsking] = useState(false);
  const unlock = useUnlockStart(booking._id, (answer) => {
    toast.success(translate(answer));
    setAsking(false);
  });
  const reference = booking.reference;
  return (
    <section role="alert" className="card border-l-4 border-danger p-5">
      <h2 className="font-bold text-danger">
        <Trans>Starting is locked</Trans>
      </h2>
      <p className="mt-1 text-sm text-ink">
        <Trans>
          The driver gave 5 wrong start codes. Call the customer and the company before unlocking:
          the right driver must be with the right customer.
        </Trans>
      </p>
      <button type="button" className="btn-primary mt-3" onClick={() => setAsking(true)}>
        <Trans>Unlock starting</Trans>
      </button>
      {asking ? (
        <ReasonDialog
          title={t`Unlock starting ${reference}`}
          explanation={
            <Trans>
              The driver can enter the customer's code again, 5 more times. Your reason stays in the
              audit log.
            </Trans>
          }
          confirmLabel={t`Unlock starting`}
          schema={UnlockStartBodySchema}
          body={{}}
          danger={false}
          pending={unlock.isPending}
          error={unlock.error}
          onConfirm={(reason) => unlock.mutate({ reason })}
          onClose={() => {
            unlock.abandon();
            setAsking(false);
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * The trip's tax documents by number: the customer and the company download them; the console
 * only needs to know which were issued.
 */
function InvoiceNumbers({ booking }: { booking: AdminBooking }) {
  const format = useFormat();
  if (booking.taxDocuments.length === 0) return null;
  return (
    <ul className="mt-4 space-y-1 border-t border-slate-100 pt-3 text-sm text-ink">
      {booking.taxDocuments.map((document) => {
        const number = document.number;
        const issued = format.date(document.issuedAt);
        const total = format.rupees(document.total);
        return (
          <li key={number}>
            {document.kind === 'invoice' ? (
              <Trans>
                Tax invoice <span className="font-semibold">{number}</span>, issued {issued},{' '}
                {total}
              </Trans>
            ) : (
              <Trans>
                Credit note <span className="font-semibold">{number}</span>, issued {issued},{' '}
                {total}
              </Trans>
            )}
          </li>
        );
      })}
    </ul>
  );
}
