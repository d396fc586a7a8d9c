import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CompanyStatus } from '@shared/partner-constants';
import type { PartnerCar } from '@shared/contracts/fleet';
import { PhoneIcon } from '../../components/icons';
import { portalPaths } from '../portal-paths';
import { useSupportContact } from '../api';
import { telHref } from '../../lib/site';
import { CAR_STATUS_LOOKS } from './car-status';

interface CarStatusPanelProps {
  /** Undefined while the car is being added. */
  car: PartnerCar | undefined;
  companyStatus: CompanyStatus;
  /** The form has changes: sending for review saves them first. */
  dirty: boolean;
  readOnly: boolean;
  sending: boolean;
  /** Photos are still uploading: sending now would leave them out. */
  waiting: boolean;
  onSendForReview: () => void;
}

/**
 * Where the car stands and what happens next (docs/product/marketplace.md#fleet: draft →
 * pending_review → live, or suspended), with the one step the partner can take from here.
 */
export function CarStatusPanel({
  car,
  companyStatus,
  dirty,
  readOnly,
  sending,
  waiting,
  onSendForReview,
}: CarStatusPanelProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const status = car?.status ?? 'draft';
  const look = CAR_STATUS_LOOKS[status];
  const sendable = car !== undefined && (status === 'draft' || status === 'suspended') && !readOnly;
  const words = statusWords(car);

  return (
    <section aria-labelledby={titleId} className={`card border-l-4 p-4 sm:p-6 ${look.card}`}>
      <div className="flex items-start gap-3 sm:gap-4">
        <span
          className={`grid h-10 w-10 shrink-0 place-items-center rounded-full text-xl ${look.disc}`}
        >
          <look.Icon />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">
            <Trans>Car status</Trans>
            <span className="sr-only">: {i18n._(look.label)}</span>
          </p>
          <h2 id={titleId} className="mt-0.5 text-lg font-bold text-brand-900">
            {words.title}
          </h2>
          <div className="mt-2 space-y-2 text-sm text-ink">
            {words.body}
            {car?.statusReason && (status === 'suspended' || status === 'draft') ? (
              <p className="rounded-lg bg-white/70 px-3 py-2 ring-1 ring-slate-200">
                <span className="font-semibold">
                  <Trans>Saarthi’s reason:</Trans>
                </span>{' '}
                {car.statusReason}
              </p>
            ) : null}
            <CompanyNote status={companyStatus} />
          </div>
          {status === 'suspended' && car ? <SupportLine /> : null}
          {sendable ? (
            <div className="mt-4">
              <button
                type="button"
                className="btn-primary w-full sm:w-auto"
                onClick={onSendForReview}
                disabled={sending || waiting}
              >
                {sending ? (
                  <Trans>Sending…</Trans>
                ) : dirty ? (
                  <Trans>Save and send for review</Trans>
                ) : status === 'suspended' ? (
                  <Trans>Send for review again</Trans>
                ) : (
                  <Trans>Send for review</Trans>
                )}
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function statusWords(car: PartnerCar | undefined): { title: ReactNode; body: ReactNode } {
  if (!car) {
    return {
      title: <Trans>A new car starts as a draft</Trans>,
      body: (
        <p>
          <Trans>
            Fill in its details, add photos and save. Then upload its documents and send it to
            Saarthi for review: customers see it once Saarthi approves it.
          </Trans>
        </p>
      ),
    };
  }
  switch (car.status) {
    case 'draft':
      return {
        title: <Trans>Draft: only you can see this car</Trans>,
        body: (
          <p>
            <Trans>
              When its details, photos and documents are ready, send it to Saarthi for review.
              Customers see it once Saarthi approves it.
            </Trans>
          </p>
        ),
      };
    case 'pending_review':
      return {
        title: <Trans>Waiting for Saarthi’s review</Trans>,
        body: (
          <p>
            <Trans>
              Saarthi is checking its details, photos and documents; it goes live for customers once
              approved. You can still make changes meanwhile.
            </Trans>
          </p>
        ),
      };
    case 'live':
      return {
        title: <Trans>Live: customers can find this car</Trans>,
        body: (
          <p>
            <Trans>
              Changing its registration, make, model, seats or fuel, or a rate by more than 30%,
              hides it again until Saarthi reviews it; other changes show at once. If a paper
              expires, it leaves the site until the renewed one is checked.
            </Trans>
          </p>
        ),
      };
    case 'suspended':
      return {
        title: <Trans>Suspended: hidden from customers</Trans>,
        body: (
          <p>
            <Trans>
              Saarthi has taken this car off the site. Put right what Saarthi asked you to, save,
              and send it for review again. Not sure what needs fixing? Call partner support.
            </Trans>
          </p>
        ),
      };
    case 'archived':
      return {
        title: <Trans>Archived: no longer in your fleet</Trans>,
        body: (
          <p>
            <Trans>
              It is kept for its past bookings and reviews and can no longer be changed.
            </Trans>
          </p>
        ),
      };
  }
}

/** The company's status decides whether any car of it is public, whatever the car's own. */
export function CompanyNote({ status }: { status: CompanyStatus }) {
  switch (status) {
    case 'verified':
      return null;
    case 'pending':
      return (
        <p className="font-medium text-accent-700">
          <Trans>
            Your company is waiting for verification: your cars go public only after Saarthi
            verifies it.
          </Trans>
        </p>
      );
    case 'rejected':
      return (
        <p className="font-medium text-danger">
          <Trans>
            Your company needs corrections before Saarthi can verify it; your cars stay hidden until
            then.
          </Trans>{' '}
          <Link to={portalPaths.company} className="underline">
            <Trans>Open the company profile</Trans>
          </Link>
        </p>
      );
    case 'suspended':
      return (
        <p className="font-medium text-danger">
          <Trans>
            Your company is suspended: your cars are hidden from customers and cannot be changed.
          </Trans>
        </p>
      );
  }
}

function SupportLine() {
  const support = useSupportContact();
  if (!support) return null;
  const phone = support.phone;
  return (
    <a href={telHref(phone)} className="btn-outline mt-3 w-full sm:w-auto">
      <PhoneIcon />
      <Trans>Call partner support: {phone}</Trans>
    </a>
  );
}
