import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import type { Booking } from '@shared/contracts/bookings';
import { CopyIcon } from '../../components/page-icons';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { sharedTripPath, useShareTrip, useStopSharing } from './share-api';
import { Section } from '../../components/form/section';
import { TRIP_MESSAGES } from './trip-messages';

/** The trips worth following: until the car is back. */
const SHAREABLE: readonly Booking['status'][] = ['requested', 'confirmed', 'in_progress'];

/**
 * "Share with family": a read-only link to the trip (the car, its number plate, the driver's
 * first name, where the trip stands and the pickup time; no phone, no address) that the customer
 * copies or sends, and can stop at any time. The link is shown once, as the server keeps only
 * its hash: sharing again makes another.
 */
export function ShareCard({ trip }: { trip: Booking }) {
  const { t } = useLingui();
  const translate = useTranslateMessage(TRIP_MESSAGES);
  const inputId = useId();
  const [link, setLink] = useState<string | null>(null);
  const share = useShareTrip(trip._id);
  const stop = useStopSharing(trip._id);
  if (!SHAREABLE.includes(trip.status)) return null;

  const make = () =>
    share.mutate(undefined, {
      onSuccess: (answer) => setLink(`${window.location.origin}${sharedTripPath(answer.token)}`),
      onError: () => toast.error(t`The link could not be made. Please try again.`),
    });
  const end = () =>
    stop.mutate(undefined, {
      onSuccess: (answer) => {
        setLink(null);
        toast.success(translate(answer));
      },
      onError: () => toast.error(t`Sharing could not be stopped. Please try again.`),
    });
  async function copy(text: string) {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard not available');
      await navigator.clipboard.writeText(text);
      toast.success(t`Link copied to clipboard!`);
    } catch {
      toast.error(t`Failed to copy link.`);
    }
  }

  return (
    <Section title={t`Share with family`}>
      <p className="text-sm text-muted">
        <Trans>
          Send a link that shows the car, its number plate, the driver's first name, where the trip
          stands and the pickup time. It shows no phone number or address.
        </Trans>
      </p>
      {link ? (
        <div className="mt-3">
          <label htmlFor={inputId} className="field-label">
            <Trans>Your trip link</Trans>
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              readOnly
              value={link}
              className="field-input min-w-0 flex-1"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="btn-outline shrink-0" onClick={() => void copy(link)}>
              <CopyIcon className="h-4 w-4" />
              <Trans>Copy</Trans>
            </button>
          </div>
          <p className="mt-1 text-xs text-muted">
            <Trans>Shown once: keep it, or make another.</Trans>
          </p>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <button type="button" className="btn-primary" disabled={share.isPending} onClick={make}>
          {link ? <Trans>Make another link</Trans> : <Trans>Make a link</Trans>}
        </button>
        <button type="button" className="btn-outline" disabled={stop.isPending} onClick={end}>
          <Trans>Stop sharing</Trans>
        </button>
      </div>
    </Section>
  );
}
