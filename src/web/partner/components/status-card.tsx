import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CompanyStatus } from '@shared/partner-constants';
import type { PartnerCompany } from '@shared/contracts/partner';
import {
  CheckBadgeIcon,
  CheckIcon,
  ClockIcon,
  LockIcon,
  MailIcon,
  PhoneIcon,
} from '../../components/icons';
import { portalPaths } from '../portal-paths';
import { useSupportContact } from '../api';
import { telHref } from '../../lib/site';
import { AlertIcon } from './icons';

interface StatusLook {
  label: MessageDescriptor;
  /** Card border, icon disc and badge colours. */
  card: string;
  disc: string;
  badge: string;
  Icon: typeof ClockIcon;
}

/** One look per company status; the words are in the cards below. */
export const STATUS_LOOKS: Record<CompanyStatus, StatusLook> = {
  pending: {
    label: msg({ message: 'Pending', comment: 'Company status: waiting for verification' }),
    card: 'border-accent-400',
    disc: 'bg-accent-300/40 text-accent-700',
    badge: 'bg-accent-300/40 text-accent-700',
    Icon: ClockIcon,
  },
  verified: {
    label: msg({ message: 'Verified', comment: 'Company status' }),
    card: 'border-success',
    disc: 'bg-green-50 text-success',
    badge: 'bg-green-50 text-success',
    Icon: CheckBadgeIcon,
  },
  rejected: {
    label: msg({ message: 'Changes needed', comment: 'Company status: rejected by an operator' }),
    card: 'border-danger',
    disc: 'bg-red-50 text-danger',
    badge: 'bg-red-50 text-danger',
    Icon: AlertIcon,
  },
  suspended: {
    label: msg({ message: 'Suspended', comment: 'Company status' }),
    card: 'border-slate-500',
    disc: 'bg-slate-100 text-slate-700',
    badge: 'bg-slate-100 text-slate-700',
    Icon: LockIcon,
  },
};

/** The status as a small coloured label (the company page's heading). */
export function StatusBadge({ status }: { status: CompanyStatus }) {
  const { i18n } = useLingui();
  const look = STATUS_LOOKS[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${look.badge}`}
    >
      <look.Icon aria-hidden="true" />
      {i18n._(look.label)}
    </span>
  );
}

/**
 * The company's status with what it means and what to do (docs/product/marketplace.md#roles-and-accounts:
 * pending → verified, or rejected with a reason the partner fixes, or suspended). `compact` is
 * the company page's banner: the same words, without the button that leads to that page.
 */
export function StatusCard({
  company,
  compact = false,
}: {
  company: PartnerCompany;
  compact?: boolean;
}) {
  const { i18n } = useLingui();
  const look = STATUS_LOOKS[company.status];
  const { title, body, action } = useStatusWords(company, compact);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`card border-l-4 p-5 sm:p-6 ${look.card}`}>
      <div className="flex items-start gap-3 sm:gap-4">
        <span
          className={`grid h-10 w-10 shrink-0 place-items-center rounded-full text-xl sm:h-12 sm:w-12 sm:text-2xl ${look.disc}`}
        >
          <look.Icon />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">
            <Trans>Verification status</Trans>
            <span className="sr-only">: {i18n._(look.label)}</span>
          </p>
          <h2 id={titleId} className="mt-0.5 text-lg font-bold text-brand-900 sm:text-xl">
            {title}
          </h2>
          <div className="mt-2 space-y-3 text-ink">{body}</div>
          {action ? <div className="mt-4">{action}</div> : null}
        </div>
      </div>
    </section>
  );
}

/** Where a new company stands: registered, being checked, then live for customers. */
function PendingSteps() {
  const { t } = useLingui();
  const steps = [
    { label: t`Registered`, state: 'done' },
    { label: t`Documents checked`, state: 'current' },
    { label: t`Cars on Saarthi`, state: 'next' },
  ] as const;
  return (
    <ol aria-label={t`Your progress`} className="flex flex-wrap gap-x-2 gap-y-2 pt-1 text-sm">
      {steps.map(({ label, state }, index) => (
        <li key={label} className="flex items-center gap-2">
          {index > 0 ? <span className="h-px w-4 bg-slate-300" aria-hidden="true" /> : null}
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-medium ${
              state === 'done'
                ? 'bg-green-50 text-success'
                : state === 'current'
                  ? 'bg-accent-300/40 text-accent-700'
                  : 'bg-slate-100 text-muted'
            }`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {state === 'done' ? <CheckIcon aria-hidden="true" /> : null}
            {label}
            {state === 'done' ? (
              <span className="sr-only">
                <Trans>(done)</Trans>
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Reason({ reason }: { reason: string }) {
  // The operator's own words, as they wrote them (content written by people is not translated).
  return reason.trim() ? (
    <blockquote className="whitespace-pre-line rounded-lg bg-surface px-4 py-3 text-sm ring-1 ring-slate-200">
      <p className="mb-1 text-xs font-semibold uppercase tracking-wider text-muted">
        <Trans>Reason from Saarthi</Trans>
      </p>
      {reason}
    </blockquote>
  ) : null;
}

function useStatusWords(
  company: PartnerCompany,
  compact: boolean,
): { title: ReactNode; body: ReactNode; action?: ReactNode } {
  switch (company.status) {
    case 'pending':
      return {
        title: <Trans>Waiting for verification</Trans>,
        body: (
          <>
            <p>
              <Trans>
                We are checking your documents; your cars appear on Saarthi once verified.
              </Trans>
            </p>
            <PendingSteps />
          </>
        ),
      };
    case 'verified':
      return {
        title: <Trans>Your company is verified</Trans>,
        body: (
          <p>
            <Trans>Customers can find your company on Saarthi and ask for your contact.</Trans>
          </p>
        ),
      };
    case 'rejected':
      return {
        title: <Trans>Please correct your company details</Trans>,
        body: (
          <>
            <p>
              <Trans>
                We could not verify your company as it is. Fix what the reason below names and save:
                we check it again.
              </Trans>
            </p>
            <Reason reason={company.statusReason} />
          </>
        ),
        action: compact ? undefined : (
          <Link to={portalPaths.company} className="btn-primary">
            <Trans>Fix and resubmit</Trans>
          </Link>
        ),
      };
    case 'suspended':
      return {
        title: <Trans>Your company is suspended</Trans>,
        body: (
          <>
            <p>
              <Trans>
                Your cars are hidden from customers and your details cannot be changed until Saarthi
                restores your company.
              </Trans>
            </p>
            <Reason reason={company.statusReason} />
          </>
        ),
        action: <SupportContact />,
      };
  }
}

/** Saarthi's support phone and e-mail, from GET /api/site; words only until they arrive. */
function SupportContact() {
  const support = useSupportContact();
  const phone = support?.phone;
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-ink">
        <Trans>To talk about it, contact Saarthi support:</Trans>
      </p>
      {support ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <a href={telHref(support.phone)} className="btn-primary">
            <PhoneIcon />
            <Trans>Call {phone}</Trans>
          </a>
          <a href={`mailto:${support.email}`} className="btn-outline">
            <MailIcon />
            {support.email}
          </a>
        </div>
      ) : null}
    </div>
  );
}
