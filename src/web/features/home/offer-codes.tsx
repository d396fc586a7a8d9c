import { Trans, useLingui } from '@lingui/react/macro';
import type { Offer } from '@shared/contracts/promotions';
import { Link } from 'react-router';
import { useOfferTerms } from '../../components/offer-terms';
import { toast } from '../../lib/toast';
import { paths } from '../../paths';
import { useOfferCodes } from './api';

/** Where the OFFERS strip's pictures lead: the codes under them. */
export const OFFER_CODES_ID = 'offer-codes';

/**
 * The offers a customer can use today (docs/product/trips-and-money.md#offers): each code with
 * what it takes off and its terms, to copy and type in the booking form. Nothing is shown while
 * there are none, or when they could not be loaded (the strip above stays, as the spec asks of
 * home strips that fail).
 */
export function OfferCodes({ offers }: { offers: Offer[] }) {
  const { t } = useLingui();
  if (offers.length === 0) return null;
  return (
    <div className="container-page -mt-4 pb-10 sm:pb-16">
      <section
        id={OFFER_CODES_ID}
        aria-labelledby={`${OFFER_CODES_ID}-title`}
        className="scroll-mt-24 rounded-card border border-accent-300 bg-brand-50/60 p-4 sm:p-6"
      >
        <h3 id={`${OFFER_CODES_ID}-title`} className="text-lg font-bold text-brand-900">
          <Trans>Offer codes you can use today</Trans>
        </h3>
        <p className="mt-1 text-sm text-muted">
          <Trans>
            Type a code in the booking form: the discount is its own line in your quote, and Saarthi
            pays it to the travel company.
          </Trans>
        </p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Offer codes`}>
          {offers.map((offer) => (
            <OfferCode key={offer.code} offer={offer} />
          ))}
        </ul>
        <Link
          to={paths.allCars()}
          className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-2"
        >
          <Trans>Find a car</Trans>
        </Link>
      </section>
    </div>
  );
}

function OfferCode({ offer }: { offer: Offer }) {
  const { t } = useLingui();
  const terms = useOfferTerms();
  const code = offer.code;
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard not available');
      await navigator.clipboard.writeText(code);
      toast.success(t`Code ${code} copied: paste it in the booking form.`);
    } catch {
      toast.error(t`The code could not be copied: type ${code} in the booking form.`);
    }
  }
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-card">
      <div className="flex items-center justify-between gap-3">
        <p className="font-mono text-lg font-bold tracking-wider text-brand-900">{code}</p>
        <button
          type="button"
          className="btn-ghost h-9 px-3 py-0 text-sm"
          onClick={() => void copy()}
          aria-label={t`Copy the code ${code}`}
        >
          <Trans>Copy</Trans>
        </button>
      </div>
      <p className="font-semibold text-success">{terms.worth(offer)}</p>
      <ul className="list-disc space-y-0.5 pl-5 text-sm text-muted">
        {terms.conditions(offer).map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </ul>
    </li>
  );
}

/** The offers running today, for the strip and the codes under it; empty while loading or failed. */
export function useTodaysOffers(): Offer[] {
  return useOfferCodes().data?.offers ?? [];
}
