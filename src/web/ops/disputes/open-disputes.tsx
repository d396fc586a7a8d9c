import { PAYMENT_LIMITS } from '@shared/billing-constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import {
  DisputeResolvedResponseSchema,
  OpenDisputesResponseSchema,
  ResolveDisputeBodySchema,
  type OpenDispute,
} from '@shared/contracts/disputes';
import { Field } from '../../components/form';
import { PhoneIcon } from '../../components/icons';
import { apiRequest } from '../../lib/api-client';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { telHref } from '../../lib/site';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { opsKeys } from '../api';
import { ReasonDialog, type ReasonSchema } from '../components/reason-dialog';
import { opsPaths } from '../ops-paths';

const disputesKey = [...opsKeys.all, 'disputes'] as const;

/**
 * Customers' questions about their bills that no operator has answered, oldest first: the line,
 * what the customer says, whom to call, the way to the booking, and "Answer", whose words the
 * customer and the company read under the bill. Nothing when there are none.
 */
export function OpenDisputes() {
  const headingId = useId();
  const open = useQuery({
    queryKey: disputesKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/disputes', {
        auth: true,
        schema: OpenDisputesResponseSchema,
        signal,
      }).then((answer) => answer.disputes),
  });
  const disputes = open.data ?? [];
  if (disputes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="card mt-8 p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        <Trans>Questions about bills</Trans>
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {disputes.map((dispute) => (
          <DisputeItem key={dispute._id} dispute={dispute} />
        ))}
      </ul>
    </section>
  );
}

function DisputeItem({ dispute }: { dispute: OpenDispute }) {
  const { t } = useLingui();
  const format = useFormat();
  const translate = useTranslateMessage();
  const queryClient = useQueryClient();
  const [answering, setAnswering] = useState(false);
  const [credit, setCredit] = useState('');
  const [creditChecked, setCreditChecked] = useState(false);
  // Empty gives nothing back; otherwise whole rupees within the bounds the server checks.
  const creditAmount = credit.trim() === '' ? undefined : Number(credit);
  const max = PAYMENT_LIMITS.amountMax;
  const creditValid =
    creditAmount === undefined ||
    (Number.isInteger(creditAmount) && creditAmount >= 1 && creditAmount <= max);
  const credited = creditAmount ? format.rupees(creditAmount) : '';
  const resolve = useDestructiveMutation({
    mutationFn: (reason: string, signal) =>
      apiRequest(`/api/admin/disputes/${encodeURIComponent(dispute._id)}/resolve`, {
        method: 'POST',
        body: creditAmount === undefined ? { reason } : { reason, credit: creditAmount },
        auth: true,
        schema: DisputeResolvedResponseSchema,
        signal,
      }),
    onSuccess: (answer) => {
      toast.success(translate(answer));
      setAnswering(false);
      setCredit('');
      setCreditChecked(false);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: disputesKey }),
  });
  const line = dispute.lineLabel;
  const amount = format.rupees(dispute.amount);
  const raised = format.date(dispute.raisedAt, { dateStyle: 'medium', timeStyle: 'short' });
  const reference = dispute.reference;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold text-brand-900">
          <Link to={opsPaths.booking(dispute.bookingId)} className="underline">
            {reference}
          </Link>{' '}
          ·{' '}
          <Trans>
            {line} ({amount}), asked {raised}
          </Trans>
        </p>
        <p className="break-words text-ink">“{dispute.reason}”</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted">
          <a href={telHref(dispute.customer.phone)} className="inline-flex items-center gap-1">
            <PhoneIcon className="h-4 w-4" aria-hidden="true" />
            {dispute.customer.name}
          </a>
          <a href={telHref(dispute.company.phone)} className="inline-flex items-center gap-1">
            <PhoneIcon className="h-4 w-4" aria-hidden="true" />
            {dispute.company.name}
          </a>
        </p>
      </div>
      <button type="button" className="btn-primary shrink-0" onClick={() => setAnswering(true)}>
        <Trans>Answer</Trans>
      </button>
      {answering ? (
        <ReasonDialog
          title={t`Answer the question about ${line} on ${reference}`}
          explanation={
            <Trans>
              The customer and the travel company read your answer under the bill. Say what you
              found and what was done.
            </Trans>
          }
          confirmLabel={
            creditAmount && creditValid ? t`Send answer and credit ${credited}` : t`Send answer`
          }
          schema={ResolveDisputeBodySchema as ReasonSchema}
          danger={false}
          pending={resolve.isPending}
          error={resolve.error}
          onConfirm={(reason) => {
            setCreditChecked(true);
            if (creditValid) resolve.mutate(reason);
          }}
          onClose={() => {
            resolve.abandon();
            setAnswering(false);
          }}
        >
          <Field
            label={<Trans>Give back (₹)</Trans>}
            optional
            hint={
              <Trans>
                When the company agrees the line was wrong: its credit note for this amount, GST
                included, is issued with your answer. Leave empty when nothing is given back.
              </Trans>
            }
            error={
              creditChecked && !creditValid
                ? t`Enter the amount in whole rupees, from 1 to ${max}`
                : undefined
            }
          >
            {(control) => (
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={max}
                step={1}
                className="field-input"
                value={credit}
                onChange={(event) => setCredit(event.target.value)}
                onBlur={() => setCreditChecked(true)}
                {...control}
              />
            )}
          </Field>
        </ReasonDialog>
      ) : null}
    </li>
  );
}
