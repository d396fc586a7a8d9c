import { PRODUCT_NAME } from '@shared/constants';
import { useFeatured, useOffers, useReasons } from './api';
import { ImageStrip } from './image-strip';

/** spec §2: FEATURED, each image with the alt text "Feature N". */
export function FeaturedStrip() {
  const { data, isPending } = useFeatured();
  const images = (data ?? []).map((item, index) => ({
    key: item._id,
    src: item.featuredImageUrl,
    alt: `Feature ${index + 1}`,
  }));
  return (
    <ImageStrip
      id="featured"
      eyebrow="Handpicked for you"
      title="Featured"
      description="Routes, rides and travel companies our team recommends this season."
      images={images}
      loading={isPending}
    />
  );
}

/** spec §2: OFFERS, shown twice back to back and looping endlessly. */
export function OffersStrip() {
  const { data, isPending } = useOffers();
  const images = (data ?? []).map((item) => ({
    key: item._id,
    src: item.offerImageUrl,
    alt: item.title,
  }));
  return (
    <ImageStrip
      id="offers"
      eyebrow="Deals worth the drive"
      title="Offers"
      description="Limited-time savings from our partner travel companies."
      images={images}
      loading={isPending}
      loop
      tone="tinted"
    />
  );
}

/** spec §2: "Why Saarthi?", doubled and looping like the offers. */
export function WhySaarthiStrip() {
  const { data, isPending } = useReasons();
  const images = (data ?? []).map((item) => ({
    key: item._id,
    src: item.reasonImageUrl,
    alt: item.title,
  }));
  return (
    <ImageStrip
      id="why"
      eyebrow="Our promise"
      title={`Why ${PRODUCT_NAME}?`}
      description="Verified drivers, honest prices and a help desk that picks up."
      images={images}
      loading={isPending}
      loop
    />
  );
}
