import { useLingui } from '@lingui/react/macro';
import { useFeatured, useOffers, useReasons } from './api';
import { ImageStrip } from './image-strip';

/** docs/product/storefront.md#pages-and-routes: FEATURED, each image with the alt text "Feature N". */
export function FeaturedStrip() {
  const { t } = useLingui();
  const { data, isPending } = useFeatured();
  const images = (data ?? []).map((item, index) => {
    const number = index + 1;
    return { key: item._id, src: item.featuredImageUrl, alt: t`Feature ${number}` };
  });
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
  const images = (data ?? []).map((item) => ({
    key: item._id,
    src: item.offerImageUrl,
    alt: item.title,
  }));
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
  const images = (data ?? []).map((item) => ({
    key: item._id,
    src: item.reasonImageUrl,
    alt: item.title,
  }));
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
