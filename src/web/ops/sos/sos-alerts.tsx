import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import {
  SosAcknowledgedResponseSchema,
  SosListResponseSchema,
  type SosAlert,
} from '@shared/contracts/sos';
import { PhoneIcon } from '../../components/icons';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { telHref } from '../../lib/site';
import { opsKeys } from '../api';
import { opsPaths } from '../ops-paths';

const sosKey = [...opsKeys.all, 'sos'] as const;

/**
 * Customers' SOS alerts, at the top of every console page until an operator acknowledges them:
 * the trip, whom to call (the customer, the company) and the way to the booking. Read again
 * every 15 seconds, so an alert reaches a console left open.
 */
export function SosAlerts() {
  const open = useQuery({
    queryKey: sosKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/sos', { auth: true, schema: SosListResponseSchema, signal }).then(
        (answer) => answer.alerts,
      ),
    refetchInterval: 15_000,
  });
  const alerts = open.data ?? [];
  if (alerts.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="sos-heading"
      className="mb-6 rounded-card border-2 border-danger bg-red-50 p-4 sm:p-5"
    >
      <h2 id="sos-heading" className="text-lg font-extrabold text-danger">
        <Trans>SOS from a trip under way</Trans>
      </h2>
      <ul className="mt-3 space-y-3">
        {alerts.map((alert) => (
          <SosItem key={alert._id} alert={alert} />
        ))}
      </ul>
    </section>
  );
}

function SosItem({ alert }: { alert: SosAlert }) {
  const { t } = useLingui();
  const format = useFormat();
  const translate = useTranslateMessage();
  const queryClient = useQueryClient();
  const acknowledge = useMutation({
    mutationFn: () =>
      apiRequest(`/api/admin/sos/${encodeURIComponent(alert._id)}/acknowledge`, {
        method: 'POST',
        body: {},
        auth: true,
        schema: SosAcknowledgedResponseSchema,
      }),
    onSuccess: (answer) => toast.success(translate(answer)),
    onError: (error) =>
      toast.error(
        error instanceof ApiError
          ? translate(error)
          : t`The alert could not be acknowledged. Please try again.`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sosKey }),
  });
  const raised = format.date(alert.raisedAt, { hour: 'numeric', minute: '2-digit' });
  const reference = alert.reference;
  const customerName = alert.customer.name;
  const companyName = alert.company.name;
  return (
    <li className="rounded-lg bg-white p-3 ring-1 ring-red-200">
      <p className="font-semibold text-ink">
        <Link to={opsPaths.booking(alert.bookingId)} className="text-brand-700 hover:underline">
          {reference}
        </Link>{' '}
        · {alert.car.name}
        {alert.car.registration ? ` · ${alert.car.registration}` : ''} ·{' '}
        <Trans>raised at {raised}</Trans>
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href={telHref(alert.customer.phone)} className="btn-outline">
          <PhoneIcon className="h-4 w-4" />
          <Trans>Customer {customerName}</Trans>
        </a>
        <a href={telHref(alert.company.phone)} className="btn-outline">
          <PhoneIcon className="h-4 w-4" />
          <Trans>Company {companyName}</Trans>
        </a>
        <button
          type="button"
          className="btn-primary"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate()}
        >
          <Trans>Acknowledge</Trans>
        </button>
      </div>
    </li>
  );
}
