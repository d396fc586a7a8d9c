import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { toast } from '../../lib/toast';
import { PRODUCT_NAME } from '@shared/constants';
import { LEAD_STATUSES, type LeadStatus } from '@shared/partner-constants';
import type { Lead } from '@shared/contracts/leads';
import { normalizeIndianMobile } from '@shared/validators';
import { CarIcon, ClockIcon, MessageIcon, PhoneIcon } from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { telHref } from '../../lib/site';
import { useFailureReason } from '../../components/console/failure';
import { useSetLeadStatus } from './api';
import { LEAD_STATUS_LABELS } from './labels';
import { durationText, timeAgo } from './time';

/** Each status's colours on the status control. */
const STATUS_LOOKS: Record<LeadStatus, string> = {
  new: 'border-accent-400 bg-accent-300/30 text-accent-700',
  contacted: 'border-brand-200 bg-brand-50 text-brand-700',
  converted: 'border-success/40 bg-green-50 text-success',
  lost: 'border-slate-300 bg-slate-100 text-slate-700',
};

/**
 * One lead: who asked, about which car and when, the ways to reach them at one tap (call,
 * WhatsApp with a first message written), and its status to move it on.
 */
export function LeadCard({
  lead,
  now,
  companyName,
  readOnly,
}: {
  lead: Lead;
  now: number;
  companyName: string;
  readOnly: boolean;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const reasonOf = useFailureReason();
  const titleId = useId();
  const statusId = useId();
  const customer = lead.customer.name;
  const car = [lead.car.name, lead.car.model].filter(Boolean).join(' · ');
  const carName = lead.car.name;
  const mobile = normalizeIndianMobile(lead.customer.phone);
  const phone = lead.customer.phone.trim();
  const product = PRODUCT_NAME;
  // The first message in the partner's own language, naming the car so the customer knows at
  // once which enquiry it answers.
  const greeting = t`Hello ${customer}, this is ${companyName}. You asked about our ${carName} on ${product}: when and where do you need it?`;
  const ago = timeAgo(lead.createdAt, now, format.tag);
  const at = format.date(lead.createdAt, { dateStyle: 'medium', timeStyle: 'short' });

  const change = useSetLeadStatus({
    onFailed: (failed, error) => {
      const name = failed.customer.name;
      const reason = reasonOf(error);
      toast.error(t`The status of ${name}'s lead was not changed: ${reason}`);
    },
  });

  return (
    <article aria-labelledby={titleId} className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="break-words text-base font-bold text-brand-900">
            {customer}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink">
            <CarIcon className="shrink-0 text-base text-muted" aria-hidden="true" />
            <span className="min-w-0 break-words">{car}</span>
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
            <ClockIcon className="shrink-0 text-base" aria-hidden="true" />
            <time dateTime={lead.createdAt}>
              <Trans>
                {ago} · {at}
              </Trans>
            </time>
          </p>
        </div>
        <div className="w-full sm:w-44">
          <label htmlFor={statusId} className="mb-1 block text-xs font-semibold text-muted">
            <Trans>Status</Trans>
          </label>
          <select
            id={statusId}
            value={lead.status}
            disabled={readOnly}
            onChange={(event) => change.mutate({ lead, status: event.target.value as LeadStatus })}
            className={`w-full rounded-full border px-3 py-2 text-sm font-semibold focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-70 ${STATUS_LOOKS[lead.status]}`}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {i18n._(LEAD_STATUS_LABELS[status])}
              </option>
            ))}
          </select>
          {/* Announced politely: the control already shows the new status. */}
          <p aria-live="polite" className="mt-1 min-h-4 text-xs text-muted">
            {change.isPending ? <Trans>Saving…</Trans> : null}
          </p>
        </div>
      </div>

      <Response lead={lead} />

      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        {phone ? (
          <a href={telHref(phone)} className="btn-primary">
            <PhoneIcon aria-hidden="true" />
            <Trans>Call {phone}</Trans>
          </a>
        ) : (
          <p className="text-sm text-muted">
            <Trans>The customer left no phone number.</Trans>
          </p>
        )}
        {mobile ? (
          <a
            href={`https://wa.me/91${mobile}?text=${encodeURIComponent(greeting)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-outline"
            aria-label={t`WhatsApp ${customer}`}
          >
            <MessageIcon aria-hidden="true" />
            <Trans>WhatsApp</Trans>
          </a>
        ) : null}
      </div>
    </article>
  );
}

/** How long the company took to answer, once it has; a reminder while it has not. */
function Response({ lead }: { lead: Lead }) {
  const format = useFormat();
  if (lead.responseMinutes !== null) {
    const took = durationText(lead.responseMinutes, format.tag);
    return (
      <p className="mt-3 text-sm text-success">
        <Trans>Replied in {took}</Trans>
      </p>
    );
  }
  if (lead.status === 'new') {
    return (
      <p className="mt-3 text-sm font-medium text-accent-700">
        <Trans>Not answered yet: set the status to “Contacted” once you have called.</Trans>
      </p>
    );
  }
  return null;
}
