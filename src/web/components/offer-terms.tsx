import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Offer } from '@shared/contracts/promotions';
import { useFormat } from '../lib/i18n/format';
import { cityName } from '../lib/i18n/labels';

/**
 * An offer's terms in the reader's language, for the customer's offers page and the operator's
 * list alike: what it takes off, then who may use it, where and until when.
 */
export function useOfferTerms() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return {
    /** "₹300 off", "10% off, up to ₹250". */
    worth(offer: Pick<Offer, 'kind' | 'value' | 'cap'>): string {
      if (offer.kind === 'amount') {
        const amount = format.rupees(offer.value);
        return t`${amount} off`;
      }
      const percent = format.number(offer.value);
      if (offer.cap === null) return t`${percent}% off the fare`;
      const cap = format.rupees(offer.cap);
      return t`${percent}% off the fare, up to ${cap}`;
    },
    /** Who, where and when, one phrase each. */
    conditions(offer: Offer): string[] {
      const from = format.day(offer.validFrom);
      const to = format.day(offer.validTo);
      const uses = offer.perCustomer;
      const cities = offer.cities.map((city) => cityName(i18n, city)).join(', ');
      return [
        t`From ${from} to ${to}`,
        ...(offer.firstTripOnly ? [t`Your first trip with Saarthi only`] : []),
        plural(uses, { one: 'Once a customer', other: 'Up to # times a customer' }),
        offer.cities.length === 0 ? t`Cars in every city` : t`Cars in ${cities}`,
      ];
    },
  };
}
