import { useLingui } from '@lingui/react/macro';
import { langOf } from '../../components/content-language';
import { useFeatured, useOffers, useReasons, type StripItem } from './api';
import { ImageStrip, type StripImage } from './image-strip';
import { OFFER_CODES_ID, OfferCodes, useTodaysOffers } from './offer-codes';

/**
 * A strip item's card: its picture with its title drawn over it, in the reader's language, marked
 * `lang="en"` when it fell back to English.
 */
const card = (item: StripItem, src: string): StripImage => ({
  key: item._id,
  src,
  title: item.title,
  lang: langOf(item, 'title'),
});

/** docs/product/storefront.md#pages-and-routes: FEATURED. */
export function FeaturedStrip() {
  const { t } = useLingui();
  const { data, isPending } = useFeatured();
  const images = (data ?? []).map((item) => card(item, item.featuredImageUrl));
  return (
    <ImageStrip
      id="featured"
      eyebrow={t`Handpicked for you`}
      title={t`Featured`}
      description={t`Routes, rides and travel companies our team recommends this season.`}
      images={images}
      loading={isPending}
    />
  );
}

/** docs/product/storefront.md#pages-and-routes: OFFERS, shown twice back to back and looping endlessly. */
export function OffersStrip() {
  const { t } = useLingui();
  const { data, isPending } = useOffers();
  const codes = useTodaysOffers();
  const images = (data ?? []).map((item) => card(item, item.offerImageUrl));
  // The pictures lead to the codes a customer can use today, once there are any.
  return (
    <div className="bg-white">
      <ImageStrip
        id="offers"
        eyebrow={t`Deals worth the drive`}
        title={t`Offers`}
        description={
          codes.length > 0
            ? t`Saarthi's offer codes, paid by Saarthi: tap a picture to see them.`
            : t`Limited-time savings from our partner travel companies.`
        }
        images={images}
        loading={isPending}
        loop
        tone="tinted"
        {...(codes.length > 0 ? { cardHref: `#${OFFER_CODES_ID}` } : {})}
      />
      <OfferCodes offers={codes} />
    </div>
  );
}

/** docs/product/storefront.md#pages-and-routes: "Why Saarthi?", doubled and looping like the offers. */
export function WhySaarthiStrip() {
  const { t } = useLingui();
  const { data, isPending } = useReasons();
  const images = (data ?? []).map((item) => card(item, item.reasonImageUrl));
  return (
    <ImageStrip
      id="why"
      eyebrow={t`Our promise`}
      title={t`Why Saarthi?`}
      description={t`Verified drivers, honest prices and a help desk that picks up.`}
      images={images}
      loading={isPending}
      loop
    />
  );
}
