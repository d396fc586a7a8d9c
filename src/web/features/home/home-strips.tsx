import { useLingui } from '@lingui/react/macro';
import { langOf } from '../../components/content-language';
import { useFeatured, useOffers, useReasons, type StripItem } from './api';
import { ImageStrip, type StripImage } from './image-strip';

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
  const images = (data ?? []).map((item) => card(item, item.offerImageUrl));
  return (
    <ImageStrip
      id="offers"
      eyebrow={t`Deals worth the drive`}
      title={t`Offers`}
      description={t`Limited-time savings from our partner travel companies.`}
      images={images}
      loading={isPending}
      loop
      tone="tinted"
    />
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
