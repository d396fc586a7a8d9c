import { Trans } from '@lingui/react/macro';
import { responseTime } from '@shared/response-time';
import { ClockIcon } from '../../components/icons';
import { useCompanyBadge } from './api';

/**
 * docs/product/marketplace.md#leads: "Usually responds within N min/h", from the median of the
 * company's first responses over 30 days. Nothing under 3 responses, or while it loads or fails:
 * it is a reassurance, never a promise the page must make.
 */
export function ResponseBadge({ carId }: { carId: string }) {
  const { data: minutes } = useCompanyBadge(carId);
  const time = responseTime(minutes ?? null);
  if (!time) return null;
  const value = time.value;
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-brand-700">
      <ClockIcon className="h-4 w-4 shrink-0" />
      {time.unit === 'minutes' ? (
        <Trans>Usually responds within {value} min</Trans>
      ) : (
        <Trans>Usually responds within {value} h</Trans>
      )}
    </p>
  );
}
